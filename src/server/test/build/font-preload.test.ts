/**
 * scripts/font-preload.ts (decision 097): the page preloads the Latin files of the two faces it paints with, and no
 * other subset.
 */
import { describe, expect, it } from 'vitest';
import { fontPreloadTags } from '../../../../scripts/font-preload.ts';

describe('fontPreloadTags', () => {
  it('preloads the Latin files of Inter and Space Grotesk only, in CORS mode', () => {
    const files = [
      'assets/main-BjE-voUv.css',
      'assets/space-grotesk-latin-wght-normal-BhU9QXUp.woff2',
      'assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2',
      'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
      'assets/inter-cyrillic-wght-normal-DqGufNeO.woff2',
    ];
    expect(fontPreloadTags(files)).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2', crossorigin: '' },
        injectTo: 'head',
      },
      {
        tag: 'link',
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: '/assets/space-grotesk-latin-wght-normal-BhU9QXUp.woff2', crossorigin: '' },
        injectTo: 'head',
      },
    ]);
  });

  it('adds nothing to a build without the faces', () => {
    expect(fontPreloadTags(['assets/main.js'])).toEqual([]);
  });
});
