import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from '#shared/contracts/content.ts';
import { suggestSlug } from './suggest-slug.ts';

describe('suggestSlug', () => {
  it.each([
    ['How college esports recruiting works', 'how-college-esports-recruiting-works'],
    ["A parent's guide", 'a-parents-guide'],
    ['  Valorant -- Tryouts 2026!! ', 'valorant-tryouts-2026'],
    ['Équipe première', 'equipe-premiere'],
    ['!!!', ''],
  ])('%s → %s', (title, slug) => {
    expect(suggestSlug(title)).toBe(slug);
  });

  it('always yields a valid slug of at most 80 characters for a non-empty result', () => {
    const slug = suggestSlug(`${'word '.repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});
