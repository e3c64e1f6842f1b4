/**
 * Server-side validation of a submission's answers against the JSON Schema
 * of the form version it answers (docs/decisions/038). ajv compiles each
 * schema to code (new Function), which is why it runs here and never in the
 * browser (the CSP forbids eval, decision 014). Versions never change (a
 * trigger refuses UPDATE), so a compiled validator is cached by version id;
 * the cache keeps the most recently used few hundred.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { answerProblemMessage } from '#shared/answer-problem-messages.ts';
import type { FieldErrors } from '#shared/app-error.ts';

const CACHE_MAX = 500;
const cache = new Map<string, ValidateFunction>();

function newAjv(schema: Record<string, unknown>) {
  const options = { allErrors: true, strict: false, coerceTypes: false, useDefaults: false } as const;
  const ajv = String(schema.$schema ?? '').includes('2020-12') ? new Ajv2020(options) : new Ajv(options);
  addFormats(ajv);
  return ajv;
}

/** The compiled validator of a version (compiled once per process and version). */
export function validatorFor(versionId: string, schema: Record<string, unknown>): ValidateFunction {
  const cached = cache.get(versionId);
  if (cached) {
    // Most recently used last.
    cache.delete(versionId);
    cache.set(versionId, cached);
    return cached;
  }
  const validate = newAjv(schema).compile(schema);
  cache.set(versionId, validate);
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
  return validate;
}

/** How many versions are compiled (tests check the cache is used). */
export function cachedValidatorCount(): number {
  return cache.size;
}

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.split('/').filter(Boolean);
  if (path.length > 0) return decodeURIComponent(path[0]!.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') return String((error.params as { missingProperty?: string }).missingProperty ?? '');
  if (error.keyword === 'additionalProperties') return String((error.params as { additionalProperty?: string }).additionalProperty ?? '');
  return '';
}

const messageOf = (error: ErrorObject) => answerProblemMessage(error.keyword, error.params as Record<string, unknown>);

/**
 * The answers' problems, one message per field id (the first problem of
 * each field; `_form` for a problem with the whole object); null when valid.
 */
export function answerProblems(versionId: string, schema: Record<string, unknown>, answers: unknown): FieldErrors | null {
  const validate = validatorFor(versionId, schema);
  if (validate(answers)) return null;
  const fields: FieldErrors = {};
  for (const error of validate.errors ?? []) {
    const field = fieldOf(error) || '_form';
    fields[field] ??= messageOf(error);
  }
  return fields;
}
