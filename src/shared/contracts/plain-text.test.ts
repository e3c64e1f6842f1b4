import { describe, expect, it } from 'vitest';
import { optionalPlainText, plainText } from './plain-text.ts';

describe('plainText', () => {
  const headline = plainText('Headline', 10);
  it('trims and accepts text with < and > that is not a tag', () => {
    expect(headline.parse('  1 < 2 > 0 ')).toBe('1 < 2 > 0');
  });
  it('refuses tags, blanks and over-long text with field messages', () => {
    expect(headline.safeParse('<b>hi</b>').error?.issues[0]?.message).toBe('Headline must be plain text (no HTML tags)');
    expect(headline.safeParse('<img src=x onerror=alert(1)>').success).toBe(false);
    expect(headline.safeParse('   ').error?.issues[0]?.message).toBe('Headline is required');
    expect(headline.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('Headline must be at most 10 characters');
  });
  it('maps empty optional text to null', () => {
    const bio = optionalPlainText('Bio', 5);
    expect(bio.parse('')).toBeNull();
    expect(bio.parse(undefined)).toBeNull();
    expect(bio.safeParse('<script>').success).toBe(false);
  });
});
