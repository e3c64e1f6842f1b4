/**
 * WCAG contrast of the theme's colour tokens, read from src/web/styles.css,
 * where they are written as oklch(L C H). The conversion is the CSS Color 4
 * one (OKLab to linear sRGB), clamped to the sRGB gamut as a browser shows it.
 */
import { readFileSync } from 'node:fs';

export type ThemeName = 'light' | 'dark';

/** The `--name: oklch(...)` tokens of :root (light) and .dark. */
export function readThemeTokens(cssPath = 'src/web/styles.css'): Record<ThemeName, Record<string, [number, number, number]>> {
  const css = readFileSync(cssPath, 'utf8');
  const block = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    return css.slice(start, css.indexOf('}', start));
  };
  const tokens = (text: string) =>
    Object.fromEntries(
      [...text.matchAll(/--([a-z-]+):\s*oklch\(([\d.]+)\s+([\d.]+)\s+([\d.]+)\)/g)].map((match) => [
        match[1]!,
        [Number(match[2]), Number(match[3]), Number(match[4])] as [number, number, number],
      ]),
    );
  return { light: tokens(block(':root')), dark: tokens(block('.dark')) };
}

function linearSrgb([lightness, chroma, hue]: [number, number, number]): [number, number, number] {
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return [
    clamp(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    clamp(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    clamp(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

function luminance(color: [number, number, number]): number {
  const [r, g, b] = linearSrgb(color);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two colours, rounded down to one decimal (so a listed 4.5 is at least 4.5). */
export function contrastRatio(first: [number, number, number], second: [number, number, number]): number {
  const [high, low] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return Math.floor(((high + 0.05) / (low + 0.05)) * 10) / 10;
}

/** "#rrggbb" of a token, for the brand guide. */
export function hexOf(color: [number, number, number]): string {
  return `#${linearSrgb(color)
    .map((channel) => {
      const encoded = channel <= 0.0031308 ? 12.92 * channel : 1.055 * channel ** (1 / 2.4) - 0.055;
      return Math.round(encoded * 255)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}
