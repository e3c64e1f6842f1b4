/**
 * Uploaded images, served from our own origin (docs/decisions/057):
 * - POST /api/images: signed in, the file's bytes as the raw body (any
 *   Content-Type; the type is read from the bytes), at most IMAGE_MAX_BYTES
 *   (413), PNG/JPEG/WebP/GIF only (400), rate limited per account. 201 with
 *   the image's address, which the image fields then accept.
 * - GET /api/images/:id: anyone (logos are public), the stored type,
 *   nosniff, a CSP that runs nothing if the image is opened as a page, and
 *   cached for good (an id is never reused).
 * In its own plugin, whose one body parser keeps the raw bytes.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#shared/app-error.ts';
import { IMAGE_MAX_BYTES, IMAGE_TEXTS, imageIdParamsSchema, uploadedImageSchema } from '#shared/contracts/image-url.ts';
import { requireUser } from '#server/auth/policies.ts';
import { sendAppError } from '#server/http/error-handler.ts';
import { fileResponse, noContent } from '#server/http/openapi-document.ts';
import { perAccountRateLimit } from '#server/auth/account-rate-limits.ts';
import { getImage } from './get-image.ts';
import { uploadImage } from './upload-image.ts';

/** The image answer's own policy: nothing loads, nothing runs, even when opened as a document. */
export const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const IMAGE_UPLOAD_RATE_LIMIT_MESSAGE = 'Too many image uploads. Please wait a few minutes and try again.';

export async function imageRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES }, (_request, body, done) => done(null, body));

  api.post(
    '/api/images',
    {
      config: { access: requireUser, rateLimit: perAccountRateLimit(app.rateLimits.imageUploads, IMAGE_UPLOAD_RATE_LIMIT_MESSAGE) },
      bodyLimit: IMAGE_MAX_BYTES,
      schema: { tags: ['images'], response: { 201: uploadedImageSchema } },
      errorHandler: (error: FastifyError, request, reply) =>
        sendAppError(
          error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new AppError('payload_too_large', IMAGE_TEXTS.tooLarge, { file: IMAGE_TEXTS.tooLarge }) : error,
          request,
          reply,
        ),
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const image = await uploadImage(ctx.db, viewer.userId, request.body);
      return reply.status(201).send(image);
    },
  );

  api.get(
    '/api/images/:id',
    {
      schema: {
        tags: ['images'],
        params: imageIdParamsSchema,
        // PNG, JPEG, WebP or GIF, as stored; the document names the first.
        response: { 200: fileResponse('image/png', 'The image, in its stored type (PNG, JPEG, WebP or GIF)'), 304: noContent },
      },
    },
    async (request, reply) => {
      const image = await getImage(ctx.db, request.params.id);
      const etag = `"${image.sha256}"`;
      reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', IMAGE_CONTENT_SECURITY_POLICY)
        .header('content-disposition', 'inline')
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(Buffer.from(image.bytes));
    },
  );
}
