import { IDLE_SEAT_MESSAGES, LICENSE_BATCH_MAX, supportAtHostText } from '@pod-console/hooks/domain';
import { useReleaseLicenseDevices } from '@pod-console/hooks';
import type { License } from '@pod-console/sdk';
import { useState } from 'react';
import { supportHost } from '../../lib/support-host';
import { toast } from '../../lib/toast';
import { toastWriteFailure } from '../../lib/write-failure';
import { licenseLabel } from './license-label';
import { ReleaseLicensesDialog } from './release-licenses-dialog';

export interface ReleaseLicensesContainerProps {
  organizationId: string;
  /** The selected claimed licences as they were when the confirmation opened; null while it is closed. */
  licenses: readonly License[] | null;
  onClose: () => void;
  /** Every call answered: the page lets the selection go and closes the confirmation. */
  onReleased: () => void;
}

/**
 * Releases the selected seats' devices over the API (docs/decisions/0044-idle-seat-recovery.md), in calls of at most
 * LICENSE_BATCH_MAX. A seat released meanwhile is skipped by the API, and the toast says how many that was. On a
 * failure the confirmation stays open for another try.
 */
export function ReleaseLicensesContainer({
  organizationId,
  licenses,
  onClose,
  onReleased,
}: ReleaseLicensesContainerProps) {
  const release = useReleaseLicenseDevices();
  const [releasing, setReleasing] = useState(false);
  const [shown, setShown] = useState(licenses);
  if (licenses != null && licenses !== shown) setShown(licenses);

  const confirm = async () => {
    if (licenses == null || licenses.length === 0 || releasing) return;
    const ids = licenses.map((license) => license.id);
    const released: string[] = [];
    setReleasing(true);
    try {
      for (let start = 0; start < ids.length; start += LICENSE_BATCH_MAX) {
        const licenseIds = ids.slice(start, start + LICENSE_BATCH_MAX);
        released.push(...(await release.mutateAsync({ organizationId, licenseIds })));
      }
    } catch (error) {
      setReleasing(false);
      toastWriteFailure(IDLE_SEAT_MESSAGES.releaseFailed, error, {
        supportText: supportAtHostText(supportHost()),
      });
      return;
    }
    setReleasing(false);
    toast({
      title:
        released.length === ids.length
          ? IDLE_SEAT_MESSAGES.released(released.length)
          : IDLE_SEAT_MESSAGES.releasedSome(released.length, ids.length),
      variant: 'success',
    });
    onReleased();
  };

  return (
    <ReleaseLicensesDialog
      open={licenses != null && licenses.length > 0}
      onClose={onClose}
      identifiers={shown?.map(licenseLabel) ?? []}
      releasing={releasing}
      onConfirm={() => void confirm()}
    />
  );
}
