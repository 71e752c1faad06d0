import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { InvitationBadge } from './invitation-badge';

export interface AccountMenuProps {
  initials: string;
  displayName: string;
  invitationCount: number;
  onOpenInvitations: () => void;
  onLogout: () => void;
}

/** spec §2: the avatar with the user's initials; a red dot and a count while invitations are pending. */
export function AccountMenu({
  initials,
  displayName,
  invitationCount,
  onOpenInvitations,
  onLogout,
}: AccountMenuProps) {
  const pending = invitationCount > 0;
  return (
    <Menu as="div" className="relative">
      <MenuButton
        // The visible initials (and count) are part of the name (WCAG 2.5.3): "AL, Account menu, 2 pending invitations".
        aria-label={`${initials}, Account menu${pending ? `, ${invitationCount} pending invitations` : ''}`}
        className="relative flex size-10 items-center justify-center rounded-full bg-accent text-sm font-semibold text-fg-on-accent hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {initials}
      </MenuButton>
      {/* Beside the button, not in it: its visible text stays just the initials. */}
      {pending ? (
        <InvitationBadge count={invitationCount} className="pointer-events-none absolute -top-1 -right-1" />
      ) : null}
      <MenuItems
        anchor="bottom end"
        className="z-[60] mt-2 w-64 rounded-md border border-line bg-surface-raised py-1 shadow-overlay focus:outline-none"
      >
        <div className="border-b border-line px-4 py-2 text-sm font-medium text-fg">{displayName}</div>
        <MenuItem>
          <button
            type="button"
            onClick={onOpenInvitations}
            className="flex w-full items-center justify-between px-4 py-2 text-left text-sm text-fg data-focus:bg-accent-subtle"
          >
            Organization Invitations
            {pending ? <InvitationBadge count={invitationCount} /> : null}
          </button>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            onClick={onLogout}
            className="block w-full px-4 py-2 text-left text-sm text-fg data-focus:bg-accent-subtle"
          >
            Logout
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
