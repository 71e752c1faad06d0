import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { QR_CODE_SIZE_PX } from '../../lib/ui-constants';

// qrcode.react loads only when a QR code is shown (docs/architecture.md, "Budgets"; scripts/check-bundle.mjs
// checks it).
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

export interface QrCodeProps {
  value: string;
  /** What a screen reader hears for the image. */
  label: string;
}

/** spec §2, §9: the claim link as a 187 px QR code, on white with a quiet zone so phones read it. */
export function QrCode({ value, label }: QrCodeProps) {
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="license-qr-code"
      className="mx-auto flex items-center justify-center bg-surface-raised p-3"
      style={{ minWidth: QR_CODE_SIZE_PX + 24, minHeight: QR_CODE_SIZE_PX + 24 }}
    >
      <Suspense fallback={<Spinner size={24} className="text-accent-fg" />}>
        <QRCodeSVG value={value} size={QR_CODE_SIZE_PX} aria-hidden="true" level="M" />
      </Suspense>
    </div>
  );
}
