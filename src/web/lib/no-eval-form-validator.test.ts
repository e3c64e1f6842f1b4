/**
 * The browser's validator (no eval) agrees with the server's ajv on every
 * field type's right and wrong answers (the same cases as
 * interest-form-schema.test.ts), names the field, gives the server's
 * messages, and speaks rjsf's error shapes.
 */
import { describe, expect, it } from 'vitest';
import { q, SCHEMA_CASES } from '#shared/test/interest-form-schema-cases.ts';
import { compileInterestForm } from '#shared/recruiting/interest-form-schema.ts';
import { checkFormSchema, noEvalValidator } from './no-eval-form-validator.ts';

const fieldsOf = (errors: ReturnType<typeof checkFormSchema>) =>
  [...new Set(errors.map((error) => error.instancePath.split('/')[1] ?? (error.params.missingProperty as string) ?? (error.params.additionalProperty as string)))];

describe.each(Object.entries(SCHEMA_CASES))('%s', (_name, item) => {
  const { jsonSchema } = compileInterestForm([item.field, q('other', 'short_text')]);
  const base = { other: 'fine' };

  it.each(item.right.map((value) => [JSON.stringify(value).slice(0, 60), value]))('accepts %s', (_label, value) => {
    expect(checkFormSchema(jsonSchema, { ...base, [item.field.id]: value })).toEqual([]);
  });

  it.each(item.wrong.map((value) => [JSON.stringify(value).slice(0, 60), value]))('refuses %s, naming the field', (_label, value) => {
    const errors = checkFormSchema(jsonSchema, { ...base, [item.field.id]: value });
    expect(fieldsOf(errors)).toEqual([item.field.id]);
  });

  it('refuses a missing required answer', () => {
    expect(checkFormSchema(jsonSchema, base)).toEqual([{ instancePath: '', keyword: 'required', message: 'This field is required', params: { missingProperty: item.field.id } }]);
  });
});

describe('noEvalValidator (rjsf)', () => {
  const { jsonSchema } = compileInterestForm([q('gamertag', 'short_text'), q('hours', 'number', { min: 0, max: 80 })]);
  const schema = jsonSchema as never;

  it('puts each error on its field in the error schema', () => {
    const result = noEvalValidator.validateFormData({ hours: 99, extra: 1 }, schema);
    expect(result.errorSchema).toMatchObject({ gamertag: { __errors: ['This field is required'] }, hours: { __errors: ['Must be at most 80'] }, extra: { __errors: ['This form has no such field'] } });
    expect(result.errors.map((error) => error.property).sort()).toEqual(['.extra', '.gamertag', '.hours']);
  });

  it('passes a right answer, and runs transformErrors and customValidate', () => {
    expect(noEvalValidator.validateFormData({ gamertag: 'Ace', hours: 10 }, schema).errors).toEqual([]);
    expect(noEvalValidator.isValid(schema, { gamertag: 'Ace', hours: 3 }, schema)).toBe(true);
    expect(noEvalValidator.isValid(schema, { gamertag: 3 }, schema)).toBe(false);
    const transformed = noEvalValidator.validateFormData({}, schema, undefined, (errors) => errors.map((error) => ({ ...error, message: 'Needed' })));
    expect(transformed.errorSchema).toMatchObject({ gamertag: { __errors: ['Needed'] } });
    const custom = noEvalValidator.validateFormData({ gamertag: 'Ace', hours: 10 }, schema, (data, errors) => {
      if ((data as { gamertag?: string }).gamertag === 'Ace') errors.gamertag?.addError('Taken');
      return errors;
    });
    expect(custom.errorSchema).toMatchObject({ gamertag: { __errors: ['Taken'] } });
  });

  it('never compiles code: it runs with eval and Function unavailable', () => {
    const original = globalThis.Function;
    const originalEval = globalThis.eval;
    globalThis.Function = (() => {
      throw new Error('eval refused');
    }) as unknown as FunctionConstructor;
    globalThis.eval = () => {
      throw new Error('eval refused');
    };
    try {
      expect(noEvalValidator.validateFormData({ gamertag: 'Ace', hours: 1 }, schema).errors).toEqual([]);
    } finally {
      globalThis.Function = original;
      globalThis.eval = originalEval;
    }
  });
});
