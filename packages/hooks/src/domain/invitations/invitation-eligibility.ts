/** What the API answers, and the console shows, when an unverified user tries to accept invitations. */
export const VERIFY_EMAIL_BEFORE_INVITATIONS = 'Verify your e-mail address before accepting invitations.';

export interface InvitationEligibilityInput {
  /** The e-mail address the account is known by (the one invitations are matched against). */
  accountEmail: string;
  /** The e-mail address the identity provider vouches for in the token, if it sends one. */
  tokenEmail: string | null | undefined;
  /** The token's `email_verified` claim; only a literal true counts. */
  emailVerified: boolean | null | undefined;
}

/**
 * E-mail addresses compare without regard to case (RFC 5321 leaves the local part's case to the host; every
 * provider we meet ignores it), the way the API matches invitations to users (spec §7 current-user).
 */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return a != null && b != null && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * spec §6: only a user whose identity provider says the address is verified, and whose verified address is the
 * one invitations are matched against, may see or answer them (docs/decisions/0018-hardening.md).
 */
export function canAnswerInvitations({
  accountEmail,
  tokenEmail,
  emailVerified,
}: InvitationEligibilityInput): boolean {
  return emailVerified === true && sameEmail(accountEmail, tokenEmail);
}

/**
 * Whether a failed answer to invitations is the API's refusal for an unverified e-mail (its 403, spec §6): the
 * console then says so in place and keeps the choices, rather than the generic failure of spec §8.
 */
export function isEmailVerificationRefusal(error: { status?: number } | null | undefined): boolean {
  return error?.status === 403;
}
