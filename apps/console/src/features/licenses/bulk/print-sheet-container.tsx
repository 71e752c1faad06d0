import { buildClaimLink, useOrganization } from '@pod-console/hooks';
import { useMemo, useState, type ReactNode } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { config } from '../../../lib/config';
import { PRINT_SHEET_TITLE } from './bulk-license-texts';
import { defaultPaperSize, type PaperSize } from './paper-size';
import type { PrintCard } from './print-sheet';
import { PrintSheetPage } from './print-sheet-page';

export interface PrintSheetContainerProps {
  organizationId: string;
  /** The licences to print, from history state (print-sheet-state.ts). */
  licenseIds: readonly string[];
  /** Stories and tests choose the paper; the browser's language does otherwise. */
  initialPaper?: PaperSize;
}

function PrintSheetStatus({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <h1 className="text-2xl font-bold text-fg">{PRINT_SHEET_TITLE}</h1>
      {children}
    </div>
  );
}

/** The licences asked for, found in the organization (`useOrganization`), with their claim links. */
export function PrintSheetContainer({ organizationId, licenseIds, initialPaper }: PrintSheetContainerProps) {
  const organization = useOrganization({ organizationId });
  const [paper, setPaper] = useState<PaperSize>(() => initialPaper ?? defaultPaperSize(navigator.language));
  const data = organization.data;
  const cards = useMemo((): PrintCard[] => {
    if (data == null) return [];
    const byId = new Map(
      data.licenses.filter((license) => license.revokedAt == null).map((license) => [license.id, license]),
    );
    return licenseIds.flatMap((id) => {
      const license = byId.get(id);
      if (license == null) return [];
      return [
        {
          id,
          identifier: license.identifier?.trim() || 'Unassigned license',
          // docs/decisions/0002-app-links.md: the claim link carries licenseId, organizationId and name.
          link: buildClaimLink({
            scheme: config.appScheme,
            licenseId: id,
            organizationId,
            organizationName: data.name,
          }),
        },
      ];
    });
  }, [data, licenseIds, organizationId]);

  if (licenseIds.length > 0) {
    if (data == null && organization.isError) {
      return (
        <PrintSheetStatus>
          <LoadFailed
            message="The licenses could not be loaded."
            onRetry={() => void organization.refetch()}
          />
        </PrintSheetStatus>
      );
    }
    // Licences created a moment ago are in the organization once its refresh after the creation is in.
    if (data == null || (cards.length < licenseIds.length && organization.isFetching)) {
      return (
        <PrintSheetStatus>
          <div className="flex items-center gap-3 text-sm text-fg-muted" aria-busy="true">
            <Spinner size={24} label="Loading QR codes" className="text-accent-fg" />
            Loading QR codes…
          </div>
        </PrintSheetStatus>
      );
    }
  }
  return (
    <PrintSheetPage
      organizationName={data?.name ?? ''}
      cards={cards}
      missing={licenseIds.length - cards.length}
      paper={paper}
      onPaperChange={setPaper}
      onPrint={() => window.print()}
    />
  );
}
