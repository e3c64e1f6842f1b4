/**
 * A build plugin that preloads the two faces the first paint uses, Inter and Space Grotesk in their Latin subset
 * (docs/brand.md, decision 097): their files are named in the stylesheet only, so without it the browser asks for
 * them after the stylesheet has arrived and been applied, paints the text in a fallback font first, and the text
 * moves when the faces arrive (Lighthouse measured a layout shift of 0.089 on `/`).
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The faces' Latin files, as @fontsource names them (other subsets load only for text that needs them). */
const FIRST_PAINT_FONTS = /^assets\/(inter|space-grotesk)-latin-wght-normal-[\w-]+\.woff2$/;

/** Preload tags for the first-paint faces among the build's files. */
export function fontPreloadTags(fileNames: string[], base = '/'): HtmlTagDescriptor[] {
  return fileNames
    .filter((fileName) => FIRST_PAINT_FONTS.test(fileName))
    .sort()
    .map((fileName) => ({
      tag: 'link',
      // crossorigin: fonts are fetched in CORS mode, and a preload without it would not be used.
      attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${base}${fileName}`, crossorigin: '' },
      injectTo: 'head',
    }));
}

export function fontPreload(): Plugin {
  return {
    name: 'font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return context.bundle ? fontPreloadTags(Object.keys(context.bundle)) : [];
      },
    },
  };
}
