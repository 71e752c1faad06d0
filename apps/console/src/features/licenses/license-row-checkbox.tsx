import type { License } from '@pod-console/sdk';
import { Checkbox } from '../../components/ui/checkbox';
import { licenseLabel } from './license-label';
import { useLicenseSelection } from './license-selection-context';

/** A row's checkbox, named after its licence ("Select Studio iPad"). */
export function LicenseRowCheckbox({ license }: { license: License }) {
  const { selected, toggle } = useLicenseSelection();
  return (
    <Checkbox
      label={`Select ${licenseLabel(license)}`}
      hideLabel
      checked={selected.has(license.id)}
      onChange={(event) => toggle(license.id, event.target.checked)}
    />
  );
}
