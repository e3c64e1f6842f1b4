import { describe, expect, it } from 'vitest';
import { SHORT_LINK_CODE_PATTERN } from '#shared/recruiting/recruiting-values.ts';
import { newShortLinkCode } from './short-link-code.ts';

describe('newShortLinkCode', () => {
  it('draws 7 characters of the look-alike-free alphabet, and different codes each time', () => {
    const codes = Array.from({ length: 500 }, newShortLinkCode);
    for (const code of codes) expect(code).toMatch(SHORT_LINK_CODE_PATTERN);
    expect(codes.join('')).not.toMatch(/[0O1lI2Z5Suv]/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
