/**
 * One check of every text input, before validation, before any handler and
 * before the better-auth bridge: no string in the body, the query or the
 * path parameters (keys included) may hold a NUL (U+0000) or a lone UTF-16
 * surrogate, a query must be valid percent-encoded UTF-8, and a JSON body
 * must be valid UTF-8 bytes. PostgreSQL refuses NUL in text (a 500 used to
 * escape from the reset-password route) and Node would quietly turn invalid
 * bytes into U+FFFD; both are client mistakes: 400 naming the field.
 */
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type FieldErrors } from '#shared/app-error.ts';

export const NUL_MESSAGE = 'Must not contain a NUL character (U+0000)';
export const INVALID_TEXT_MESSAGE = 'Must be valid UTF-8 text';
export const INVALID_JSON_BYTES_MESSAGE = 'The request body is not valid UTF-8.';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Why a text cannot be stored or looked up (a NUL, a lone surrogate), or null. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  LONE_SURROGATE.lastIndex = 0;
  if (LONE_SURROGATE.test(text)) return INVALID_TEXT_MESSAGE;
  return null;
}

/** A field name fit to show: bad characters of a bad key made visible. */
function printable(key: string): string {
  return key.replaceAll('\u0000', '\\u0000').replace(LONE_SURROGATE, '\uFFFD');
}

interface Visit {
  value: unknown;
  key: string | undefined;
  parent: Visit | undefined;
}

/** The dotted field name of a visited value: built only for a value with a problem. */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at; at = at.parent) if (at.key !== undefined) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * Every string inside `value` (object keys too), without recursion: JSON may
 * nest thousands deep. Each value keeps a link to its parent instead of a copy
 * of its path, so the work grows with the size of the body, not with its
 * depth squared (a 256 kB body of nested arrays took minutes).
 */
function findTextProblems(value: unknown, prefix: string | undefined, fields: FieldErrors) {
  const stack: Visit[] = [{ value, key: prefix, parent: undefined }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    if (typeof visit.value === 'string') {
      const problem = textProblem(visit.value);
      if (problem) fields[pathOf(visit) || '_'] ??= problem;
    } else if (typeof visit.value === 'object' && visit.value !== null && !ArrayBuffer.isView(visit.value)) {
      // A binary body (an image upload, a webhook's raw bytes) holds no text to check.
      for (const [key, child] of Object.entries(visit.value)) {
        const childVisit: Visit = { value: child, key: printable(key), parent: visit };
        const keyProblem = textProblem(key);
        if (keyProblem) fields[pathOf(childVisit)] ??= keyProblem;
        stack.push(childVisit);
      }
    }
  }
}

/** Query keys whose raw text is not valid percent-encoded UTF-8 (the parser would pass `%FF` on as text). */
function findBadQueryEncoding(url: string, fields: FieldErrors) {
  const start = url.indexOf('?');
  if (start === -1) return;
  for (const pair of url.slice(start + 1).split('&')) {
    const [rawKey = '', ...rest] = pair.split('=');
    const rawValue = rest.join('=');
    let key: string;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    } catch {
      fields[`querystring.${rawKey}`] ??= INVALID_TEXT_MESSAGE;
      continue;
    }
    try {
      decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      fields[`querystring.${printable(key)}`] ??= INVALID_TEXT_MESSAGE;
    }
  }
}

export function textInputError(fields: FieldErrors): AppError {
  const [first] = Object.entries(fields);
  const message = first ? `Invalid text in ${first[0]}: ${first[1].charAt(0).toLowerCase()}${first[1].slice(1)}.` : 'Invalid text.';
  return new AppError('validation', message, fields);
}

export async function checkTextInput(request: FastifyRequest) {
  const fields: FieldErrors = {};
  findBadQueryEncoding(request.url, fields);
  // Body fields are named as the form names them; query and params keep their prefix (as the error handler does).
  findTextProblems(request.body, undefined, fields);
  findTextProblems(request.query, 'querystring', fields);
  findTextProblems(request.params, 'params', fields);
  if (Object.keys(fields).length > 0) throw textInputError(fields);
}

/** Call on the root instance before the routes: the JSON parser is encapsulated like every content-type parser. */
export function registerTextInputGuard(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(new AppError('validation', INVALID_JSON_BYTES_MESSAGE), undefined);
    return parseJson(request, bytes.toString('utf8'), done);
  });
  app.addHook('preValidation', checkTextInput);
}
