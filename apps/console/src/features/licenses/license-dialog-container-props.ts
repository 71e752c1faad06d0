import type { License } from '@pod-console/sdk';

/** What a row dialog's container receives from the Licences container. */
export interface LicenseDialogContainerProps {
  organizationId: string;
  /** The licence as it was when its dialog opened: a refresh meanwhile does not change what the dialog shows. */
  license: License | null;
  onClose: () => void;
}
