// spec §2 "Gates (shown in place of the requested screen)", in the spec's order. Pure, so the order is tested
// without rendering (resolve-gate.test.ts) and the container only maps the answer to a screen.
import { needsName } from '@pod-console/hooks/domain';

export type Gate =
  | 'session-loading'
  | 'sign-in'
  | 'sign-in-error'
  | 'verify-email'
  | 'user-loading'
  | 'profile-error'
  | 'name'
  | 'terms-loading'
  | 'terms'
  | 'none';

type QueryStatus = 'pending' | 'error' | 'success';

export interface GateInputs {
  session: 'loading' | 'signed-in' | 'signed-out' | 'error';
  /** The identity token's `email_verified` claim; a provider that does not send it is taken at its word. */
  emailVerified: boolean | undefined;
  user: { status: QueryStatus; data: { firstName: string; lastName: string } | undefined };
  terms: { status: QueryStatus; hasDocumentToSign: boolean };
  termsText: { status: QueryStatus };
  /** The onboarding's user-info step asks for the name itself, so it skips the name gate (spec §2). */
  skipNameGate?: boolean;
}

export function resolveGate({
  session,
  emailVerified,
  user,
  terms,
  termsText,
  skipNameGate = false,
}: GateInputs): Gate {
  if (session === 'loading') return 'session-loading';
  if (session === 'error') return 'sign-in-error';
  if (session === 'signed-out') return 'sign-in';
  if (emailVerified === false) return 'verify-email';
  if (user.status === 'pending') return 'user-loading';
  if (user.status === 'error' || user.data == null) return 'profile-error';
  if (!skipNameGate && needsName(user.data)) return 'name';
  if (terms.status === 'pending') return 'terms-loading';
  // spec §2: without a version to sign, or when its text is missing, the requested screen shows.
  if (terms.status === 'error' || !terms.hasDocumentToSign) return 'none';
  if (termsText.status === 'pending') return 'terms-loading';
  if (termsText.status === 'error') return 'none';
  return 'terms';
}
