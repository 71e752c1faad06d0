import type { WriteFailureField } from '@pod-console/hooks/domain';
import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Shows the API's messages for a refused write (400) on the form's fields, like the schema's own messages: each
 * goes when its field is typed in (textFieldProps), and what was typed stays for the next try.
 */
export function useServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: readonly WriteFailureField<FieldPath<T>>[] | undefined,
): void {
  useEffect(() => {
    for (const { name, message } of errors ?? []) setError(name, { type: 'server', message });
  }, [setError, errors]);
}
