import { describe, expect, it } from 'vitest';
import { academicsStepSchema, classYearRange, identityStepSchema, isHighlightUrl, suggestSlug } from './profile-setup.ts';

describe('profile setup contract', () => {
  it('suggests a slug from a display name', () => {
    expect(suggestSlug('  Jóse "Nova" Strike!! ')).toBe('jose-nova-strike');
    expect(suggestSlug('x'.repeat(39) + ' y')).toHaveLength(39);
  });

  it('accepts https links to the three video hosts only', () => {
    expect(isHighlightUrl('https://youtu.be/abc')).toBe(true);
    expect(isHighlightUrl('https://m.youtube.com/watch?v=1')).toBe(true);
    expect(isHighlightUrl('https://www.twitch.tv/videos/1')).toBe(true);
    expect(isHighlightUrl('https://medal.tv/clips/1')).toBe(true);
    for (const bad of ['http://youtu.be/abc', 'javascript:alert(1)', 'https://youtube.com.evil.example/x', 'https://user:pw@youtube.com/', 'youtube.com/x']) {
      expect(isHighlightUrl(bad), bad).toBe(false);
    }
  });

  it('turns empty selects into null and checks the time zone', () => {
    const parsed = identityStepSchema.parse({ displayName: 'Nova', slug: 'nova', state: '', timeZone: '', bio: '' });
    expect(parsed).toMatchObject({ state: null, timeZone: null, bio: null, firstName: null });
    expect(identityStepSchema.safeParse({ displayName: 'Nova', slug: 'nova', timeZone: 'UTC' }).success).toBe(true);
    expect(identityStepSchema.safeParse({ displayName: 'Nova', slug: 'nova', timeZone: 'Nowhere/Else' }).success).toBe(false);
  });

  it('bounds the class year to last year .. six years ahead and needs a scale for a GPA', () => {
    const { min, max } = classYearRange(new Date('2026-05-01'));
    expect([min, max]).toEqual([2025, 2032]);
    const now = classYearRange();
    expect(academicsStepSchema.safeParse({ gradYear: now.max }).success).toBe(true);
    expect(academicsStepSchema.safeParse({ gradYear: now.min - 1 }).success).toBe(false);
    const noScale = academicsStepSchema.safeParse({ gpa: 3 });
    expect(noScale.error?.issues[0]?.path).toEqual(['gpaScale']);
    expect(academicsStepSchema.safeParse({ gpa: 95, gpaScale: '100' }).success).toBe(true);
  });
});
