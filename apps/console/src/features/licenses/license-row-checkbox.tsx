import type { License } from '@pod-console/sdk';
import { licenseLabel } from './license-label';
import { useLicenseSelection } from './license-selection-context';

export const checkboxClassName =
  'size-4 shrink-0 cursor-pointer accent-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** A row's checkbox, named after its licence ("Select Studio iPad"). */
export function LicenseRowCheckbox({ license }: { license: License }) {
  const { selected, toggle } = useLicenseSelection();
  return (
    <input
      type="checkbox"
      aria-label={`Select ${licenseLabel(license)}`}
      checked={selected.has(license.id)}
      onChange={(event) => toggle(license.id, event.target.checked)}
      className={checkboxClassName}
    />
  );
}
