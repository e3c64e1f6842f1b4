import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import { toAppError } from './error-handler.ts';

const withCode = (code: string, statusCode?: number) => Object.assign(new Error('boom'), { code, statusCode });

describe('toAppError', () => {
  it('keeps an AppError', () => {
    const error = new AppError('forbidden', 'No');
    expect(toAppError(error)).toBe(error);
  });

  it('turns a ZodError into a 400 with field messages', () => {
    const result = z.object({ name: z.string() }).safeParse({ name: 1 });
    const appError = toAppError(result.error);
    expect(appError.status).toBe(400);
    expect(appError.fields).toHaveProperty('name');
  });

  it.each([
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 'validation'],
    ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, 'validation'],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 400, 'validation'],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 'payload_too_large'],
    ['FST_ERR_BAD_URL', 400, 'validation'],
    ['FST_ERR_MAX_PARAM_LENGTH', 400, 'validation'],
  ])('maps %s to %i', (code, status, appCode) => {
    const appError = toAppError(withCode(code));
    expect(appError.status).toBe(status);
    expect(appError.code).toBe(appCode);
  });

  it.each([
    ['57P01', 'admin shutdown'],
    ['57P03', 'cannot connect now (starting or shutting down)'],
    ['08006', 'connection failure'],
    ['ECONNREFUSED', 'server down'],
    ['ECONNRESET', 'socket reset'],
  ])('maps a database that is away (%s, %s), also wrapped by drizzle, to 503', (code) => {
    expect(toAppError(withCode(code)).status).toBe(503);
    const wrapped = Object.assign(new Error('Failed query'), { cause: withCode(code) });
    expect(toAppError(wrapped).code).toBe('unavailable');
  });

  it('maps node-postgres connection messages to 503', () => {
    expect(toAppError(new Error('Connection terminated unexpectedly')).code).toBe('unavailable');
    expect(toAppError(new Error('timeout exceeded when trying to connect')).code).toBe('unavailable');
  });

  it('maps PostgreSQL data exceptions (class 22), also wrapped by drizzle, to 400', () => {
    expect(toAppError(withCode('22021')).code).toBe('validation');
    expect(toAppError(withCode('22P02')).code).toBe('validation');
    const wrapped = Object.assign(new Error('Failed query'), { cause: withCode('22003') });
    expect(toAppError(wrapped).code).toBe('validation');
  });

  it('keeps other database errors and unknown errors as 500 without detail', () => {
    expect(toAppError(withCode('23505')).code).toBe('internal');
    expect(toAppError(withCode('42P01')).code).toBe('internal');
    const appError = toAppError(new Error('secret detail'));
    expect(appError.status).toBe(500);
    expect(appError.message).not.toContain('secret');
  });

  it('keeps a 4xx status a library set', () => {
    expect(toAppError(withCode('SOME_LIB', 404)).status).toBe(404);
    expect(toAppError(withCode('SOME_LIB', 429)).code).toBe('rate_limited');
  });
});
