/** The upload type comes from the bytes, never from the claim (docs/decisions/057). */
import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));

describe('sniffImageType', () => {
  it.each([
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['a GIF89a', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['a GIF87a', bytes('GIF87a', [1, 0]), 'image/gif'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
  ])('knows %s', (_name, input, type) => {
    expect(sniffImageType(input)).toBe(type);
  });

  it.each([
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['HTML', bytes('<!doctype html><img src=x onerror=alert(1)>')],
    ['a RIFF that is not WebP (a WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_name, input) => {
    expect(sniffImageType(input)).toBeNull();
  });
});
