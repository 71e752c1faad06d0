import { QRCodeSVG } from 'qrcode.react';
import { useLayoutEffect } from 'react';
import type { PaperSize } from './paper-size';
import { PRINT_SHEET_TITLE } from './bulk-license-texts';
import { QR_CODE_SIZE_PX } from '../../../lib/ui-constants';

export interface PrintCard {
  id: string;
  identifier: string;
  /** The claim link the QR code holds (docs/decisions/0002-app-links.md). */
  link: string;
}

// The named pages of index.css: the paper chosen on screen applies to this sheet's printout alone.
const PAGE_CLASS: Record<PaperSize, string> = { a4: 'page-a4', letter: 'page-letter' };

/**
 * Puts the whole document on the paper's named page while the sheet shows. On the sheet alone, the boxes after it
 * (the shell's, the toaster's) would begin one more page, blank and of the browser's default size.
 */
function usePrintedOn(paper: PaperSize) {
  // Before the sheet's first paint, so no frame shows it on another page.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(PAGE_CLASS[paper]);
    return () => root.classList.remove(PAGE_CLASS[paper]);
  }, [paper]);
}

export interface PrintSheetProps {
  cards: readonly PrintCard[];
  organizationName: string;
  paper: PaperSize;
}

/**
 * A card per licence with its claim link as a 187 px SVG QR code (spec §9), identifier and organization; 3 × 4 cards
 * of 60 × 62 mm a page fit A4 and Letter within 12 mm margins (docs/decisions/0027-licences-at-scale.md).
 */
export function PrintSheet({ cards, organizationName, paper }: PrintSheetProps) {
  usePrintedOn(paper);
  return (
    <section
      aria-label={PRINT_SHEET_TITLE}
      className={`rounded-lg border border-line bg-surface-raised p-4 shadow-raised sm:p-6 print:rounded-none print:border-0 print:p-0 print:shadow-none`}
    >
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4 print:grid-cols-[repeat(3,60mm)] print:justify-center print:gap-x-[2mm] print:gap-y-[1.5mm]">
        {cards.map((card) => (
          <li
            key={card.id}
            className="flex break-inside-avoid flex-col items-center rounded-md border border-dashed border-line-input bg-surface-raised p-4 text-center print:h-[62mm] print:w-[60mm] print:overflow-hidden print:rounded-none print:p-[1.5mm]"
          >
            <QRCodeSVG
              value={card.link}
              size={QR_CODE_SIZE_PX}
              level="M"
              role="img"
              aria-label={`QR code for ${card.identifier}`}
              className="shrink-0"
            />
            <p className="mt-2 w-full font-semibold break-words text-fg print:mt-[1mm] print:truncate print:text-[9pt] print:leading-[11pt]">
              {card.identifier}
            </p>
            <p className="w-full text-xs break-words text-fg-muted print:truncate print:text-[7pt] print:leading-[8pt]">
              {organizationName}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
