import { LICENSE_TYPE_LABEL, MESSAGES } from '@pod-console/hooks/domain';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { toast } from '../../lib/toast';
import { copyText } from '../../lib/copy-text';
import { LICENSE_DELIVERIES, LICENSE_DELIVERY_LABEL, type LicenseDelivery } from './license-delivery';
import { QrCode } from './qr-code';
import { COPY_TOAST_DURATION_MS } from '../../lib/ui-constants';

export interface LicenseLinkDialogProps {
  open: boolean;
  onClose: () => void;
  /** The claim link (docs/decisions/0002-app-links.md), from the domain's buildClaimLink. */
  link: string;
  /** Who the licence is for, shown under the title. */
  identifier: string;
  /** Link or QR code, as chosen in the add dialog. */
  delivery: LicenseDelivery;
  /**
   * For an existing licence the member may switch between the two; after generating, the choice of step 2
   * stands and no switch shows.
   */
  onDeliveryChange?: (delivery: LicenseDelivery) => void;
  /**
   * Where the Pod Creator app's browser simulator is served (the console's `appSimulatorUrl`), or '' for none: when
   * set, the dialog opens the claim link in it, in a new tab.
   */
  simulatorUrl?: string;
}

/** The simulator's address for a claim link: the link rides in the fragment, which no server ever receives. */
export const simulatorLink = (simulatorUrl: string, link: string) =>
  `${simulatorUrl}#link=${encodeURIComponent(link)}`;

export const LICENSE_LINK_TITLE = `${LICENSE_TYPE_LABEL} License`;

/**
 * spec §2 result dialog "Pod Creator License" (also the QR code/link dialog of an existing licence): a
 * copyable link ("Link copied to clipboard", 2 s) or a 187 px QR code; Cancel and Done close it.
 */
export function LicenseLinkDialog({
  open,
  onClose,
  link,
  identifier,
  delivery,
  onDeliveryChange,
  simulatorUrl = '',
}: LicenseLinkDialogProps) {
  const linkId = useId();
  const [copyFailed, setCopyFailed] = useState(false);

  const copy = async () => {
    const copied = await copyText(link);
    setCopyFailed(!copied);
    // spec §9: the copy toast lasts 2000 ms.
    if (copied) toast({ title: MESSAGES.linkCopied, duration: COPY_TOAST_DURATION_MS });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={LICENSE_LINK_TITLE}
      description={`For ${identifier}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onClose}>Done</Button>
        </>
      }
    >
      {onDeliveryChange ? (
        <SegmentedControl
          legend="Show the license as"
          className="mb-4"
          value={delivery}
          onChange={onDeliveryChange}
          options={LICENSE_DELIVERIES.map((option) => ({
            value: option,
            label: LICENSE_DELIVERY_LABEL[option],
          }))}
        />
      ) : null}
      {delivery === 'link' ? (
        <div>
          <label htmlFor={linkId} className="block text-sm font-medium text-fg">
            License link
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={linkId}
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="block min-w-0 flex-1 rounded-md border border-line-input bg-surface-sunken px-3 py-2 font-mono text-xs text-fg focus:outline-2 focus:outline-offset-1 focus:outline-focus"
            />
            <Button variant="secondary" onClick={() => void copy()}>
              Copy
            </Button>
          </div>
          <p className="mt-2 text-sm text-fg-muted">
            {copyFailed
              ? 'Copying is not allowed here: select the link and copy it yourself.'
              : 'Send this link to the recipient; opening it on their device claims the license.'}
          </p>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3">
          <QrCode value={link} label={`QR code of the license link for ${identifier}`} />
          <p className="text-center text-sm text-fg-muted">
            Scan this code with the recipient&apos;s device to claim the license.
          </p>
        </div>
      )}
      {simulatorUrl !== '' ? (
        <p className="mt-4 border-t border-line pt-3 text-sm">
          <a
            href={simulatorLink(simulatorUrl, link)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-accent-fg underline hover:text-accent-fg-hover focus-visible:outline-2 focus-visible:outline-focus"
          >
            Open in app simulator<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
    </Modal>
  );
}
