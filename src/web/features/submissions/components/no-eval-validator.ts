/**
 * An rjsf validator that compiles nothing (docs/decisions/038): the CSP
 * forbids eval (decision 014), and ajv (with @rjsf/validator-ajv8) builds
 * its validators with new Function. It walks the schema and checks what the
 * interest form builder writes: required, type, enum and const, string
 * lengths, pattern, the date and uri formats, number bounds and array
 * sizes, nested objects and arrays. The server validates every answer with
 * ajv anyway; this gives the same messages before sending, and server
 * errors come back on the fields (extraErrors).
 */
import { toErrorSchema, type ErrorSchema, type RJSFSchema, type RJSFValidationError, type ValidationData, type ValidatorType } from '@rjsf/utils';
import { answerProblemMessage } from '#shared/answer-problem-messages.ts';

type Schema = RJSFSchema;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isUri = (value: string) => {
  try {
    return Boolean(new URL(value).protocol);
  } catch {
    return false;
  }
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(expected: string, actual: string): boolean {
  return expected === actual || (expected === 'number' && actual === 'integer');
}

function collect(schema: Schema, value: unknown, path: string[], errors: RJSFValidationError[]): void {
  const add = (keyword: string, params: Record<string, unknown>) => {
    const message = answerProblemMessage(keyword, params);
    const property = path.length > 0 ? `.${path.join('.')}` : '.';
    errors.push({ name: keyword, message, params, property, stack: `${property} ${message}`, schemaPath: '' });
  };
  if (value === undefined) return;
  if (schema.type !== undefined) {
    const types = [schema.type].flat() as string[];
    if (!types.some((type) => typeMatches(type, typeOf(value)))) {
      add('type', { type: types[0] });
      return;
    }
  }
  if (schema.const !== undefined && value !== schema.const) add('const', {});
  if (schema.enum && !schema.enum.some((option) => option === value)) add('enum', {});
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && [...value].length < schema.minLength) add('minLength', { limit: schema.minLength });
    if (schema.maxLength !== undefined && [...value].length > schema.maxLength) add('maxLength', { limit: schema.maxLength });
    if (schema.format === 'date' && !DATE.test(value)) add('format', { format: 'date' });
    else if ((schema.format === 'uri' || schema.format === 'url') && !isUri(value)) add('format', { format: schema.format });
    else if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) add('pattern', { pattern: schema.pattern });
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) add('minimum', { limit: schema.minimum });
    if (schema.maximum !== undefined && value > schema.maximum) add('maximum', { limit: schema.maximum });
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) add('minItems', { limit: schema.minItems });
    if (schema.maxItems !== undefined && value.length > schema.maxItems) add('maxItems', { limit: schema.maxItems });
    if (schema.uniqueItems && new Set(value.map((item) => JSON.stringify(item))).size !== value.length) add('uniqueItems', {});
    const items = schema.items;
    if (items && typeof items === 'object' && !Array.isArray(items)) value.forEach((item, index) => collect(items as Schema, item, [...path, String(index)], errors));
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const name of schema.required ?? []) {
      const answer = object[name];
      if (answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0 && (schema.properties?.[name] as Schema | undefined)?.minItems)) {
        const property = `.${[...path, name].join('.')}`;
        const message = answerProblemMessage('required', {});
        errors.push({ name: 'required', message, params: { missingProperty: name }, property, stack: `${property} ${message}`, schemaPath: '' });
      }
    }
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      if (typeof child === 'object') collect(child as Schema, object[name], [...path, name], errors);
    }
  }
}

export function answerErrors(schema: Schema, formData: unknown): RJSFValidationError[] {
  const errors: RJSFValidationError[] = [];
  collect(schema, formData ?? {}, [], errors);
  return errors;
}

export const noEvalValidator: ValidatorType = {
  // The interest form passes no customValidate; transformErrors is honoured.
  validateFormData(formData, schema, _customValidate, transformErrors, uiSchema): ValidationData<unknown> {
    let errors = answerErrors(schema, formData);
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    return { errors, errorSchema: (toErrorSchema(errors) ?? {}) as ErrorSchema<unknown> };
  },
  isValid(schema, formData) {
    return answerErrors(schema, formData).length === 0;
  },
  rawValidation(schema, formData) {
    return { errors: answerErrors(schema, formData) as never[] };
  },
};
