// What a failed write shows: the domain's one rule (describeWriteFailure) under the write's spec §8 title, as a
// destructive toast, and the API's field messages on the form's fields. The dialog or form that sent the write
// stays as it was, with what was typed, so the same submit can be pressed again.
import {
  describeWriteFailure,
  type WriteFailure,
  type WriteFailureField,
  type WriteFailureOptions,
} from '@pod-console/hooks/domain';
import { useMemo } from 'react';
import { toast } from './toast';

/** Toasts `title` with the line for `error` (spec §8's support text for a server failure, when given). */
export function toastWriteFailure<F extends string = string>(
  title: string,
  error: unknown,
  options?: WriteFailureOptions<F>,
): WriteFailure<F> {
  const failure = describeWriteFailure(error, options);
  toast({ title, description: failure.description, variant: 'destructive' });
  return failure;
}

const NONE: readonly never[] = [];

/**
 * The API's messages for the form's fields from a write's last error (a 400), for the form to set with
 * useServerFieldErrors. `fields` maps the API's names to the form's; keep it a module constant.
 */
export function useWriteFieldErrors<F extends string>(
  error: unknown,
  fields: Readonly<Partial<Record<string, F>>>,
): readonly WriteFailureField<F>[] {
  return useMemo(
    () => (error == null ? NONE : describeWriteFailure(error, { fields }).fields),
    [error, fields],
  );
}

/** The name payload's fields (spec §3 `userFirstName`, `userLastName`) on the name forms. */
export const PERSONAL_NAME_FIELDS = { userFirstName: 'firstName', userLastName: 'lastName' } as const;
