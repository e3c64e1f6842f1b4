/**
 * The site's HTML pages compressed for the browsers that accept it (docs/decisions/088): the prerendered landing is
 * about 40 kB of markup, sent on every first visit. Each distinct page is compressed once (brotli, else gzip) and
 * kept; static assets are precompressed at build time instead (scripts/compress-web.mjs).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ResponseEncoding = 'br' | 'gzip';

/** The encoding to send for an Accept-Encoding header: brotli when accepted, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): ResponseEncoding | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/^\s*q=0(\.0*)?\s*$/.test(quality))
    .map(([name]) => name!.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** Compresses a page once per encoding and keeps it (the site has a handful of distinct pages). */
export function htmlCompressor(): (html: string, encoding: ResponseEncoding) => Buffer {
  const kept = new Map<string, Buffer>();
  return (html, encoding) => {
    const key = `${encoding}\n${html}`;
    let body = kept.get(key);
    if (!body) {
      body = encoding === 'br' ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(html, { level: 9 });
      kept.set(key, body);
    }
    return body;
  };
}
