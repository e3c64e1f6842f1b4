/**
 * Access matrix of the uploaded images (docs/decisions/055, 057; run by
 * images-access-matrix.api.test.ts). Uploading needs a session, any signed-in
 * account may (a team or college logo is set by whoever may edit it, which
 * the image fields check); an image is public once uploaded (logos are shown
 * to everyone), and an unknown id is a 404 for everyone alike.
 */
import { defineAccessMatrix, type Outcome } from '#server/test/access-matrix.ts';
import { PNG_BYTES } from './image-test-data.ts';

export type ImagesCaller = 'anonymous' | 'stranger' | 'minor' | 'yes_admin';

export interface ImagesFixture {
  /** The id of an image the stranger uploaded. */
  imageId: string;
}

const anyone = (ok: Outcome) => ({ anonymous: ok, stranger: ok, minor: ok, yes_admin: ok }) as const;

export const imagesAccessMatrix = defineAccessMatrix<ImagesCaller, ImagesFixture>({
  module: 'src/server/test/images/images.matrix.ts',
  entries: [
    {
      route: 'POST /api/images',
      request: () => ({ headers: { 'content-type': 'image/png' }, payload: PNG_BYTES }),
      expect: { anonymous: 401, stranger: 201, minor: 201, yes_admin: 201 },
    },
    { route: 'GET /api/images/:id', label: 'an uploaded image', request: (f) => ({ params: { id: f.imageId } }), expect: anyone(200) },
    { route: 'GET /api/images/:id', label: 'an unknown id', request: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }), expect: anyone(404) },
  ],
});
