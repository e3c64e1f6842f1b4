/**
 * PATCH bodies: every field of a create schema made optional WITHOUT its
 * default. zod's own `.partial()` keeps defaults (`{ title }` would come out
 * with `status: 'scheduled'` and reset the stored status), so the defaults
 * are stripped here, also when they sit inside a pipe (`.default([]).transform(...)`).
 */
import { z } from 'zod';

type AnySchema = z.ZodType;

function withoutDefault(schema: AnySchema): AnySchema {
  if (schema instanceof z.ZodDefault) return withoutDefault(schema.def.innerType as AnySchema);
  if (schema instanceof z.ZodPipe) {
    const { in: input, out } = schema.def;
    const stripped = withoutDefault(input as AnySchema);
    return stripped === input ? schema : z.pipe(stripped, out as AnySchema);
  }
  return schema;
}

/** Same output type as `schema.partial()`; absent fields stay absent. */
export function partialInput<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, withoutDefault(field as AnySchema).optional()]),
  );
  return z.object(shape) as unknown as ReturnType<z.ZodObject<Shape>['partial']>;
}

