/**
 * The share image (docs/decisions/022): satori lays the card tree out as SVG
 * with Inter (WOFF from @fontsource/inter; satori reads no WOFF2), resvg
 * rasterises it to a 1200x630 PNG. No browser. The fonts are read once;
 * rendered images are kept in a small in-process cache keyed by their
 * ETag, so a burst of link-preview robots costs one render.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import type { PlayerCard } from '#shared/contracts/player-card.ts';
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH, type ImageNode } from '../../images/share-image-tree.ts';
import { playerCardImageTree } from './player-card-image-tree.ts';

const require = createRequire(import.meta.url);

/** Latin and Latin Extended (accented names); other scripts fall back to nothing drawn. */
const FONT_FILES = [
  { file: 'inter-latin-400-normal.woff', weight: 400 },
  { file: 'inter-latin-700-normal.woff', weight: 700 },
  { file: 'inter-latin-ext-400-normal.woff', weight: 400 },
  { file: 'inter-latin-ext-700-normal.woff', weight: 700 },
] as const;

let fonts: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ file, weight }) => ({
      name: 'Inter',
      data: await readFile(require.resolve(`@fontsource/inter/files/${file}`)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

const CACHE_SIZE = 64;
const cache = new Map<string, Promise<Buffer>>();

async function render(tree: ImageNode): Promise<Buffer> {
  // satori's element type is React's; the tree is the same plain-object shape.
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], { width: CARD_IMAGE_WIDTH, height: CARD_IMAGE_HEIGHT, fonts: await loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: CARD_IMAGE_WIDTH } }).render().asPng();
}

/** The PNG for this card; `etag` names the card's content, so the same tag means the same image. */
export function renderPlayerCardImage(card: PlayerCard, profileUrl: string, etag: string): Promise<Buffer> {
  return renderShareImage(etag, () => playerCardImageTree(card, profileUrl));
}

/**
 * Any 1200x630 share image (the player card's, an outcome's: docs/decisions/041) from its tree, through the
 * same fonts and cache; `etag` names everything drawn, and `build` runs only when it is not cached.
 */
export function renderShareImage(etag: string, build: () => ImageNode): Promise<Buffer> {
  const cached = cache.get(etag);
  if (cached) {
    // Most recently used last: Map keeps insertion order.
    cache.delete(etag);
    cache.set(etag, cached);
    return cached;
  }
  const rendering = render(build());
  cache.set(etag, rendering);
  rendering.catch(() => cache.delete(etag));
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return rendering;
}
