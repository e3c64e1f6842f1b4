/**
 * Gold brand kit (spec 6's brand_management, docs/decisions/052): a primary
 * and an accent colour and a banner image. The colours are painted behind
 * the team's name, which is written in the theme's text colour, so each
 * colour must reach BRAND_MIN_CONTRAST against the text colour of both the
 * light and the dark theme (src/web/styles.css --foreground: oklch(0.2 0.03
 * 285) and oklch(0.96 0.008 286), as sRGB below). An unreadable colour is
 * refused, in the form and on the server, naming the theme it fails in.
 */
import { z } from 'zod';
import { imageUrlSchema } from './image-url.ts';

/** The themes' text colours (--foreground), converted from oklch. */
export const THEME_TEXT_COLORS = { light: '#151423', dark: '#f1f1f7' } as const;
/** WCAG 2 AA for large text: the name on the brand band is large and bold. */
export const BRAND_MIN_CONTRAST = 3;

export const BRAND_TEXTS = {
  tierRequired: 'Upgrade for Brand Management',
  hex: 'Enter a colour as #rrggbb',
} as const;

const HEX = /^#[0-9a-fA-F]{6}$/;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of #rrggbb. */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour's contrast with each theme's text. */
export function brandContrast(hex: string): { light: number; dark: number } {
  return { light: contrastRatio(hex, THEME_TEXT_COLORS.light), dark: contrastRatio(hex, THEME_TEXT_COLORS.dark) };
}

/** Why a colour is unreadable behind the theme text, or null when it reads in both themes. */
export function brandColorProblem(hex: string): string | null {
  const { light, dark } = brandContrast(hex);
  if (light < BRAND_MIN_CONTRAST) {
    return `Too dark: the light theme's dark text on it has a contrast of ${light.toFixed(1)}:1 (needs ${BRAND_MIN_CONTRAST}:1). Choose a lighter colour.`;
  }
  if (dark < BRAND_MIN_CONTRAST) {
    return `Too light: the dark theme's light text on it has a contrast of ${dark.toFixed(1)}:1 (needs ${BRAND_MIN_CONTRAST}:1). Choose a darker colour.`;
  }
  return null;
}

const brandColorSchema = z
  .string()
  .trim()
  .regex(HEX, BRAND_TEXTS.hex)
  .transform((value) => value.toLowerCase())
  .superRefine((value, ctx) => {
    const problem = brandColorProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** PUT body: all three sent; null (or '' for the banner) clears one. */
export const teamBrandInputSchema = z.object({
  primaryColor: brandColorSchema.nullable(),
  accentColor: brandColorSchema.nullable(),
  bannerUrl: imageUrlSchema()
    .nullable()
    .transform((value) => value || null),
});
export type TeamBrandInput = z.input<typeof teamBrandInputSchema>;

export const teamBrandSchema = z.object({
  primaryColor: z.string().nullable(),
  accentColor: z.string().nullable(),
  bannerUrl: z.string().nullable(),
});
export type TeamBrand = z.infer<typeof teamBrandSchema>;
