// One rule for what a failed write tells the user (spec §8 gives the titles; this gives the line under them).
import { isApiError, type ApiError } from '@pod-console/sdk';
import { brieflyUnavailable, tooManyRequests, WRITE_FAILURE_MESSAGES } from './messages';

export type WriteFailureKind =
  | 'invalid'
  | 'session-ended'
  | 'forbidden'
  | 'gone'
  | 'conflict'
  | 'rate-limited'
  | 'server'
  | 'unavailable'
  | 'network'
  | 'timeout'
  | 'offline';

/** A message of the API for one field of the form, under the form's name for that field. */
export interface WriteFailureField<F extends string> {
  name: F;
  message: string;
}

export interface WriteFailure<F extends string = string> {
  kind: WriteFailureKind;
  /**
   * The line under the write's title. Undefined only for a server failure of a write whose spec §8 entry is a
   * title alone (no `supportText` given).
   */
  description: string | undefined;
  /** 400: the API's messages for the fields the form shows (react-hook-form `setError`). */
  fields: WriteFailureField<F>[];
  /** 404: what the page shows is out of date, so the write's data is fetched again. */
  refresh: boolean;
}

export interface WriteFailureOptions<F extends string> {
  /** The spec §8 text under the title when the server failed (500, or an answer that says it failed). */
  supportText?: string;
  /** The API's field names the form shows (`userFirstName`), each with the form's field (`firstName`). */
  fields?: Readonly<Partial<Record<string, F>>>;
  /**
   * The write's own line for a 429, from `Retry-After` (seconds, when given): a write with a cooldown of its own
   * (sending an invitation again) says it in the words its disabled button uses.
   */
  rateLimited?: (retryAfterSeconds: number | undefined) => string;
}

/** "Identifier is required" → "Identifier is required." */
const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

function invalid<F extends string>(error: ApiError, fields: WriteFailureOptions<F>['fields']) {
  const errors = error.problem?.errors ?? [];
  const onForm = errors.flatMap(({ field, message }) => {
    const name = fields?.[field];
    return name == null ? [] : [{ name, message }];
  });
  // Every message also goes into the line, so a field the dialog does not show now still says what is wrong.
  const description =
    errors.length > 0
      ? errors.map(({ message }) => sentence(message)).join(' ')
      : (error.problem?.detail ?? WRITE_FAILURE_MESSAGES.invalid);
  return { description, fields: onForm };
}

/**
 * What a failed write tells the user, from what it threw: an `ApiError` after the SDK's one silent token renewal,
 * or anything else (an answer that says it failed, a bug), which counts as a server failure.
 */
export function describeWriteFailure<F extends string = string>(
  error: unknown,
  options: WriteFailureOptions<F> = {},
): WriteFailure<F> {
  const failure = (kind: WriteFailureKind, description: string | undefined): WriteFailure<F> => ({
    kind,
    description,
    fields: [],
    refresh: false,
  });
  const server = failure('server', options.supportText);
  if (!isApiError(error)) return server;
  switch (error.kind) {
    case 'offline':
      return failure('offline', WRITE_FAILURE_MESSAGES.offline);
    case 'network':
      return failure('network', WRITE_FAILURE_MESSAGES.network);
    case 'timeout':
      return failure('timeout', WRITE_FAILURE_MESSAGES.timeout);
    case 'aborted':
      return server;
    case 'http':
      break;
  }
  const detail = error.problem?.detail;
  switch (error.status) {
    case 400:
      return { ...failure('invalid', undefined), ...invalid(error, options.fields) };
    case 401:
      return failure('session-ended', WRITE_FAILURE_MESSAGES.sessionEnded);
    case 403:
      return failure('forbidden', detail ?? WRITE_FAILURE_MESSAGES.forbidden);
    case 404:
      return { ...failure('gone', WRITE_FAILURE_MESSAGES.gone), refresh: true };
    case 409:
      return failure('conflict', detail ?? WRITE_FAILURE_MESSAGES.conflict);
    case 429:
      return failure('rate-limited', (options.rateLimited ?? tooManyRequests)(error.retryAfterSeconds));
    case 503:
      return failure('unavailable', brieflyUnavailable(error.retryAfterSeconds));
    default:
      return server;
  }
}
