/**
 * The bad values the bad-input sweep (bad-input-sweep.ts) sends: garbage for
 * path parameters and query strings, and wrong-typed values for each field
 * of a zod body schema, read through its wrappers.
 */
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';

/**
 * Path parameters. The router decodes each parameter, then the text guard
 * reads them, then the route's params schema, then the handler: a kind of
 * garbage per stage, not every spelling of it. No parameter is a number, so
 * '-1' and 'null' were only more text for the same schema or lookup.
 */
export const GARBAGE_PARAMS = {
  /** The router cannot decode it (FST_ERR_BAD_URL: a truncated UTF-8 sequence; a lone '%' takes the same branch). */
  badEncoding: '%E0%A4%A',
  /** Longer than the router's maxParamLength (FST_ERR_MAX_PARAM_LENGTH): its own branch in the router. */
  tooLong: 'x'.repeat(3000),
  /** Decodes to a NUL: the router passes it, the text guard refuses it (PostgreSQL would throw on it). */
  nul: '%00',
  /**
   * Decodes, has no NUL: reaches the params schema and, for a free-text
   * parameter, the handler's lookup with a quote, a comment and a 4-byte
   * character (a query built from text, a header made from the value).
   */
  hostileText: "'%20OR%201%3D1--%F0%9F%92%A5",
  /** A path that climbs out of a directory: only a free-text parameter can carry it to a file or a lookup. */
  traversal: '..%2F..%2Fetc%2Fpasswd',
} as const;

/**
 * Query strings. A query reaches the parser, the text guard, the route's
 * querystring schema (which drops the keys it does not declare) and the
 * handler.
 */
export const GARBAGE_QUERIES = {
  /** A key that is not valid percent-encoding: the text guard's key branch. */
  badKeyEncoding: '?%ZZ=1',
  /** A NUL and a byte that is not UTF-8 in a value: the text guard's value branches. */
  nulAndBadByte: '?q=%00%FF',
  /**
   * Everything the guard lets through, in one request: names routes declare
   * (collegeId, limit) with values their schemas refuse (a format, a range),
   * bracket keys repeated, prototype keys, empty pairs, an 8,000-character
   * value. The parser and the schema see every pair whichever one is refused;
   * the handler sees the undeclared ones only on a route without a schema,
   * and then all of them at once: sent apart they would reach no other code,
   * and a 5xx from any of them still fails the sweep.
   */
  oddKeys: `?collegeId=not-a-uuid&limit=-1&to[]=x&to[]=y&__proto__[polluted]=1&constructor[prototype][polluted]=1&=&&==&&junk=${'y'.repeat(8000)}`,
} as const;

export type ZodLike = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** The core type of a field schema, looking through optional/default/nullable/pipe wrappers. */
export function coreOf(schema: ZodLike): ZodLike {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = current._zod.def;
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) {
      current = def.innerType as ZodLike;
    } else if (def.type === 'pipe') {
      current = def.in as ZodLike;
    } else {
      return current;
    }
  }
  return current;
}

/** Fields of an object schema (possibly wrapped), or null when it is not an object schema. */
export function objectShape(schema: unknown): Record<string, ZodLike> | null {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return null;
  const core = coreOf(schema as ZodLike);
  if (core._zod.def.type !== 'object') return null;
  return (core as unknown as { shape: Record<string, ZodLike> }).shape;
}

/** Values of the wrong type (and, for enums, an unknown value) for one field; null if the type is unknown. */
export function badValuesFor(field: ZodLike): unknown[] | null {
  const core = coreOf(field);
  switch (core._zod.def.type) {
    case 'string':
      return [12345, ['a'], { nested: true }];
    case 'number':
    case 'int':
    case 'bigint':
      return ['not-a-number', true];
    case 'boolean':
      return ['not-a-boolean', 1];
    case 'enum':
      return ['not_a_known_value', 12345];
    case 'literal':
      return [{ not: 'the literal' }, 12345];
    case 'array':
      return ['not-an-array', { nested: true }];
    case 'object':
      return ['not-an-object', 12345];
    case 'union':
      return [{ not: 'any member' }, true];
    case 'date':
      return ['not-a-date', true];
    default:
      return null;
  }
}

/**
 * Whether a parameter's schema refuses anything but its own shape (a uuid,
 * a pattern, an enum): then every wrong value is refused at the same check
 * and one is enough. A free-text parameter (a slug, a user id, a token, the
 * wildcard) reaches the handler, so each kind of hostile text is sent.
 */
export function paramHasFormat(route: RouteOptions, name: string): boolean {
  const shape = objectShape((route.schema as { params?: unknown } | undefined)?.params);
  const field = shape?.[name];
  if (!field) return false;
  const def = coreOf(field)._zod.def as { type: string; format?: string; checks?: { _zod: { def: { format?: string } } }[] };
  if (def.type === 'enum' || def.type === 'literal') return true;
  return def.type === 'string' && (Boolean(def.format) || (def.checks ?? []).some((check) => Boolean(check._zod.def.format)));
}
