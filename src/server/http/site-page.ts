/**
 * The SPA's page (the built index.html) as every path without page-specific
 * tags gets it: with the site's share tags, whose image address must be
 * absolute (link previews resolve nothing), so they are added here from
 * BASE_URL rather than written into index.html. Pages with their own tags
 * (player, outcome) put theirs into the plain index.html instead. The
 * landing and information pages are sent as rendered at build time
 * (docs/decisions/088) when the build wrote them.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { prerenderedFileFor } from '#shared/pages/prerendered-pages.ts';
import { metaTagsHtml, withHeadTags, type MetaTag } from './head-tags.ts';

export const SITE_SHARE = {
  title: 'Esports Recruiting',
  description: 'Players build recruiting profiles, college programs find them, team managers run their teams.',
  imagePath: '/brand/share.png',
  imageAlt: 'Esports Recruiting: players build recruiting profiles, college programs find them.',
} as const;

export function siteShareTags(baseUrl: string): string {
  const origin = baseUrl.replace(/\/+$/, '');
  const tags: MetaTag[] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE_SHARE.title],
    ['property', 'og:title', SITE_SHARE.title],
    ['property', 'og:description', SITE_SHARE.description],
    ['property', 'og:image', `${origin}${SITE_SHARE.imagePath}`],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['property', 'og:image:alt', SITE_SHARE.imageAlt],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  return metaTagsHtml(tags);
}

/** Reads index.html once and returns it with the site's share tags. */
export function sitePage(indexHtmlPath: string, baseUrl: string): () => Promise<string> {
  let page: Promise<string> | undefined;
  return () => (page ??= readFile(indexHtmlPath, 'utf8').then((html) => withHeadTags(html, siteShareTags(baseUrl))));
}

/**
 * The site page for a pathname: its prerendered HTML (`prerenderedRoot/<file>`, scripts/prerender-web.ts) when the
 * build wrote one for it, else the shell index.html; each read once, with the site's share tags.
 */
export function sitePages(indexHtmlPath: string, prerenderedRoot: string, baseUrl: string): (pathname: string) => Promise<string> {
  const shell = sitePage(indexHtmlPath, baseUrl);
  const pages = new Map<string, () => Promise<string>>();
  return (pathname) => {
    const file = prerenderedFileFor(pathname);
    if (!file) return shell();
    let page = pages.get(file);
    if (!page) {
      const filePath = path.join(prerenderedRoot, file);
      page = existsSync(filePath) ? sitePage(filePath, baseUrl) : shell;
      pages.set(file, page);
    }
    return page();
  };
}
