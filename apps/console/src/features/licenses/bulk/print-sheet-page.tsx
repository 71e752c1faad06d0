import { Link } from 'wouter';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { plural } from '../../../lib/plural';
import { NOTHING_TO_PRINT, PRINT_SHEET_TITLE } from './bulk-license-texts';
import { PAPER_SIZE_LABELS, PAPER_SIZES, type PaperSize } from './paper-size';
import { PrintSheet, type PrintCard } from './print-sheet';

export interface PrintSheetPageProps {
  organizationName: string;
  /** The licences to print, in the order they were created; none: "Nothing to print". */
  cards: readonly PrintCard[];
  /** How many of the licences asked for are no longer in the organization (revoked meanwhile). */
  missing?: number;
  paper: PaperSize;
  onPaperChange: (paper: PaperSize) => void;
  /** Opens the browser's print dialog. */
  onPrint: () => void;
}

function BackToLicenses({ primary = false }: { primary?: boolean }) {
  return (
    <Link href="/" className={buttonClassName(primary ? 'primary' : 'secondary')}>
      Back to licenses
    </Link>
  );
}

/**
 * The QR code sheet: on screen a toolbar (paper size, Print, Back to licenses) over the sheet as it will print; on
 * paper the sheet alone (the toolbar and the shell's chrome are `print:hidden`).
 */
export function PrintSheetPage({
  organizationName,
  cards,
  missing = 0,
  paper,
  onPaperChange,
  onPrint,
}: PrintSheetPageProps) {
  if (cards.length === 0) {
    return (
      <div className="mx-auto max-w-5xl space-y-6">
        <h1 className="text-2xl font-bold text-fg">{PRINT_SHEET_TITLE}</h1>
        <EmptyState title={NOTHING_TO_PRINT} action={<BackToLicenses primary />}>
          The sheet shows the licenses you have just created: open it with &ldquo;Print QR sheet&rdquo; after
          adding several. Their QR codes are not kept in the page&rsquo;s address, so a reload or a shared
          link shows none.
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl space-y-6 print:max-w-none print:space-y-0">
      <div className="space-y-4 print:hidden">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-fg">{PRINT_SHEET_TITLE}</h1>
          <BackToLicenses />
        </div>
        <p className="text-sm text-fg-muted">
          {plural(cards.length, 'QR code')} for {organizationName}, 12 to a page. Scanning a code claims its
          license: keep the printout safe until each card is handed to its recipient.
        </p>
        {missing > 0 ? (
          <p className="rounded-lg border border-warning bg-warning-subtle px-4 py-3 text-sm text-warning-fg">
            {missing === 1
              ? '1 license is no longer in the organization and is left out.'
              : `${missing} licenses are no longer in the organization and are left out.`}
          </p>
        ) : null}
        <div className="flex flex-wrap items-end gap-4">
          <SegmentedControl
            legend="Paper size"
            showLegend
            value={paper}
            onChange={onPaperChange}
            options={PAPER_SIZES.map((option) => ({ value: option, label: PAPER_SIZE_LABELS[option] }))}
          />
          <Button onClick={onPrint}>Print</Button>
        </div>
      </div>
      <PrintSheet cards={cards} organizationName={organizationName} paper={paper} />
    </div>
  );
}
