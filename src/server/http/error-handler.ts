/**
 * Turns every failure into the API's error shape. Client mistakes (bad JSON,
 * failed validation, oversized bodies, unknown routes) become 4xx with a
 * clear message; only real server faults are 500, logged, with no detail.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, codeForStatus, type AppErrorBody, type FieldErrors } from '#shared/app-error.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '#server/db/database-unavailable.ts';

function fieldsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[], prefix?: string) {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * PostgreSQL "data exception" errors (SQLSTATE class 22: a NUL byte in text,
 * an invalid uuid or number, a value out of range) come from values the
 * client sent that slipped past validation: a client mistake, not a fault.
 * Drizzle wraps the driver's error in `cause`.
 */
function databaseDataException(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    return new AppError('validation', 'Please correct the highlighted fields.', fieldsFromIssues(error.issues));
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const context = fastifyError.validationContext;
    const fields: FieldErrors = {};
    for (const item of fastifyError.validation) {
      const path = item.instancePath.split('/').filter(Boolean).join('.');
      // Body fields are named as the form names them; params and query keep their prefix.
      const key = (context === 'body' ? path : [context, path].filter(Boolean).join('.')) || '_';
      fields[key] ??= item.message ?? 'Invalid value';
    }
    return new AppError('validation', 'Please correct the highlighted fields.', fields);
  }
  if (isDatabaseUnavailable(error)) return new AppError('unavailable', DATABASE_UNAVAILABLE_MESSAGE);
  const dataException = databaseDataException(error);
  if (dataException) return new AppError('validation', 'The request contains a value that cannot be stored or looked up.');
  switch (fastifyError.code) {
    case 'FST_ERR_BAD_URL':
      return new AppError('validation', 'The address contains invalid characters.');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError('validation', 'A part of the address is too long.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('validation', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('validation', 'Send the request body as application/json.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', 'The request body is too large.');
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(codeForStatus(status), fastifyError.message || 'Bad request.');
  }
  return new AppError('internal', 'Something went wrong on our side. Please try again.');
}

/** Router errors (a malformed or too long URL) that Fastify raises before any route or error handler runs. */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  return reply.status(appError.status).send(appError.toBody());
}

/**
 * Answers a failure in the API's error shape (logging server faults); `extend`
 * lets a route add fields of its own contract beside `error` (process-points).
 */
export function sendAppError(error: unknown, request: FastifyRequest, reply: FastifyReply, extend?: (body: AppErrorBody) => object) {
  const appError = toAppError(error);
  if (appError.code === 'internal') request.log.error({ err: error }, 'unhandled error');
  else if (appError.code === 'unavailable') request.log.warn({ err: error }, 'database unavailable');
  else if (databaseDataException(error)) request.log.warn({ err: error }, 'database refused a client value');
  if (appError.code === 'rate_limited' && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
  if (appError.code === 'unavailable') reply.header('retry-after', '5');
  const body = appError.toBody();
  return reply.status(appError.status).send(extend ? extend(body) : body);
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendAppError(error, request, reply));
}
