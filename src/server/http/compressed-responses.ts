/**
 * API answers (JSON) and the server-made HTML pages (player, outcome, short-link pages) compressed for the
 * browsers that accept it (docs/decisions/097): a profile or college answer is 5 to 60 kB of JSON that a phone on
 * a slow link waits for before it can paint. Brotli at quality 4 (about as fast as gzip, smaller), else gzip; answers
 * under 1 kB go as they are. Built assets and the site pages are compressed once elsewhere (compressed-html.ts,
 * scripts/compress-web.mjs) and already carry their encoding, so they pass through untouched.
 *
 * A hook of our own rather than @fastify/compress: the plugin also inflates compressed request bodies on every
 * route, an input path nobody asked for, and it cannot be had without it.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { chooseEncoding } from './compressed-html.ts';

/** Bytes under which an answer goes uncompressed: the headers would cost about what compression saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(application\/json|text\/html)\b/i;

function addVary(existing: unknown, field: string): string {
  const current = typeof existing === 'string' ? existing : '';
  return current.split(',').some((part) => part.trim().toLowerCase() === field.toLowerCase()) ? current : current ? `${current}, ${field}` : field;
}

export function registerResponseCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || !COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const size = Buffer.byteLength(payload);
    if (size < COMPRESS_THRESHOLD_BYTES) return payload;
    // The answer depends on Accept-Encoding from here on, compressed or not, so caches keep the two apart.
    reply.header('vary', addVary(reply.getHeader('vary'), 'accept-encoding'));
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return encoding === 'br'
      ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size } })
      : gzipSync(payload, { level: 6 });
  });
}
