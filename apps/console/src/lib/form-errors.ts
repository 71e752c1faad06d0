// Turns a schema result from @pod-console/hooks/domain into one message per field (the schemas stop at the
// first failed check, so there is at most one). The messages are the spec's, written in the domain.
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

export type ParseResult<T> =
  { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function fieldErrorsOf<T, K extends string>(result: ParseResult<T>): FieldErrors<K> {
  if (result.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors as FieldErrors<K>;
}
