/**
 * How the routes' zod schemas become the OpenAPI document at /api/docs
 * (issue 24, docs/decisions/054): fastify-type-provider-zod's transform, then
 * two rules of our own, so that the document says what the API answers.
 * - A 204 (or 304) is declared without content: a route answering 204
 *   declares `response: { 204: noContent }`, and whatever schema it gave,
 *   the document shows the status with a description and no body.
 * - Every operation can refuse with the API's error shape (400 validation,
 *   401, 403, 404, 409, 410, 413, 429): its `4XX` response is that shape
 *   (error-handler.ts; a route may add fields of its own beside `error`).
 * - A nullable enum lists null among its values: OpenAPI 3.0.3 says
 *   `nullable` adds null to the allowed type, not to an enum, so zod's
 *   `z.enum([...]).nullable()` would otherwise declare that null is refused
 *   (and a validator such as ajv refuses it).
 * The OpenAPI-driven fuzz (openapi-fuzz.api.test.ts) checks every answer
 * against this document.
 */
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_STATUS } from '#shared/app-error.ts';

/**
 * The response schema of a 204 No Content (or a 304): `response: { 204: noContent }`, answered with
 * `reply.status(204).send()` (an undefined payload is never serialized). Shown without content.
 */
export const noContent = z.undefined().describe('No Content');

/** The API's error body (AppError.toBody), as the document declares it for every 4xx. */
export const ERROR_RESPONSE_SCHEMA = {
  description: 'The request was refused: `{ error: { code, message, fields? } }`',
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      additionalProperties: false,
      properties: {
        code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
} as const;

const NO_CONTENT = { type: 'null', description: 'No Content' } as const;

/** A copy of a JSON schema in which every nullable enum also lists null. */
export function withNullInNullableEnums<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => withNullInNullableEnums(item)) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = key === 'enum' || key === 'default' ? value : withNullInNullableEnums(value);
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) copy.enum = [...copy.enum, null];
  return copy as T;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

export function openApiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  if (!result.schema || (result.schema as { hide?: boolean }).hide) return result;
  // Inputs and answers alike: a client reading the document must see that null is taken.
  const schema = withNullInNullableEnums(result.schema) as { response?: Record<string, unknown> };
  const response: Record<string, unknown> = { ...schema.response };
  // @fastify/swagger shows a response with `type: 'null'` without content.
  for (const status of ['204', '304']) if (status in response) response[status] = NO_CONTENT;
  response['4XX'] = ERROR_RESPONSE_SCHEMA;
  return { ...result, schema: { ...schema, response } as typeof result.schema };
}

/**
 * The response schema of a route that answers a file or text, not JSON (a
 * calendar, a CSV, an image): `response: { 200: fileResponse('text/csv', '...') }`.
 * The body is sent as it is (a string or a buffer is never serialized), so
 * the schema is for the document only (any payload, shown as binary).
 */
export function fileResponse(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } } };
}
