/**
 * An @rjsf validator that compiles nothing (issue 13.4, docs/decisions/037):
 * the CSP forbids eval (decision 014), and ajv (so @rjsf/validator-ajv8)
 * builds its validators with `new Function`. Interest-form schemas are ours
 * (compileInterestForm), a small subset of draft-07, so this walks that
 * subset directly: type, enum, const, string lengths, pattern, the date and
 * uri formats, number bounds, array sizes and uniqueness, items, properties,
 * required, additionalProperties false. The server validates again with ajv
 * and has the last word; the messages here are the server's.
 *
 * Exported for the builder's preview and the public form page alike.
 */
import {
  createErrorHandler,
  getDefaultFormState,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { isPlainText } from '#shared/contracts/plain-text.ts';
import { FORM_ANSWER_PLAIN_TEXT_MESSAGE, isFreeTextAnswer, type JsonSchema } from '#shared/recruiting/interest-form-schema.ts';

export interface RawFormError {
  /** Where in the answer, as `/field/0/url`. */
  instancePath: string;
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

const LINK_MESSAGE = 'Enter a full http:// or https:// link';
const REQUIRED_MESSAGE = 'This field is required';

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  if (type === 'integer') return typeof value === 'number' && Number.isInteger(value);
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeOf(value) === type;
}

/** YYYY-MM-DD naming a real day (2027-02-30 does not). */
function isDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isUri(value: string): boolean {
  try {
    return new URL(value).protocol.length > 1;
  } catch {
    return false;
  }
}

const escapeKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every way `value` breaks `schema` (the subset compileInterestForm writes). */
export function checkFormSchema(schema: JsonSchema, value: unknown, path = ''): RawFormError[] {
  const errors: RawFormError[] = [];
  const add = (keyword: string, message: string, params: Record<string, unknown> = {}) => errors.push({ instancePath: path, keyword, message, params });

  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => hasType(value, type))) {
      add('type', `Must be ${types.join(' or ')}`, { type: types.join(',') });
      return errors;
    }
  }
  if (schema.enum && !schema.enum.some((choice) => choice === value)) add('enum', 'Choose one of the choices', { allowedValues: schema.enum });
  if (schema.const !== undefined && value !== schema.const) add('const', 'This box must be ticked', { allowedValue: schema.const });

  if (typeof value === 'string') {
    const length = [...value].length;
    const isLink = schema.format === 'uri';
    if (schema.maxLength !== undefined && length > schema.maxLength) add('maxLength', `Must be at most ${schema.maxLength} characters`, { limit: schema.maxLength });
    if (schema.minLength !== undefined && length < schema.minLength) add('minLength', REQUIRED_MESSAGE, { limit: schema.minLength });
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) add('pattern', isLink ? LINK_MESSAGE : REQUIRED_MESSAGE, { pattern: schema.pattern });
    if (schema.format === 'date' && !isDate(value)) add('format', 'Enter a date as YYYY-MM-DD', { format: 'date' });
    if (isLink && !isUri(value)) add('format', LINK_MESSAGE, { format: 'uri' });
    if (isFreeTextAnswer(schema) && !isPlainText(value)) add('plainText', FORM_ANSWER_PLAIN_TEXT_MESSAGE);
  }

  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) add('minimum', `Must be at least ${schema.minimum}`, { limit: schema.minimum });
    if (schema.maximum !== undefined && value > schema.maximum) add('maximum', `Must be at most ${schema.maximum}`, { limit: schema.maximum });
  }

  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) add('minItems', 'Choose at least one', { limit: schema.minItems });
    if (schema.maxItems !== undefined && value.length > schema.maxItems) add('maxItems', `Choose at most ${schema.maxItems}`, { limit: schema.maxItems });
    if (schema.uniqueItems && new Set(value.map((item) => JSON.stringify(item))).size !== value.length) add('uniqueItems', 'Each choice can be chosen once');
    if (schema.items) value.forEach((item, index) => errors.push(...checkFormSchema(schema.items!, item, `${path}/${index}`)));
  }

  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    for (const key of schema.required ?? []) {
      if (object[key] === undefined) add('required', REQUIRED_MESSAGE, { missingProperty: key });
    }
    for (const [key, item] of Object.entries(object)) {
      const property = schema.properties?.[key];
      if (property) {
        if (item !== undefined) errors.push(...checkFormSchema(property, item, `${path}/${escapeKey(key)}`));
      } else if (schema.additionalProperties === false) {
        add('additionalProperties', 'This form has no such field', { additionalProperty: key });
      }
    }
  }
  return errors;
}

/** rjsf's error shape: `.field.0.url`, the missing or unknown key appended. */
function toRjsfError(error: RawFormError): RJSFValidationError {
  const base = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra = (error.params.missingProperty ?? error.params.additionalProperty) as string | undefined;
  const parts = extra ? [...base, extra] : base;
  const property = parts.length > 0 ? `.${parts.join('.')}` : '';
  return { name: error.keyword, property, message: error.message, params: error.params, stack: `${property || 'form'}: ${error.message}`, schemaPath: '' };
}

// rjsf passes its own schema type; ours is the subset it was compiled to.
const asJsonSchema = (schema: RJSFSchema) => schema as unknown as JsonSchema;

export const noEvalValidator: ValidatorType = {
  validateFormData(formData: unknown, schema: RJSFSchema, customValidate?: CustomValidator, transformErrors?: ErrorTransformer, uiSchema?: UiSchema): ValidationData<unknown> {
    let errors = checkFormSchema(asJsonSchema(schema), formData ?? {}).map(toRjsfError);
    if (typeof transformErrors === 'function') errors = transformErrors(errors, uiSchema);
    const errorSchema = toErrorSchema(errors);
    if (typeof customValidate !== 'function') return { errors, errorSchema };
    const withDefaults = getDefaultFormState(noEvalValidator, schema, formData, schema, true);
    const handler = customValidate(withDefaults, createErrorHandler(withDefaults), uiSchema, errorSchema);
    return validationDataMerge({ errors, errorSchema }, unwrapErrorHandler(handler));
  },
  isValid(schema: RJSFSchema, formData: unknown) {
    return checkFormSchema(asJsonSchema(schema), formData).length === 0;
  },
  rawValidation<Result = unknown>(schema: RJSFSchema, formData?: unknown) {
    return { errors: checkFormSchema(asJsonSchema(schema), formData) as Result[] };
  },
};
