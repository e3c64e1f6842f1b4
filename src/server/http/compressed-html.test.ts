import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, htmlCompressor } from './compressed-html.ts';

describe('compressed site pages', () => {
  it('chooses brotli, else gzip, else none, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('BR')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('compresses each page once per encoding, to what decompresses back to it', () => {
    const compress = htmlCompressor();
    const html = `<!doctype html><html><body>${'<p>Get found.</p>'.repeat(200)}</body></html>`;
    const br = compress(html, 'br');
    expect(compress(html, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(gunzipSync(compress(html, 'gzip')).toString()).toBe(html);
    expect(br.length).toBeLessThan(html.length / 10);
  });
});
