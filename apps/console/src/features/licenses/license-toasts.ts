// The toasts of spec §8 for licences, in one place so the page, the add flow and their stories agree.
import { MESSAGES, supportAtHostText, supportText } from '@pod-console/hooks/domain';
import { config } from '../../lib/config';
import { supportHost } from '../../lib/support-host';
import { toast } from '../../lib/toast';

/** spec §8: assign success "Success!" / "License Key assigned.". */
export const toastAssigned = () =>
  toast({ title: MESSAGES.success, description: MESSAGES.assignSucceeded, variant: 'success' });

/** spec §8: assign failure (an error, or an answer without licenseId). */
export const toastAssignFailed = () =>
  toast({
    title: MESSAGES.assignFailed,
    description: supportText(config.supportEmail),
    variant: 'destructive',
  });

/** spec §8: revoke success. */
export const toastRevoked = () => toast({ title: MESSAGES.revokeSucceeded, variant: 'success' });

/** spec §8: revoke failure (an error, or success false). */
export const toastRevokeFailed = () =>
  toast({
    title: MESSAGES.revokeFailed,
    description: supportAtHostText(supportHost()),
    variant: 'destructive',
  });

/**
 * spec §8 names no message for a failed identifier update; the licence table's other write (revoke) uses the
 * generic "Something went wrong." with the support text, so this does too.
 */
export const toastIdentifierUpdateFailed = toastRevokeFailed;
