// The toasts of spec §8 for licences, in one place so the page, the add flow and their stories agree.
import { MESSAGES, supportAtHostText, supportText } from '@pod-console/hooks/domain';
import { config } from '../../lib/config';
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
