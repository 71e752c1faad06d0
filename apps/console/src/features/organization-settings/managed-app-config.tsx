import { managedAppConfig, type ManagedDeviceManager } from '@pod-console/hooks/fleet';
import { useState } from 'react';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { CopyField } from './copy-field';

const MANAGERS = [
  { value: 'jamf', label: 'Jamf Pro' },
  { value: 'intune', label: 'Microsoft Intune' },
] as const satisfies ReadonlyArray<{ value: ManagedDeviceManager; label: string }>;

const WHERE: Readonly<Record<ManagedDeviceManager, string>> = {
  jamf: 'In Jamf Pro, add Pod Creator as a mobile device app and paste this under App Configuration. Jamf puts each device’s name in place of $DEVICENAME.',
  intune:
    'In Intune, create an app configuration policy for managed devices, choose “Enter XML data” and paste this. Intune puts each device’s name in place of {{devicename}}.',
};

export interface ManagedAppConfigProps {
  apiUrl: string;
  organizationId: string;
  /** The token itself right after its creation; a placeholder to replace otherwise (it is shown once). */
  token: string;
  defaultManager?: ManagedDeviceManager;
}

/**
 * The managed app configuration to paste into the MDM (docs/decisions/0041-zero-touch-enrolment.md): Jamf Pro's or
 * Intune's, each with its own device-name variable as the label, and a Copy button.
 */
export function ManagedAppConfig({
  apiUrl,
  organizationId,
  token,
  defaultManager = 'jamf',
}: ManagedAppConfigProps) {
  const [manager, setManager] = useState<ManagedDeviceManager>(defaultManager);
  const config = managedAppConfig(manager, { apiUrl, organizationId, token });
  return (
    <div className="space-y-3">
      <SegmentedControl
        legend="Device manager"
        showLegend
        options={MANAGERS}
        value={manager}
        onChange={setManager}
      />
      <p className="text-sm text-fg-muted">{WHERE[manager]}</p>
      <CopyField label="Managed app configuration" value={config} rows={config.split('\n').length} />
    </div>
  );
}
