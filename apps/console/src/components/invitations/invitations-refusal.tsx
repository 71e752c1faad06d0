export interface InvitationsRefusalProps {
  /** Why the answer was refused; nothing renders without one. */
  message: string | null | undefined;
}

/**
 * The API's refusal to take an answer (spec §6: e-mail verification is required), said where the choices are:
 * unlike a toast it stays until the next try, and an alert is announced when it appears.
 */
export function InvitationsRefusal({ message }: InvitationsRefusalProps) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-danger bg-danger-subtle px-4 py-3 text-sm text-danger-fg"
    >
      {message}
    </p>
  );
}
