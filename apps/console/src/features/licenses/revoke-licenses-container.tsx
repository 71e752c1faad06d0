import { LICENSE_BATCH_MAX, useRevokeLicenses } from '@pod-console/hooks';
import type { License } from '@pod-console/sdk';
import { useState } from 'react';
import { licenseLabel } from './license-label';
import { toastLicensesRevoked, toastRevokeFailed } from './license-toasts';
import { RevokeLicensesDialog } from './revoke-licenses-dialog';

export interface RevokeLicensesContainerProps {
  organizationId: string;
  /** The selected licences as they were when the confirmation opened; null while it is closed. */
  licenses: readonly License[] | null;
  onClose: () => void;
  /** Every call answered: the page lets the selection go and closes the confirmation. */
  onRevoked: () => void;
}

/**
 * Revoke the selected licences over the API, in calls of at most LICENSE_BATCH_MAX (the contract's limit). A licence
 * revoked meanwhile by someone else is skipped by the API, not refused, and the toast says how many that was. On a
 * failure the confirmation stays open and Revoke can be pressed again (the licences revoked already are skipped).
 */
export function RevokeLicensesContainer({
  organizationId,
  licenses,
  onClose,
  onRevoked,
}: RevokeLicensesContainerProps) {
  const revoke = useRevokeLicenses();
  const [revoking, setRevoking] = useState(false);
  // The names stay while the confirmation closes, rather than turning into "Revoke 0 licenses?".
  const [shown, setShown] = useState(licenses);
  if (licenses != null && licenses !== shown) setShown(licenses);

  const confirm = async () => {
    if (licenses == null || licenses.length === 0 || revoking) return;
    const ids = licenses.map((license) => license.id);
    const revoked: string[] = [];
    setRevoking(true);
    try {
      for (let start = 0; start < ids.length; start += LICENSE_BATCH_MAX) {
        const licenseIds = ids.slice(start, start + LICENSE_BATCH_MAX);
        revoked.push(...(await revoke.mutateAsync({ organizationId, licenseIds })));
      }
    } catch (error) {
      setRevoking(false);
      toastRevokeFailed(error);
      return;
    }
    setRevoking(false);
    toastLicensesRevoked(ids.length, revoked.length);
    onRevoked();
  };

  return (
    <RevokeLicensesDialog
      open={licenses != null && licenses.length > 0}
      onClose={onClose}
      identifiers={shown?.map(licenseLabel) ?? []}
      revoking={revoking}
      onConfirm={() => void confirm()}
    />
  );
}
