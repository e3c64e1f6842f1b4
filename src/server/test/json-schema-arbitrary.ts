/**
 * fast-check arbitraries from the JSON Schema (OpenAPI 3.0 dialect) of the
 * API document, for the OpenAPI-driven fuzz (openapi-fuzz.api.test.ts).
 * Covers the subset the document uses: type (object, array, string, number,
 * integer, boolean, null), nullable, enum, const, properties, required,
 * additionalProperties, items, min/maxItems, min/maxLength, minimum,
 * maximum, pattern, format (uuid, date, date-time, email), anyOf, oneOf,
 * allOf (its first member), default. A keyword it does not know is ignored:
 * the value may then be invalid, which the fuzz wants some of anyway.
 *
 * `junk` > 0 mixes invalid values in at every level (a wrong type, a value
 * out of range, an unknown or missing property), with that weight against
 * 10 for a valid-looking value.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

/** Values no schema of ours expects at that place: the wrong type, hostile text, a huge number. */
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308),
  fc.string({ maxLength: 20 }),
  fc.constantFrom('', ' ', "'; drop table users; --", '../../etc/passwd', '<img src=x onerror=alert(1)>', '\u{1F600}', 'x'.repeat(300)),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

function safeRegExp(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date':
      return fc.date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'email':
      return fc.tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/), fc.constantFrom('example.com', 'school.edu')).map(([name, domain]) => `${name}@${domain}`);
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 80));
  const pattern = schema.pattern ? safeRegExp(schema.pattern) : null;
  if (pattern) {
    return fc.stringMatching(pattern).map((value) => (value.length > maxLength ? value.slice(0, maxLength) : value));
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  let min = schema.minimum ?? (exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 1e-6) : -1_000_000);
  let max = schema.maximum ?? (exclusiveMax !== undefined ? exclusiveMax - (integer ? 1 : 1e-6) : 1_000_000);
  if (min > max) [min, max] = [max, min];
  if (integer) {
    return fc.integer({ min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER), max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER) });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** A value for `schema`, valid-looking, with invalid ones mixed in when junk > 0. */
export function arbitraryFor(schema: JsonSchema | undefined, junk = 0, depth = 0): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema ?? {}, junk, depth);
  if (junk <= 0) return valid;
  return fc.oneof({ weight: 10, arbitrary: valid }, { weight: junk, arbitrary: junkValue });
}

function validArbitrary(schema: JsonSchema, junk: number, depth: number): fc.Arbitrary<unknown> {
  const nullable = schema.nullable === true;
  const inner = nonNullArbitrary(schema, junk, depth);
  return nullable ? fc.oneof({ weight: 4, arbitrary: inner }, { weight: 1, arbitrary: fc.constant(null) }) : inner;
}

function nonNullArbitrary(schema: JsonSchema, junk: number, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const members = schema.anyOf ?? schema.oneOf;
  if (members && members.length > 0) return fc.oneof(...members.map((member) => arbitraryFor(member, junk, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return arbitraryFor(schema.allOf[0], junk, depth + 1);
  const types = typesOf(schema).filter((type) => type !== 'null');
  if (types.length === 0) return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => typedArbitrary(type, schema, junk, depth)));
}

function typedArbitrary(type: string, schema: JsonSchema, junk: number, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, depth > 2 ? minLength : 4));
      return fc.array(arbitraryFor(schema.items, junk, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema, junk, depth);
    default:
      return fc.constant(null);
  }
}

function objectArbitrary(schema: JsonSchema, junk: number, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) record[name] = arbitraryFor(property, junk, depth + 1);
  const requiredKeys = Object.keys(properties).filter((name) => required.has(name));
  const base = fc.record(record, { requiredKeys });
  if (junk <= 0 || depth > 0) return base;
  // At the top level: sometimes an unknown key, sometimes a required key missing.
  return fc.tuple(base, fc.nat({ max: 9 }), fc.string({ maxLength: 8 })).map(([value, roll, key]) => {
    const copy = { ...(value as Record<string, unknown>) };
    if (roll === 0) copy[`x${key}`] = key;
    if (roll === 1 && requiredKeys.length > 0) delete copy[requiredKeys[key.length % requiredKeys.length]!];
    return copy;
  });
}
