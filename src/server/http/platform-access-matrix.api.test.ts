/** Runs the platform access matrix (platform.matrix.ts) on one app and the standard cast of callers (matrix-cast.ts). */
import { afterAll, beforeAll } from 'vitest';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { openMatrixCast, type MatrixCast } from '#server/test/matrix-cast.ts';
import { platformAccessMatrix } from '../test/http/platform.matrix.ts';

let cast: MatrixCast;
beforeAll(async () => {
  cast = await openMatrixCast();
});
afterAll(async () => cast.t.close());

describeAccessMatrix(platformAccessMatrix, {
  app: () => cast.t.app,
  cookie: (caller) => (caller === 'anonymous' ? undefined : cast.users[caller].cookie),
  fixture: () => undefined,
});
