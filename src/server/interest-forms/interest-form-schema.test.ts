/**
 * compileInterestForm field type by field type, and ajv (as the server runs
 * it) on the compiled schema: a right answer passes, each wrong answer fails
 * naming its field (docs/decisions/037).
 */
import { describe, expect, it } from 'vitest';
import { block, field, q, SCHEMA_CASES as CASES } from '#shared/test/interest-form-schema-cases.ts';
import { compileInterestForm, FORM_JSON_SCHEMA_DRAFT } from '#shared/recruiting/interest-form-schema.ts';
import { checkFormAnswers } from './form-answer-validator.ts';

describe('compileInterestForm', () => {
  it('builds a draft-07 object schema: every field a property, required ones listed, no other keys, in order', () => {
    const fields = [q('a', 'short_text'), { ...q('b', 'number'), required: false }, block('profile_gpa', 'gpa', false)];
    const { jsonSchema, uiSchema } = compileInterestForm(fields);
    expect(jsonSchema).toMatchObject({ $schema: FORM_JSON_SCHEMA_DRAFT, type: 'object', required: ['a'], additionalProperties: false });
    expect(Object.keys(jsonSchema.properties ?? {})).toEqual(['a', 'b', 'profile_gpa']);
    expect(uiSchema['ui:order']).toEqual(['a', 'b', 'profile_gpa']);
  });

  it('gives each field its label as title and its help text as description', () => {
    const { jsonSchema } = compileInterestForm([field({ id: 'a', kind: 'question', type: 'short_text', label: 'Gamertag', helpText: 'As in game', required: false })]);
    expect(jsonSchema.properties?.a).toMatchObject({ title: 'Gamertag', description: 'As in game' });
    expect(jsonSchema.required).toEqual([]);
  });

  it('is pure: the same fields give the same output', () => {
    const fields = Object.values(CASES).map((item) => item.field);
    expect(JSON.stringify(compileInterestForm(fields))).toBe(JSON.stringify(compileInterestForm(structuredClone(fields))));
  });

  it('an optional question is left out, or answered empty where that means no answer', () => {
    const fields = [{ ...q('a', 'short_text'), required: false }, { ...q('b', 'checkbox'), required: false }, { ...q('c', 'multi_choice', { choices: ['x', 'y'] }), required: false }];
    const { jsonSchema } = compileInterestForm(fields);
    expect(checkFormAnswers(jsonSchema, {})).toBeNull();
    expect(checkFormAnswers(jsonSchema, { a: '', b: false, c: [] })).toBeNull();
  });
});

describe.each(Object.entries(CASES))('%s', (name, item) => {
  const others = q('other', 'short_text');
  const { jsonSchema, uiSchema } = compileInterestForm([item.field, others]);
  const base = { other: 'fine' };

  it('compiles to its schema and UI options', () => {
    expect(jsonSchema.properties?.[item.field.id]).toMatchObject(item.schema);
    expect(uiSchema[item.field.id]).toMatchObject(item.ui ?? { 'ui:options': {} });
    if (item.field.kind === 'profile') expect(uiSchema[item.field.id]).toMatchObject({ 'ui:options': { profileBlock: name } });
    else expect(uiSchema[item.field.id]).toMatchObject({ 'ui:options': { fieldType: name } });
  });

  it.each(item.right.map((value) => [JSON.stringify(value).slice(0, 60), value]))('accepts %s', (_label, value) => {
    expect(checkFormAnswers(jsonSchema, { ...base, [item.field.id]: value })).toBeNull();
  });

  it.each(item.wrong.map((value) => [JSON.stringify(value).slice(0, 60), value]))('refuses %s, naming the field', (_label, value) => {
    const errors = checkFormAnswers(jsonSchema, { ...base, [item.field.id]: value });
    expect(errors).not.toBeNull();
    expect(Object.keys(errors!)).toEqual([item.field.id]);
  });

  it('refuses a missing answer to a required field, naming it', () => {
    expect(checkFormAnswers(jsonSchema, base)).toEqual({ [item.field.id]: 'This field is required' });
  });
});

describe('the whole answer', () => {
  const { jsonSchema } = compileInterestForm([q('a', 'short_text'), q('b', 'number')]);

  it('refuses a key the form does not have, naming it', () => {
    expect(checkFormAnswers(jsonSchema, { a: 'x', b: 1, admin: true })).toEqual({ admin: 'This form has no such field' });
  });

  it('refuses anything but an object, and names every wrong field at once', () => {
    expect(checkFormAnswers(jsonSchema, ['x'])).not.toBeNull();
    expect(checkFormAnswers(jsonSchema, null)).not.toBeNull();
    expect(Object.keys(checkFormAnswers(jsonSchema, { a: 3, b: 'x' }) ?? {}).sort()).toEqual(['a', 'b']);
  });

  it('a cached validator is the version’s own', () => {
    const other = compileInterestForm([q('z', 'number')]).jsonSchema;
    expect(checkFormAnswers(jsonSchema, { a: 'x', b: 1 }, 'v1')).toBeNull();
    expect(checkFormAnswers(other, { z: 1 }, 'v2')).toBeNull();
    expect(checkFormAnswers(jsonSchema, { z: 1 }, 'v1')).not.toBeNull();
  });
});
