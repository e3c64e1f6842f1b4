/**
 * An interest form's field list compiled to the JSON Schema and UI schema a
 * published version stores (issue 13.4, docs/decisions/037). Pure and shared:
 * the builder's live preview, the public form page and the server (which
 * validates answers with ajv) all read the same output.
 *
 * The schema is JSON Schema draft-07 (the draft @rjsf renders by default and
 * ajv's default class validates; nothing here needs a newer keyword). Every
 * rule an answer must keep is in the schema, so ajv alone refuses a wrong
 * answer: types, required, choices (enum), number bounds, http(s) links
 * (format uri + pattern), dates (format date), text lengths, no unknown keys.
 *
 * The UI schema keeps the field order (`ui:order`), the widget of each
 * question and, in `ui:options`, the field's type (`fieldType`) or profile
 * block (`profileBlock`): the form page renders a block from the player's
 * profile, shaped as ProfileBlockAnswer.
 */
import {
  FORM_LONG_ANSWER_MAX,
  FORM_SHORT_ANSWER_MAX,
  type FormField,
  type FormQuestionType,
  type ProfileBlock,
} from '../contracts/interest-form-fields.ts';
import { isPlainText, plainTextMessage } from '../contracts/plain-text.ts';

/**
 * The plain-text rule (docs/decisions/053) for answers: every free-text
 * answer (a short or long text, a profile block's texts) is refused when it
 * holds a tag start. Checked in code, not in the stored schema, so it holds
 * for versions published before it too: by the browser's validator and by
 * the server after ajv, with this message.
 */
export const FORM_ANSWER_PLAIN_TEXT_MESSAGE = plainTextMessage('Answer');

/** A free-text answer's schema: a string that no list (enum, const) or format (date, uri) constrains. */
export function isFreeTextAnswer(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') && schema.enum === undefined && schema.const === undefined && schema.format === undefined;
}

function breaksPlainTextRule(schema: JsonSchema, value: unknown): boolean {
  if (typeof value === 'string') return isFreeTextAnswer(schema) && !isPlainText(value);
  if (Array.isArray(value)) return schema.items !== undefined && value.some((item) => breaksPlainTextRule(schema.items!, item));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => schema.properties?.[key] !== undefined && breaksPlainTextRule(schema.properties[key], item));
  }
  return false;
}

/** The field ids whose answer holds a free text that is not plain text. */
export function answersNotPlainText(schema: JsonSchema, answers: unknown): string[] {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return [];
  return Object.entries(answers)
    .filter(([id, answer]) => schema.properties?.[id] !== undefined && breaksPlainTextRule(schema.properties[id], answer))
    .map(([id]) => id);
}

export const FORM_JSON_SCHEMA_DRAFT = 'http://json-schema.org/draft-07/schema#';

/** Longest link a url question or a highlight takes. */
export const FORM_URL_MAX = 2000;
/** A profile block's short texts (title name, rank, role, highlight title). */
export const FORM_PROFILE_TEXT_MAX = 100;
export const FORM_HIGHLIGHTS_MAX = 10;
export const FORM_CLASS_YEAR_MIN = 2000;
export const FORM_CLASS_YEAR_MAX = 2100;
export const FORM_GPA_MAX = 5;
/** An http or https link (format uri alone accepts any scheme, `javascript:` included). */
export const HTTP_URL_PATTERN = '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s]+$';
/** A text answer with something other than spaces in it (a required text question). */
export const NOT_BLANK_PATTERN = '\\S';

export type JsonSchema = {
  $schema?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  enum?: readonly (string | number | boolean | null)[];
  const?: string | number | boolean | null;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
};

export type UiFieldOptions = { fieldType: FormQuestionType } | { profileBlock: ProfileBlock };
export type UiFieldSchema = {
  'ui:widget'?: string;
  'ui:options': UiFieldOptions & Record<string, unknown>;
};
export type FormUiSchema = { 'ui:order': string[] } & { [id: string]: UiFieldSchema | string[] };

