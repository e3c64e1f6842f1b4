/** Runs the images access matrix (images.matrix.ts) on one app and the standard cast of callers (matrix-cast.ts). */
import { afterAll, beforeAll } from 'vitest';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { openMatrixCast, type MatrixCast } from '#server/test/matrix-cast.ts';
import { uploadTestImage } from '../test/images/image-test-data.ts';
import { imagesAccessMatrix, type ImagesFixture } from '../test/images/images.matrix.ts';

let cast: MatrixCast;
let fixture: ImagesFixture;
beforeAll(async () => {
  cast = await openMatrixCast();
  const url = await uploadTestImage(cast.t.app, cast.users.stranger);
  fixture = { imageId: url.split('/').pop()! };
});
afterAll(async () => cast.t.close());

describeAccessMatrix(imagesAccessMatrix, {
  app: () => cast.t.app,
  cookie: (caller) => (caller === 'anonymous' ? undefined : cast.users[caller].cookie),
  fixture: () => fixture,
});
