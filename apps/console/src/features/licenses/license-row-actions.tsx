import type { License } from '@pod-console/sdk';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { GatedButton } from '../../components/ui/gated-button';
import { licenseLabel } from './license-label';

export interface LicenseRowActionHandlers {
  onEdit: (license: License) => void;
  onRevoke: (license: License) => void;
  onShowLink: (license: License) => void;
  /** An unclaimed licence's new claim link (the old one stops working). */
  onRegenerateLink: (license: License) => void;
  /** A claimed licence's device lets it go; the same link can claim it again. */
  onReleaseDevice: (license: License) => void;
}

export interface LicenseRowActionsProps extends LicenseRowActionHandlers {
  license: License;
  /** spec §3: a licence key present means claimed. */
  claimed: boolean;
  /**
   * Why the member's role may not change licences (`blockedBecause('licenses:manage')`), or null: Edit, the link
   * or device action and Revoke stay in place, disabled, and say it (docs/decisions/0024-organization-roles.md);
   * QR / Link, which only shows, stays.
   */
  manageBlockedBecause: string | null;
}

// Four actions beside eight columns must fit the main area of a 1280 px window: in the table each action is an icon
// named by its (visually hidden) label and said on hover or focus by a tip (the table's ActionTips), as the platform
// admin's table does with tooltips; in a card the label shows beside the icon. 32 px targets either way (WCAG 2.2
// 2.5.8). Every action stays one Tab stop and one press, so a keyboard reaches each directly (rather than through a
// menu), and each button is named after its licence.
const rowAction = '!min-h-8 !gap-1.5 !px-2 !py-1 whitespace-nowrap @min-[59rem]:size-8 @min-[59rem]:!p-0';
const actionLabel = '@min-[59rem]:hidden';

const ICONS = {
  edit: <path d="M13.5 3.5l3 3L7 16H4v-3l9.5-9.5zM11.5 5.5l3 3" />,
  link: <path d="M3.5 3.5h5v5h-5zM11.5 3.5h5v5h-5zM3.5 11.5h5v5h-5zM11.5 11.5h2v2h-2zM14.5 14.5h2v2h-2z" />,
  regenerate: <path d="M16 10a6 6 0 1 1-1.76-4.24M16.5 3v3.5H13" />,
  release: <path d="M5.5 2.5h7v15h-7zM8 14.5h2M14.5 7.5l4 4M18.5 7.5l-4 4" />,
  revoke: <path d="M10 3a7 7 0 1 0 0 14 7 7 0 1 0 0-14zM5 5l10 10" />,
};

function Icon({ path }: { path: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-5 shrink-0 fill-none stroke-current stroke-[1.5] [stroke-linecap:round] [stroke-linejoin:round]"
    >
      {path}
    </svg>
  );
}

interface RowActionProps {
  icon: keyof typeof ICONS;
  /** What the action is, shown in a card and by the tip in the table. */
  label: string;
  /** The rest of its name, after the label: "identifier of Studio iPad". */
  of: string;
  blockedBecause?: string | null;
  danger?: boolean;
  onClick: () => void;
}

function RowAction({ icon, label, of, blockedBecause = null, danger = false, onClick }: RowActionProps) {
  // Named in full by one hidden text ("Edit identifier of Studio iPad"), its visible label first (WCAG 2.5.3), in
  // either layout; the visible label is only shown.
  const content = (
    <>
      <Icon path={ICONS[icon]} />
      <span aria-hidden="true" className={actionLabel}>
        {label}
      </span>
      <span className="sr-only">{`${label} ${of}`}</span>
    </>
  );
  if (blockedBecause) {
    // Refused: the tooltip says why (its own label is the button's name).
    return (
      <GatedButton blockedBecause={blockedBecause} variant="ghost" className={rowAction} onClick={onClick}>
        {content}
      </GatedButton>
    );
  }
  // Its tip (`data-tip`) is the table's one ActionTips: a search or a new page mounts plain buttons.
  return (
    <Button
      variant="ghost"
      // Red only while it can be pressed: refused, it looks like the other refused actions.
      className={danger ? `${rowAction} !text-danger-fg` : rowAction}
      data-tip={label}
      onClick={onClick}
    >
      {content}
    </Button>
  );
}

/**
 * A licence row's actions (spec §2: Edit, Revoke, QR / Link), with the claim link's own: a new link for an
 * unclaimed licence, or letting the device go for a claimed one.
 */
export function LicenseRowActions({
  license,
  claimed,
  manageBlockedBecause,
  onEdit,
  onRevoke,
  onShowLink,
  onRegenerateLink,
  onReleaseDevice,
}: LicenseRowActionsProps) {
  const name = licenseLabel(license);
  return (
    <div className="inline-flex flex-wrap gap-1 @min-[59rem]:flex-nowrap">
      <RowAction
        icon="edit"
        label="Edit"
        of={`identifier of ${name}`}
        blockedBecause={manageBlockedBecause}
        onClick={() => onEdit(license)}
      />
      <RowAction icon="link" label="QR / Link" of={`of ${name}`} onClick={() => onShowLink(license)} />
      {claimed ? (
        <RowAction
          icon="release"
          label="Release device"
          of={`of ${name}`}
          blockedBecause={manageBlockedBecause}
          onClick={() => onReleaseDevice(license)}
        />
      ) : (
        <RowAction
          icon="regenerate"
          label="Regenerate link"
          of={`of ${name}`}
          blockedBecause={manageBlockedBecause}
          onClick={() => onRegenerateLink(license)}
        />
      )}
      <RowAction
        icon="revoke"
        label="Revoke"
        of={`license of ${name}`}
        blockedBecause={manageBlockedBecause}
        danger
        onClick={() => onRevoke(license)}
      />
    </div>
  );
}
