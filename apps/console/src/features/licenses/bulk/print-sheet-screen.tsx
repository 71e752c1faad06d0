import { useMemo } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import type { PaperSize } from './paper-size';
import { PrintSheetContainer } from './print-sheet-container';
import { licenseIdsFromHistoryState } from './print-sheet-state';

export interface PrintSheetScreenProps {
  /** The selected organization, from the shell route. */
  organizationId: string;
  initialPaper?: PaperSize;
}

/**
 * /licenses/print: the QR code sheet of the licences "Print QR sheet" opened it with. Their ids come in history
 * state, never in the address (print-sheet-state.ts). Keyed by the organization: another organization holds none of
 * them.
 */
export function PrintSheetScreen({ organizationId, initialPaper }: PrintSheetScreenProps) {
  const state = useHistoryState<unknown>();
  const licenseIds = useMemo(() => licenseIdsFromHistoryState(state), [state]);
  return (
    <PrintSheetContainer
      key={organizationId}
      organizationId={organizationId}
      licenseIds={licenseIds}
      initialPaper={initialPaper}
    />
  );
}
