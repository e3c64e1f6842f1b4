/**
 * Renders the brand's raster files from the mark (public/favicon.svg), so a
 * change to the mark is one edit and one run: `npx tsx scripts/brand/render-brand-assets.ts`.
 * Writes the favicon PNG, the home-screen icons and the 1200x630 share image
 * into public/brand/ (committed; docs/brand.md says where each is used).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

const require = createRequire(import.meta.url);
const mark = readFileSync('public/favicon.svg', 'utf8');

function png(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

// Home-screen icons are square: the phone rounds the corners itself.
const squareMark = mark.replace('rx="8"', 'rx="0"');
writeFileSync('public/brand/icon-32.png', png(mark, 32));
writeFileSync('public/brand/apple-touch-icon.png', png(squareMark, 180));
writeFileSync('public/brand/icon-192.png', png(squareMark, 192));
writeFileSync('public/brand/icon-512.png', png(squareMark, 512));

const font = (weight: 400 | 800) => ({
  name: 'Inter',
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  weight,
  style: 'normal' as const,
});

const div = (style: Record<string, string | number>, children?: unknown) => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } });

// The dark theme's colours (src/web/styles.css) in sRGB, as the player card's image uses.
const tree = div(
  {
    width: 1200,
    height: 630,
    boxSizing: 'border-box',
    flexDirection: 'column',
    justifyContent: 'center',
    padding: '72px 96px',
    backgroundColor: '#15131f',
    backgroundImage: 'linear-gradient(135deg, #15131f 0%, #1f1837 60%, #0f2a33 100%)',
    color: '#f4f3f8',
    fontFamily: 'Inter',
  },
  [
    div({ alignItems: 'center', gap: 28 }, [
      { type: 'img', props: { src: `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`, width: 120, height: 120 } },
      div({ fontSize: 72, fontWeight: 800, letterSpacing: -2 }, [div({}, 'Esports'), div({ color: '#9d6bff', marginLeft: 18 }, 'Recruiting')]),
    ]),
    div({ marginTop: 48, fontSize: 40, fontWeight: 400, color: '#d9d6e6', lineHeight: 1.3, maxWidth: 960 }, 'Players build recruiting profiles. College programs find them. Team managers run their teams.'),
    div({ marginTop: 40, fontSize: 28, color: '#67e8f9' }, 'Safe for players under 18: guardians approve what is shown.'),
  ],
);

const svg = await satori(tree as unknown as Parameters<typeof satori>[0], { width: 1200, height: 630, fonts: [font(400), font(800)] });
writeFileSync('public/brand/share.png', png(svg, 1200));
console.log('brand assets written to public/brand/');
