/**
 * The one error type of the server. Handlers and services throw it; `error-handler.ts` maps it to
 * the spec's response shapes in one place.
 */
export type FieldErrors = Record<string, string[]>;

export interface AppErrorOptions {
  status: number;
  code: string;
  message: string;
  nonFieldErrors?: string[];
  fieldErrors?: FieldErrors;
  userAlerts?: string[];
  /** Extra keys the spec's client reads (for example `checkoutExists`). */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly nonFieldErrors?: string[];
  readonly fieldErrors?: FieldErrors;
  readonly userAlerts?: string[];
  readonly extra?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(options: AppErrorOptions) {
    super(options.message);
    this.name = 'AppError';
    this.status = options.status;
    this.code = options.code;
    this.nonFieldErrors = options.nonFieldErrors;
    this.fieldErrors = options.fieldErrors;
    this.userAlerts = options.userAlerts;
    this.extra = options.extra;
    this.headers = options.headers;
  }
}

export const GENERIC_SERVER_ERROR = "Oops, something went wrong. We're looking into it.";

export function notFound(what: string): AppError {
  return new AppError({ status: 404, code: 'not_found', message: `${what} not found.` });
}

/** A 400 whose messages the client shows as alerts (`nonFieldErrors`). */
export function badRequest(message: string, options: Partial<AppErrorOptions> = {}): AppError {
  return new AppError({ status: 400, code: 'invalid', message, nonFieldErrors: [message], ...options });
}

export function fieldError(field: string, message: string): AppError {
  return new AppError({ status: 400, code: 'invalid', message, fieldErrors: { [field]: [message] } });
}

export function unauthorized(message = 'Authentication credentials were not provided.'): AppError {
  return new AppError({ status: 401, code: 'not_authenticated', message });
}

export function forbidden(message = 'You do not have permission to perform this action.'): AppError {
  return new AppError({ status: 403, code: 'permission_denied', message });
}

export function conflict(message: string, options: Partial<AppErrorOptions> = {}): AppError {
  return new AppError({ status: 409, code: 'conflict', message, nonFieldErrors: [message], ...options });
}

export function tooManyRequests(retryAfterSeconds: number): AppError {
  return new AppError({
    status: 429,
    code: 'LimitExceededException',
    message: `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`,
    headers: { 'retry-after': String(retryAfterSeconds) },
    extra: { retryAfter: retryAfterSeconds },
  });
}
