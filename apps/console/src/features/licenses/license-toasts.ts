// The toasts of spec §8 for licences, in one place so the page, the add flow and their stories agree.
import { MESSAGES, supportAtHostText, supportText } from '@pod-console/hooks/domain';
import { config } from '../../lib/config';
import { plural } from '../../lib/plural';
import { supportHost } from '../../lib/support-host';
import { toast } from '../../lib/toast';
import { toastWriteFailure } from '../../lib/write-failure';

/** spec §8: assign success "Success!" / "License Key assigned.". */
export const toastAssigned = () =>
  toast({ title: MESSAGES.success, description: MESSAGES.assignSucceeded, variant: 'success' });

/** The API's field the add and edit dialogs show. */
export const IDENTIFIER_FIELD = { identifier: 'identifier' } as const;

/**
 * spec §8: assign failure (an error, or an answer without licenseId): the title, and the line for what failed
 * (the support text for a server failure).
 */
export const toastAssignFailed = (error?: unknown) =>
  toastWriteFailure(MESSAGES.assignFailed, error, {
    supportText: supportText(config.supportEmail),
    fields: IDENTIFIER_FIELD,
  });

/** spec §8: revoke success. */
export const toastRevoked = () => toast({ title: MESSAGES.revokeSucceeded, variant: 'success' });

/** spec §8: revoke failure (an error, or success false). */
export const toastRevokeFailed = (error?: unknown) =>
  toastWriteFailure(MESSAGES.revokeFailed, error, { supportText: supportAtHostText(supportHost()) });

/**
 * spec §8 names no message for a failed identifier update; the licence table's other write (revoke) uses the
 * generic "Something went wrong." with the support text, so this does too.
 */
export const toastIdentifierUpdateFailed = (error: unknown) =>
  toastWriteFailure(MESSAGES.revokeFailed, error, {
    supportText: supportAtHostText(supportHost()),
    fields: IDENTIFIER_FIELD,
  });

// Bulk revoke, a new claim link and a released device are beyond spec §8 (docs/decisions/0027-licences-at-scale.md):
// their failures read as a revoke's ("Something went wrong." and the support text, or what the API said), and their
// successes say what changed.

/** Revoking the selected licences: how many this call revoked, and how many someone had revoked already. */
export const toastLicensesRevoked = (asked: number, revoked: number) => {
  const already = asked - revoked;
  const alreadyText = `${plural(already, 'license')} had been revoked already.`;
  if (revoked === 0) {
    toast({ title: 'Nothing to revoke', description: alreadyText });
    return;
  }
  toast({
    title: `${plural(revoked, 'license')} revoked`,
    description: already > 0 ? alreadyText : 'They are available for assignment again.',
    variant: 'success',
  });
};

/** A new claim link: the old one and its QR code no longer claim anything. */
export const toastLinkRegenerated = () =>
  toast({
    title: 'Link regenerated',
    description: 'The old link and QR code no longer work.',
    variant: 'success',
  });

/** A claimed licence's device let go. */
export const toastDeviceReleased = (device: string | null, identifier: string) =>
  toast({
    title: device ? `${device} released` : 'Device released',
    description: `${identifier} can be claimed again with the same link.`,
    variant: 'success',
  });

/** A new link or a release failed: the revoke's words (spec §8) with the line for what failed. */
export const toastLicenseChangeFailed = (error: unknown) =>
  toastWriteFailure(MESSAGES.revokeFailed, error, { supportText: supportAtHostText(supportHost()) });
