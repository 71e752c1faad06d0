import type { OrganizationSummary } from '@pod-console/sdk';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';

// The dialog's code (and qrcode.react behind it) loads the first time it is asked for.
const AddLicenseFlow = lazy(() =>
  import('./add-license-flow').then((module) => ({ default: module.AddLicenseFlow })),
);

export interface AddLicenseDialogControl {
  /** Opens "Generate Pod Creator License" (the sidebar card's "Add Pod Creator"). Stable. */
  open: () => void;
  /** Render this once, anywhere under the console's providers. */
  dialog: ReactNode;
}

/**
 * spec §2: the sidebar card's "Add Pod Creator" opens the add-licence dialog from any screen. The shell calls
 * this with the selected organization and renders `dialog`; the dialog keeps its own draft, so the shell's 10 s
 * refresh does not touch it.
 */
export function useAddLicenseDialog(organization: OrganizationSummary): AddLicenseDialogControl {
  const [isOpen, setIsOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const open = useCallback(() => {
    setRequested(true);
    setIsOpen(true);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);
  const dialog = requested ? (
    <Suspense fallback={null}>
      <AddLicenseFlow organization={organization} open={isOpen} onClose={close} />
    </Suspense>
  ) : null;
  return { open, dialog };
}
