/**
 * compileInterestForm field type by field type, and ajv (as the server runs
 * it) on the compiled schema: a right answer passes, each wrong answer fails
 * naming its field (docs/decisions/037).
 */
import { describe, expect, it } from 'vitest';
import { FORM_LONG_ANSWER_MAX, FORM_SHORT_ANSWER_MAX, formFieldSchema, type FormField, type FormFieldInput } from '#shared/contracts/interest-form-fields.ts';
import { compileInterestForm, FORM_JSON_SCHEMA_DRAFT } from '#shared/interest-form-schema.ts';
import { checkFormAnswers } from './form-answer-validator.ts';

const field = (input: FormFieldInput): FormField => formFieldSchema.parse(input);
const q = (id: string, type: string, extra: Record<string, unknown> = {}) => field({ id, kind: 'question', type, label: `Q ${id}`, required: true, ...extra } as FormFieldInput);
const block = (id: string, name: string, required = true) => field({ id, kind: 'profile', block: name, label: `Block ${id}`, required } as FormFieldInput);

interface Case {
  field: FormField;
  right: unknown[];
  wrong: unknown[];
  schema: Record<string, unknown>;
  ui?: Record<string, unknown>;
}

const CASES: Record<string, Case> = {
  short_text: {
    field: q('gamertag', 'short_text'),
    right: ['Ace', 'x'.repeat(FORM_SHORT_ANSWER_MAX)],
    wrong: ['', '   ', 'x'.repeat(FORM_SHORT_ANSWER_MAX + 1), 12, null, ['a']],
    schema: { type: 'string', maxLength: FORM_SHORT_ANSWER_MAX, minLength: 1 },
    ui: { 'ui:options': { fieldType: 'short_text' } },
  },
  long_text: {
    field: q('why', 'long_text'),
    right: ['Because.\nReally.', 'y'.repeat(FORM_LONG_ANSWER_MAX)],
    wrong: ['', 'y'.repeat(FORM_LONG_ANSWER_MAX + 1), false],
    schema: { type: 'string', maxLength: FORM_LONG_ANSWER_MAX },
    ui: { 'ui:widget': 'textarea', 'ui:options': { fieldType: 'long_text' } },
  },
  single_choice: {
    field: q('main_role', 'single_choice', { choices: ['Duelist', 'Controller'] }),
    right: ['Duelist', 'Controller'],
    wrong: ['duelist', 'Sentinel', '', ['Duelist'], 1],
    schema: { type: 'string', enum: ['Duelist', 'Controller'] },
    ui: { 'ui:widget': 'radio', 'ui:options': { fieldType: 'single_choice' } },
  },
  multi_choice: {
    field: q('days', 'multi_choice', { choices: ['Mon', 'Tue', 'Wed'] }),
    right: [['Mon'], ['Tue', 'Mon'], ['Mon', 'Tue', 'Wed']],
    wrong: [[], ['Mon', 'Mon'], ['Fri'], 'Mon', [1]],
    schema: { type: 'array', items: { type: 'string', enum: ['Mon', 'Tue', 'Wed'] }, uniqueItems: true, maxItems: 3, minItems: 1 },
    ui: { 'ui:widget': 'checkboxes', 'ui:options': { fieldType: 'multi_choice' } },
  },
  number: {
    field: q('hours', 'number', { min: 0, max: 80 }),
    right: [0, 12.5, 80],
    wrong: [-1, 80.5, '12', null, true],
    schema: { type: 'number', minimum: 0, maximum: 80 },
  },
  date: {
    field: q('available_from', 'date'),
    right: ['2027-01-31', '2028-02-29'],
    wrong: ['2027-02-30', '31/01/2027', '2027-1-3', '', 20270131],
    schema: { type: 'string', format: 'date' },
  },
  url: {
    field: q('vod', 'url'),
    right: ['https://youtu.be/abc', 'http://example.com/clip?t=1'],
    wrong: ['javascript:alert(1)', 'ftp://example.com/x', 'example.com', 'https://', '', 'https://x.com/' + 'a'.repeat(2000)],
    schema: { type: 'string', format: 'uri' },
  },
  checkbox: {
    field: q('agree', 'checkbox'),
    right: [true],
    wrong: [false, 'true', 1],
    schema: { type: 'boolean', const: true },
  },
  game_rank: {
    field: block('profile_game_rank', 'game_rank'),
    right: [{ title: 'Valorant', rank: 'Diamond 2' }, { title: 'Valorant', rank: null }],
    wrong: [{ title: 'Valorant' }, { title: '', rank: null }, { title: 'Valorant', rank: 3 }, { title: 'Valorant', rank: null, extra: 1 }, 'Valorant'],
    schema: { type: 'object', required: ['title', 'rank'], additionalProperties: false },
    ui: { 'ui:options': { profileBlock: 'game_rank' } },
  },
  role: {
    field: block('profile_role', 'role'),
    right: ['Duelist'],
    wrong: ['', 7, null],
    schema: { type: 'string' },
    ui: { 'ui:options': { profileBlock: 'role' } },
  },
  class_year: {
    field: block('profile_class_year', 'class_year'),
    right: [2027],
    wrong: [2027.5, '2027', 1800, 3000],
    schema: { type: 'integer' },
  },
  gpa: {
    field: block('profile_gpa', 'gpa'),
    right: [3.7, 0, 5],
    wrong: [-0.1, 5.1, '3.7'],
    schema: { type: 'number', minimum: 0, maximum: 5 },
  },
  highlights: {
    field: block('profile_highlights', 'highlights'),
    right: [[], [{ title: 'Ace clutch', url: 'https://youtu.be/x' }]],
    wrong: [
      [{ title: 'Ace clutch' }],
      [{ title: 'Ace', url: 'javascript:alert(1)' }],
      [{ title: 'Ace', url: 'https://youtu.be/x', views: 3 }],
      Array.from({ length: 11 }, (_, index) => ({ title: `H${index}`, url: 'https://youtu.be/x' })),
      'https://youtu.be/x',
    ],
    schema: { type: 'array', maxItems: 10 },
  },
};

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
