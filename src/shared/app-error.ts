/**
 * The one error type of the API. The server throws it from services; the
 * error handler turns it into `{ error: { code, message, fields } }`; the
 * web client's API client parses it back into an AppError.
 */
export const ERROR_STATUS = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A link that worked once and no longer does (an expired, revoked or declined invitation). */
  gone: 410,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

const CODE_BY_STATUS = Object.fromEntries(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code]),
) as Record<number, AppErrorCode>;

/** The error code for an HTTP status: an unlisted 5xx is internal, an unlisted 4xx counts as a validation failure. */
export function codeForStatus(status: number): AppErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'validation');
}
export type FieldErrors = Record<string, string>;

export interface AppErrorBody {
  error: { code: AppErrorCode; message: string; fields?: FieldErrors };
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields?: FieldErrors;

  constructor(code: AppErrorCode, message: string, fields?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): AppErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }

  static isBody(value: unknown): value is AppErrorBody {
    if (typeof value !== 'object' || value === null || !('error' in value)) return false;
    const error = (value as { error: unknown }).error;
    return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
  }

  static fromBody(body: AppErrorBody): AppError {
    return new AppError(body.error.code, body.error.message, body.error.fields);
  }
}
