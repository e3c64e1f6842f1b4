import { describe, expect, it } from 'vitest';
import { parseJsonBody } from './parse-json-body.ts';

describe('parseJsonBody', () => {
  it('reads a JSON object', () => {
    expect(parseJsonBody('{ "roles": ["yes_staff"], "n": 1 }')).toEqual({ ok: true, value: { roles: ['yes_staff'], n: 1 } });
  });

  it('treats a blank body as an empty object', () => {
    expect(parseJsonBody('  \n ')).toEqual({ ok: true, value: {} });
  });

  it.each(['{ roles: [] }', '{"a": 1,}', "{'a': 1}", '{"a":'])('refuses invalid JSON %j with a message', (text) => {
    const result = parseJsonBody(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^The body is not valid JSON/);
  });

  it.each(['[1, 2]', '"text"', '42', 'null', 'true'])('refuses %s: not an object', (text) => {
    expect(parseJsonBody(text)).toEqual({ ok: false, error: 'The body must be a JSON object, like {"roles": ["yes_staff"]}.' });
  });
});
