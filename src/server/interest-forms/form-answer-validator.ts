/**
 * Answers against a published version's JSON Schema, with ajv and
 * ajv-formats on the server (issue 13.4, docs/decisions/037): the browser
 * never compiles a schema (the CSP forbids eval), the server always does.
 * A version never changes, so its compiled validator is kept by version id.
 * Errors come back per field id, with a message a person can read.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FieldErrors } from '#shared/app-error.ts';
import { answersNotPlainText, FORM_ANSWER_PLAIN_TEXT_MESSAGE, type JsonSchema } from '#shared/recruiting/interest-form-schema.ts';

// ajv-formats 2 is CommonJS: its default export arrives wrapped once more under Node's ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
addFormats(ajv, ['date', 'uri']);

const CACHE_MAX = 500;
const cache = new Map<string, ValidateFunction>();

function validatorFor(schema: JsonSchema, cacheKey: string | undefined): ValidateFunction {
  if (cacheKey) {
    const cached = cache.get(cacheKey);
    if (cached) return cached;
  }
  const validate = ajv.compile(schema);
  if (cacheKey) {
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(cacheKey, validate);
  }
  return validate;
}

function messageOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'This field is required';
    case 'additionalProperties':
      return 'This form has no such field';
    case 'type':
      return `Must be ${String(params.type).replace(',', ' or ')}`;
    case 'enum':
      return 'Choose one of the choices';
    case 'const':
      return 'This box must be ticked';
    case 'minimum':
      return `Must be at least ${String(params.limit)}`;
    case 'maximum':
      return `Must be at most ${String(params.limit)}`;
    case 'minLength':
      return 'This field is required';
    case 'maxLength':
      return `Must be at most ${String(params.limit)} characters`;
    case 'minItems':
      return 'Choose at least one';
    case 'maxItems':
      return `Choose at most ${String(params.limit)}`;
    case 'uniqueItems':
      return 'Each choice can be chosen once';
    case 'format':
      return params.format === 'date' ? 'Enter a date as YYYY-MM-DD' : 'Enter a full http:// or https:// link';
    case 'pattern':
      return (error.parentSchema as JsonSchema | undefined)?.format === 'uri' ? 'Enter a full http:// or https:// link' : 'This field is required';
    default:
      return error.message ?? 'Invalid value';
  }
}

/** The field id an error is about: the answer's key, the missing key or the unknown key. */
function fieldOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const [first] = error.instancePath.split('/').filter(Boolean);
  if (first) return decodeURIComponent(first.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') return String(params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(params.additionalProperty);
  return '_';
}

/** How many versions are compiled (tests check that the cache is used). */
export function cachedValidatorCount(): number {
  return cache.size;
}

/**
 * Null when `answers` keeps the schema; otherwise one message per field id
 * (the first found). `cacheKey`: the version's id, so each version compiles once.
 */
export function checkFormAnswers(schema: JsonSchema, answers: unknown, cacheKey?: string): FieldErrors | null {
  const validate = validatorFor(schema, cacheKey);
  const fields: FieldErrors = {};
  if (!validate(answers)) for (const error of validate.errors ?? []) fields[fieldOf(error)] ??= messageOf(error);
  // The plain-text rule is not in stored schemas (versions published before it keep theirs): checked here (decision 053).
  for (const id of answersNotPlainText(schema, answers)) fields[id] ??= FORM_ANSWER_PLAIN_TEXT_MESSAGE;
  return Object.keys(fields).length > 0 ? fields : null;
}
