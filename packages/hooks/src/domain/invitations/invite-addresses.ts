// Inviting several people at once: the addresses typed or pasted into one field, separated by commas, spaces,
// semicolons or new lines, each checked with spec §5's invite e-mail messages.
import type { InvitationOutcome } from '@pod-console/sdk';
import { EMAIL_MAX_LENGTH, INVITATION_BATCH_MAX } from '../constants';
import { VALIDATION_MESSAGES } from '../validation/text-fields';

export interface InviteAddress {
  /** The address as typed, trimmed. */
  email: string;
  /** spec §5's message when the address is not valid; null when it is. */
  error: string | null;
  /** True for the second and later mention of the same address (compared without regard to case). */
  duplicate: boolean;
}

export interface InviteAddressList {
  addresses: InviteAddress[];
  /** The distinct valid addresses, in the order typed: what an invitation call sends. */
  valid: string[];
  /** The first message to show under the field, or null when the list can be sent. */
  error: string | null;
}

export const INVITE_ADDRESS_MESSAGES = {
  tooMany: `Invite at most ${INVITATION_BATCH_MAX} addresses at a time.`,
  invalidIn: (emails: string[]) =>
    emails.length === 1 ? `Invalid email format: ${emails[0]}` : `Invalid email format: ${emails.join(', ')}`,
} as const;

/** What became of each address of a multi-address invitation, in words for its result list. */
export const INVITATION_OUTCOME_LABELS: Readonly<Record<InvitationOutcome, string>> = {
  invited: 'Invited',
  already_member: 'Already a member',
  already_invited: 'Already invited',
};

const SEPARATORS = /[\s,;]+/u;

// The address shape the contract's `format: email` and the invite form's zod schema accept (zod's own pattern,
// so the domain stays without zod; a test holds the two together).
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** spec §5's invite e-mail rule for one trimmed address: its message, or null when valid. */
export function checkInviteEmail(email: string): string | null {
  if (email.length === 0) return VALIDATION_MESSAGES.emailRequired;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return VALIDATION_MESSAGES.emailInvalid;
  return null;
}

/** Split and check a list of addresses; an empty list answers spec §5's "Email is required". */
export function parseInviteAddresses(text: string): InviteAddressList {
  const seen = new Set<string>();
  const addresses: InviteAddress[] = text
    .split(SEPARATORS)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((email) => {
      const key = email.toLowerCase();
      const duplicate = seen.has(key);
      seen.add(key);
      return { email, error: checkInviteEmail(email), duplicate };
    });
  const valid = addresses.filter((a) => a.error === null && !a.duplicate).map((a) => a.email);
  const invalid = addresses.filter((a) => a.error !== null).map((a) => a.email);
  let error: string | null = null;
  if (addresses.length === 0) error = VALIDATION_MESSAGES.emailRequired;
  else if (invalid.length > 0) error = INVITE_ADDRESS_MESSAGES.invalidIn(invalid);
  else if (valid.length > INVITATION_BATCH_MAX) error = INVITE_ADDRESS_MESSAGES.tooMany;
  return { addresses, valid, error };
}
