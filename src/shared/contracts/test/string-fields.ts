/**
 * Test support (docs/decisions/053): every text a schema takes, found by
 * walking the zod tree, each classified: the plain-text rule, a format or
 * pattern that leaves no room for markup (uuid, email, datetime, a regex),
 * free text without the rule, or an opaque value (unknown, any, custom)
 * whose texts the schema does not see. The plain-text tests walk the
 * contracts and every route's body with it.
 */
import type { z } from 'zod';
import { usesPlainTextRule } from '../plain-text.ts';

export type StringFieldKind = 'plain-text' | 'format' | 'free' | 'opaque';

export interface StringField {
  /** Dotted path; `[]` for array items, `{}` for a record's keys, `{*}` for its values. */
  path: string;
  kind: StringFieldKind;
  schema: z.ZodType;
}

interface Def {
  type: string;
  format?: string;
  checks?: Array<{ _zod: { def: { check?: string } } }>;
  [key: string]: unknown;
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

function stringKind(schema: z.ZodType): StringFieldKind {
  if (usesPlainTextRule(schema)) return 'plain-text';
  const def = defOf(schema);
  if (def.format) return 'format';
  if ((def.checks ?? []).some((check) => check._zod.def.check === 'string_format')) return 'format';
  return 'free';
}

/** Types a text cannot pass through as text (z.coerce.number, an enum after a trim). */
const NOT_TEXT = new Set(['number', 'bigint', 'boolean', 'enum', 'literal', 'date', 'nan', 'null', 'undefined']);

/** Whether a schema only ever outputs something other than text (numeric text read as a number, '' read as null). */
function isNotText(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (NOT_TEXT.has(def.type)) return true;
  if (def.type === 'union') return (def.options as z.ZodType[]).every(isNotText);
  if (def.type === 'pipe') return isNotText(def.out as z.ZodType);
  if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type)) return isNotText(def.innerType as z.ZodType);
  return false;
}

/**
 * A value passes both sides of a pipe: a text at a path is guarded when
 * either side guards it, or when the output side is no text at all (numeric
 * text coerced to a number).
 */
function pipeFields(input: StringField[], out: z.ZodType, output: StringField[], path: string): StringField[] {
  const outputIsNotText = isNotText(out);
  const guarded = new Map(output.filter((field) => field.kind !== 'free' && field.kind !== 'opaque').map((field) => [field.path, field]));
  const fromInput = input.map((field) => {
    if (field.kind !== 'free') return field;
    if (outputIsNotText && field.path === path) return { ...field, kind: 'format' as const };
    return guarded.get(field.path) ?? field;
  });
  const inputPaths = new Set(input.map((field) => field.path));
  return [...fromInput, ...output.filter((field) => !inputPaths.has(field.path))];
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Every string (and opaque value) a schema accepts, with where it sits. */
export function stringFields(schema: z.ZodType, path = '', seen = new Set<z.ZodType>()): StringField[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: unknown, at: string) => stringFields(child as z.ZodType, at, seen);
  try {
    switch (def.type) {
      case 'string':
        return [{ path, kind: stringKind(schema), schema }];
      case 'any':
      case 'unknown':
      case 'custom':
        return [{ path, kind: 'opaque', schema }];
      case 'object': {
        const shape = def.shape as Record<string, z.ZodType>;
        const fields = Object.entries(shape).flatMap(([key, child]) => walk(child, join(path, key)));
        const catchall = def.catchall as z.ZodType | undefined;
        return catchall ? [...fields, ...walk(catchall, join(path, '{*}'))] : fields;
      }
      case 'array':
        return walk(def.element, `${path}[]`);
      case 'set':
        return walk(def.valueType, `${path}[]`);
      case 'tuple':
        return [...(def.items as z.ZodType[]).flatMap((item, index) => walk(item, `${path}[${index}]`)), ...(def.rest ? walk(def.rest, `${path}[]`) : [])];
      case 'record':
      case 'map':
        return [...walk(def.keyType, join(path, '{}')), ...walk(def.valueType, join(path, '{*}'))];
      case 'union':
        return (def.options as z.ZodType[]).flatMap((option) => walk(option, path));
      case 'intersection':
        return [...walk(def.left, path), ...walk(def.right, path)];
      case 'pipe':
        return pipeFields(walk(def.in, path), def.out as z.ZodType, walk(def.out, path), path);
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
      case 'success':
        return walk(def.innerType, path);
      case 'lazy':
        return walk((def.getter as () => z.ZodType)(), path);
      default:
        return [];
    }
  } finally {
    seen.delete(schema);
  }
}
