/**
 * Answers right and wrong for each field type and profile block, shared by
 * the server's ajv tests and the browser validator's tests (both must agree:
 * docs/decisions/037). Test data only.
 */
import { FORM_LONG_ANSWER_MAX, FORM_SHORT_ANSWER_MAX, formFieldSchema, type FormField, type FormFieldInput } from '../contracts/interest-form-fields.ts';

export const field = (input: FormFieldInput): FormField => formFieldSchema.parse(input);
export const q = (id: string, type: string, extra: Record<string, unknown> = {}) => field({ id, kind: 'question', type, label: `Q ${id}`, required: true, ...extra } as FormFieldInput);
export const block = (id: string, name: string, required = true) => field({ id, kind: 'profile', block: name, label: `Block ${id}`, required } as FormFieldInput);

export interface SchemaCase {
  field: FormField;
  right: unknown[];
  wrong: unknown[];
  schema: Record<string, unknown>;
  ui?: Record<string, unknown>;
}

export const SCHEMA_CASES: Record<string, SchemaCase> = {
  short_text: {
    field: q('gamertag', 'short_text'),
    // Plain text (decision 053): a tag start is refused, closed or not; any other '<' is text.
    right: ['Ace', 'x'.repeat(FORM_SHORT_ANSWER_MAX), '<3', 'a < b', '5<6'],
    wrong: ['', '   ', 'x'.repeat(FORM_SHORT_ANSWER_MAX + 1), 12, null, ['a'], '<img src=x onerror=alert(1)', '</b>', '<!--'],
    schema: { type: 'string', maxLength: FORM_SHORT_ANSWER_MAX, minLength: 1 },
    ui: { 'ui:options': { fieldType: 'short_text' } },
  },
  long_text: {
    field: q('why', 'long_text'),
    right: ['Because.\nReally.', 'y'.repeat(FORM_LONG_ANSWER_MAX), 'I <3 this team'],
    wrong: ['', 'y'.repeat(FORM_LONG_ANSWER_MAX + 1), false, 'Hi\n<script>alert(1)</script>', 'x <svg/onload=x>'],
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
    wrong: [{ title: 'Valorant' }, { title: '', rank: null }, { title: 'Valorant', rank: '<img src=x onerror=alert(1)' }, { title: 'Valorant', rank: 3 }, { title: 'Valorant', rank: null, extra: 1 }, 'Valorant'],
    schema: { type: 'object', required: ['title', 'rank'], additionalProperties: false },
    ui: { 'ui:options': { profileBlock: 'game_rank' } },
  },
  role: {
    field: block('profile_role', 'role'),
    right: ['Duelist'],
    wrong: ['', 7, null, '<b>Duelist'],
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
      [{ title: '<!-- clutch', url: 'https://youtu.be/x' }],
      [{ title: 'Ace', url: 'javascript:alert(1)' }],
      [{ title: 'Ace', url: 'https://youtu.be/x', views: 3 }],
      Array.from({ length: 11 }, (_, index) => ({ title: `H${index}`, url: 'https://youtu.be/x' })),
      'https://youtu.be/x',
    ],
    schema: { type: 'array', maxItems: 10 },
  },
};

