import { describe, expect, it } from 'vitest';
import { answerErrors, noEvalValidator } from './no-eval-validator.ts';

const SCHEMA = {
  type: 'object' as const,
  required: ['why', 'agree'],
  properties: {
    why: { type: 'string' as const, minLength: 1, maxLength: 5 },
    role: { type: 'string' as const, enum: ['Duelist', 'Sentinel'] },
    hours: { type: 'number' as const, minimum: 0, maximum: 80 },
    start: { type: 'string' as const, format: 'date' },
    vod: { type: 'string' as const, format: 'uri', pattern: '^https?://' },
    days: { type: 'array' as const, items: { type: 'string' as const, enum: ['Mon', 'Wed'] }, uniqueItems: true, maxItems: 2 },
    agree: { type: 'boolean' as const, const: true },
    game: { type: 'object' as const, required: ['title'], properties: { title: { type: 'string' as const }, rank: { type: ['string', 'null'] as ('string' | 'null')[] } } },
  },
};

const problems = (data: unknown) => Object.fromEntries(answerErrors(SCHEMA, data).map((error) => [error.property, error.message]));

describe('the no-eval validator', () => {
  it('accepts valid answers, null where the schema allows it', () => {
    expect(answerErrors(SCHEMA, { why: 'yes', agree: true, game: { title: 'Valorant', rank: null }, days: ['Mon'] })).toEqual([]);
    expect(noEvalValidator.isValid(SCHEMA, { why: 'yes', agree: true }, SCHEMA)).toBe(true);
  });

  it('names each problem with the server words', () => {
    expect(
      problems({ why: 'too long', role: 'Support', hours: 81, start: '1/2/2026', vod: 'ftp://x', days: ['Mon', 'Mon', 'Wed'], agree: false, game: {} }),
    ).toEqual({
      '.why': 'Use at most 5 characters',
      '.role': 'Choose one of the options',
      '.hours': 'Enter 80 or less',
      '.start': 'Enter a date as YYYY-MM-DD',
      '.vod': 'Enter a full link starting with https://',
      '.days': 'Choose each option once',
      '.agree': 'Choose one of the options',
      '.game.title': 'This question needs an answer',
    });
    expect(problems({})).toEqual({ '.why': 'This question needs an answer', '.agree': 'This question needs an answer' });
    expect(problems({ why: 5, agree: true })).toEqual({ '.why': 'Enter an answer of the right kind' });
  });

  it('gives rjsf an error schema by field', () => {
    const { errorSchema } = noEvalValidator.validateFormData({ agree: true }, SCHEMA);
    expect(errorSchema).toEqual({ why: { __errors: ['This question needs an answer'] } });
  });
});
