import type { components } from './generated/v1';

/** An RFC 9457 problem document as the API sends it (`application/problem+json`). */
export type Problem = components['schemas']['Problem'];
export type FieldError = components['schemas']['FieldError'];

/**
 * What failed: the API answered with a non-2xx status (`http`), the request never got an answer
 * (`network`), it took longer than `timeoutMs` (`timeout`), the browser said it was offline when the request
 * got no answer (`offline`, `navigator.onLine` false at that moment), or the caller aborted it (`aborted`).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'offline' | 'aborted';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  operation: string;
  status?: number;
  problem?: Problem;
  body?: string;
  /** The answer's `Retry-After`, in whole seconds from now. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * Every failed SDK call throws this, never a `{ data, error }` pair. `status` is the HTTP status, or 0 when no
 * answer arrived; `problem` is the problem body when the API sent one; `operation` is the contract's operationId.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly operation: string;
  readonly status: number;
  readonly problem: Problem | undefined;
  /** The raw body of a non-2xx answer that was not a problem document (a proxy's HTML page, say). */
  readonly body: string | undefined;
  /**
   * How long the API asked the caller to wait before trying again (`Retry-After` of a 429 or a 503), in whole
   * seconds from when the answer arrived; undefined when the answer named no wait.
   */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(describe(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.operation = init.operation;
    this.status = init.status ?? 0;
    this.problem = init.problem;
    this.body = init.body;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The message of the field error for `field`, if the API named that field. */
  fieldError(field: string): string | undefined {
    return this.problem?.errors?.find((error) => error.field === field)?.message;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

function describe({ kind, operation, status, problem }: ApiErrorInit): string {
  switch (kind) {
    case 'timeout':
      return `${operation}: the API did not answer in time`;
    case 'aborted':
      return `${operation}: the request was aborted`;
    case 'network':
      return `${operation}: the API could not be reached`;
    case 'offline':
      return `${operation}: the browser is offline`;
    case 'http':
      return `${operation}: ${status ?? 0} ${problem?.detail ?? problem?.title ?? 'request failed'}`;
  }
}

export function isProblem(value: unknown): value is Problem {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.title === 'string' && typeof candidate.status === 'number';
}

/**
 * `Retry-After` (RFC 9110 §10.2.3) as whole seconds from `now`: either a number of seconds or an HTTP-date. A
 * date already past is 0; anything else (absent, negative, not a date) is undefined.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP-date names its day and month; a bare "-5" or "1.5" would otherwise parse as a year.
  const date = /[A-Za-z]/.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
