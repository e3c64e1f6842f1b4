import { describe, expect, it } from 'vitest';
import { brandColorProblem, contrastRatio, teamBrandInputSchema, THEME_TEXT_COLORS } from './team-brand.ts';

describe('brand colour contrast (docs/decisions/052)', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#ffffff', THEME_TEXT_COLORS.dark)).toBeCloseTo(contrastRatio(THEME_TEXT_COLORS.dark, '#ffffff'), 10);
  });

  it('accepts mid-tone colours readable behind both themes’ text and names the theme a colour fails in', () => {
    expect(brandColorProblem('#3b82f6')).toBeNull();
    expect(brandColorProblem('#e11d48')).toBeNull();
    expect(brandColorProblem('#ffffff')).toMatch(/^Too light/);
    expect(brandColorProblem('#f59e0b')).toMatch(/^Too light/);
    expect(brandColorProblem('#000000')).toMatch(/^Too dark/);
    expect(brandColorProblem('#1d4ed8')).toMatch(/^Too dark/);
  });

  it('parses the input: lower-cases colours, maps an empty banner to null, names each bad field', () => {
    expect(teamBrandInputSchema.parse({ primaryColor: '#3B82F6', accentColor: null, bannerUrl: '' })).toEqual({
      primaryColor: '#3b82f6',
      accentColor: null,
      bannerUrl: null,
    });
    const result = teamBrandInputSchema.safeParse({ primaryColor: 'red', accentColor: '#ffffff', bannerUrl: 'data:image/png;base64,AA' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['accentColor', 'bannerUrl', 'primaryColor']);
  });
});