export interface CompiledInterestForm {
  jsonSchema: JsonSchema;
  uiSchema: FormUiSchema;
}

const text = (max: number, required: boolean): JsonSchema => ({
  type: 'string',
  maxLength: max,
  ...(required ? { minLength: 1, pattern: NOT_BLANK_PATTERN } : {}),
});

const httpUrl = (): JsonSchema => ({ type: 'string', format: 'uri', pattern: HTTP_URL_PATTERN, maxLength: FORM_URL_MAX });

const profileText = (): JsonSchema => ({ type: 'string', minLength: 1, maxLength: FORM_PROFILE_TEXT_MAX, pattern: NOT_BLANK_PATTERN });

/** The answer of each profile block, as ProfileBlockAnswer says. */
export function profileBlockSchema(block: ProfileBlock): JsonSchema {
  switch (block) {
    case 'game_rank':
      return {
        type: 'object',
        properties: { title: profileText(), rank: { type: ['string', 'null'], maxLength: FORM_PROFILE_TEXT_MAX } },
        required: ['title', 'rank'],
        additionalProperties: false,
      };
    case 'role':
      return profileText();
    case 'class_year':
      return { type: 'integer', minimum: FORM_CLASS_YEAR_MIN, maximum: FORM_CLASS_YEAR_MAX };
    case 'gpa':
      return { type: 'number', minimum: 0, maximum: FORM_GPA_MAX };
    case 'highlights':
      return {
        type: 'array',
        maxItems: FORM_HIGHLIGHTS_MAX,
        items: { type: 'object', properties: { title: profileText(), url: httpUrl() }, required: ['title', 'url'], additionalProperties: false },
      };
  }
}

const QUESTION_WIDGETS: Partial<Record<FormQuestionType, string>> = {
  long_text: 'textarea',
  single_choice: 'radio',
  multi_choice: 'checkboxes',
};

function questionSchema(field: Extract<FormField, { kind: 'question' }>): JsonSchema {
  const required = field.required;
  switch (field.type) {
    case 'short_text':
      return text(FORM_SHORT_ANSWER_MAX, required);
    case 'long_text':
      return text(FORM_LONG_ANSWER_MAX, required);
    case 'single_choice':
      return { type: 'string', enum: [...(field.choices ?? [])] };
    case 'multi_choice': {
      const choices = field.choices ?? [];
      return {
        type: 'array',
        items: { type: 'string', enum: [...choices] },
        uniqueItems: true,
        maxItems: choices.length,
        ...(required ? { minItems: 1 } : {}),
      };
    }
    case 'number':
      return {
        type: 'number',
        ...(field.min !== undefined ? { minimum: field.min } : {}),
        ...(field.max !== undefined ? { maximum: field.max } : {}),
      };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'url':
      return httpUrl();
    case 'checkbox':
      // A required checkbox is one that must be ticked ("I agree ..."): false does not answer it.
      return required ? { type: 'boolean', const: true } : { type: 'boolean' };
  }
}

/** The JSON Schema and UI schema of a (valid) field list: the same list always gives the same output. */
export function compileInterestForm(fields: readonly FormField[]): CompiledInterestForm {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const uiSchema: FormUiSchema = { 'ui:order': fields.map((field) => field.id) };
  for (const field of fields) {
    const base = field.kind === 'question' ? questionSchema(field) : profileBlockSchema(field.block);
    properties[field.id] = { ...base, title: field.label, ...(field.helpText ? { description: field.helpText } : {}) };
    if (field.required) required.push(field.id);
    if (field.kind === 'question') {
      const widget = QUESTION_WIDGETS[field.type];
      uiSchema[field.id] = { ...(widget ? { 'ui:widget': widget } : {}), 'ui:options': { fieldType: field.type } };
    } else {
      uiSchema[field.id] = { 'ui:options': { profileBlock: field.block } };
    }
  }
  return {
    jsonSchema: {
      $schema: FORM_JSON_SCHEMA_DRAFT,
      type: 'object',
      properties,
      required,
      additionalProperties: false,
    },
    uiSchema,
  };
}
