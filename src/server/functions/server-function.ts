/** What a server function is: a name, a one-line description, an example body, a body schema and the work. */
import type { z } from 'zod';
import type { AppContext } from '#server/app-context.ts';
import type { Viewer } from '#server/auth/current-user.ts';

export interface FunctionCall {
  ctx: AppContext;
  /** The platform staff member running the function. */
  viewer: Viewer;
  userAgent: string | null;
}

export interface ServerFunction {
  name: string;
  description: string;
  exampleBody: Record<string, unknown>;
  /** Validates the body (a ZodError becomes a 400 with field messages) and runs the function. */
  run(call: FunctionCall, body: unknown): Promise<unknown>;
}

export function defineFunction<S extends z.ZodType>(definition: {
  name: string;
  description: string;
  exampleBody: z.input<S> & Record<string, unknown>;
  bodySchema: S;
  handler: (call: FunctionCall, body: z.output<S>) => Promise<unknown>;
}): ServerFunction {
  return {
    name: definition.name,
    description: definition.description,
    exampleBody: definition.exampleBody,
    run: (call, body) => definition.handler(call, definition.bodySchema.parse(body)),
  };
}
