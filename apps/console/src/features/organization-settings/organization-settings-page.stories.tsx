import {
  LEAVE_MESSAGES,
  permissionDeniedMessage,
  RESEND_MESSAGES,
  VALIDATION_MESSAGES,
} from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ACME } from '../../testing/fixtures';
import {
  ADA_MEMBER,
  EXPIRED_INVITATION,
  GRACE_MEMBER,
  JUST_SENT_INVITATION,
  KATHERINE_MEMBER,
  LINUS_MEMBER,
  MEMBERS_OF_EVERY_ROLE,
  NOW,
  PENDING_INVITATION,
  permissionsOf,
} from './organization-settings-fixtures';
import { SERVICE_ACCOUNTS } from './service-accounts-fixtures';
import { OrganizationSettingsPage, type OrganizationSettingsPageProps } from './organization-settings-page';

const ORGANIZATION = {
  id: ACME.id,
  name: ACME.name,
  users: [ADA_MEMBER, GRACE_MEMBER, LINUS_MEMBER],
  pendingInvitations: [PENDING_INVITATION, EXPIRED_INVITATION],
  ownerUserId: ADA_MEMBER.id,
};

const meta = {
  title: 'Organization Settings/Page',
  component: OrganizationSettingsPage,
  decorators: [(Story) => <main className="p-4 sm:p-6">{Story()}</main>],
  args: {
    status: 'ready',
    organization: ORGANIZATION,
    currentUserId: ADA_MEMBER.id,
    permissions: permissionsOf('OWNER'),
    now: NOW,
    onSaveName: fn(async () => undefined),
    onInvite: fn(),
    onRemove: fn(),
    onChangeRole: fn(),
    onTransfer: fn(),
    onOpenInvitation: fn(),
    onResend: fn(),
    onLeave: fn(),
    onDownloadData: fn(),
    serviceAccounts: {
      status: 'ready',
      accounts: SERVICE_ACCOUNTS,
      onRetry: fn(),
      onCreate: fn(),
      onRevoke: fn(),
    },
  },
} satisfies Meta<typeof OrganizationSettingsPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const nameField = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Organization Name');

/** Loading: a skeleton while the organization is on its way. */
export const Loading: Story = {
  args: { status: 'loading', organization: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading organization settings' })).toBeVisible();
    await expect(canvas.queryByLabelText('Organization Name')).toBeNull();
  },
};

/** The organization could not be loaded: a retry. */
export const LoadFailed: Story = {
  args: { status: 'error', organization: null, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Name form, unchanged (Save/Cancel disabled). */
export const NameUnchanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(nameField(canvasElement)).toHaveValue(ACME.name);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Name form, changed: Save and Cancel enabled; Cancel restores the saved name. */
export const NameChanged: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(nameField(canvasElement), ' Labs');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(nameField(canvasElement)).toHaveValue(ACME.name);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(nameField(canvasElement), ' Labs{Enter}');
    await expect(args.onSaveName).toHaveBeenCalledWith({ organizationName: `${ACME.name} Labs` });
    // Saved: the draft is dropped and the form follows the saved name again.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled());
  },
};

/** Name form, empty: the spec's message, "First name is required" (sic). */
export const NameEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(nameField(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText(VALIDATION_MESSAGES.settingsOrganizationNameRequired)).toBeVisible();
    await expect(nameField(canvasElement)).toHaveAccessibleDescription('First name is required');
    await expect(args.onSaveName).not.toHaveBeenCalled();
    await userEvent.type(nameField(canvasElement), 'A');
    await expect(canvas.queryByText('First name is required')).toBeNull();
    await userEvent.clear(nameField(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  },
};

/** Name form, saving: Save waits with its spinner. */
export const NameSaving: Story = {
  args: { savingName: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(nameField(canvasElement), ' Labs');
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(within(save).getByTestId('spinner')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Name form, failed: the typed name stays and Save can be pressed again. */
export const NameSaveFailedKeepsTheDraft: Story = {
  args: { onSaveName: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(nameField(canvasElement), ' Labs');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSaveName).toHaveBeenCalledOnce();
    await expect(nameField(canvasElement)).toHaveValue(`${ACME.name} Labs`);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

function RefreshingPage(props: OrganizationSettingsPageProps) {
  const [name, setName] = useState(ACME.name);
  return (
    <>
      <button
        type="button"
        className="mb-4 rounded border px-3 py-1 text-sm"
        onClick={() => setName('Acme Robotics Inc.')}
      >
        Simulate background refresh
      </button>
      <OrganizationSettingsPage {...props} organization={{ ...ORGANIZATION, name }} />
    </>
  );
}

/** The 10 s refresh brings a new name while the user types: the draft is kept, not overwritten. */
export const BackgroundRefreshKeepsTheDraft: Story = {
  render: (args) => <RefreshingPage {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(nameField(canvasElement));
    await userEvent.type(nameField(canvasElement), 'Acme Lab');
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate background refresh' }));
    await expect(nameField(canvasElement)).toHaveValue('Acme Lab');
    // Cancel drops the draft and shows the refreshed name.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(nameField(canvasElement)).toHaveValue('Acme Robotics Inc.');
  },
};

/** Members, one (yourself, no remove). */
export const MembersOnlyYou: Story = {
  args: { organization: { ...ORGANIZATION, users: [ADA_MEMBER] } },
  play: async ({ canvasElement }) => {
    const members = within(within(canvasElement).getByRole('table', { name: 'Members' }));
    await expect(members.getByText('(You)')).toBeVisible();
    await expect(members.getByText('Owner')).toBeVisible();
    await expect(members.queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};

/** Members, several: every row but your own can be removed. */
export const MembersSeveral: Story = {
  play: async ({ canvasElement, args }) => {
    const members = within(within(canvasElement).getByRole('table', { name: 'Members' }));
    await expect(members.getAllByRole('row')).toHaveLength(4);
    await expect(members.queryByRole('button', { name: 'Remove Ada Lovelace' })).toBeNull();
    await expect(members.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    await userEvent.click(members.getByRole('button', { name: 'Remove Grace Hopper' }));
    await expect(args.onRemove).toHaveBeenCalledWith(GRACE_MEMBER);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Invite Member' }));
    await expect(args.onInvite).toHaveBeenCalledOnce();
  },
};

/** Pending Members, none. */
export const PendingNone: Story = {
  args: { organization: { ...ORGANIZATION, pendingInvitations: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No pending invitations')).toBeVisible();
  },
};

/** Pending Members, Pending and Expired (red); Details opens Invitation Details. */
export const PendingAndExpired: Story = {
  play: async ({ canvasElement, args }) => {
    const pending = within(within(canvasElement).getByRole('table', { name: 'Pending Members' }));
    const [, first, second] = pending.getAllByRole('row');
    await expect(first).toHaveTextContent('margaret@example.com');
    await expect(within(first!).getByText('Pending')).toBeVisible();
    await expect(within(first!).getByText('Nov 28, 2026')).toBeVisible();
    await expect(within(second!).getByText('Expired')).toHaveClass('text-danger-fg');
    await userEvent.click(pending.getByRole('button', { name: 'Details for alan@example.com' }));
    await expect(args.onOpenInvitation).toHaveBeenCalledWith(EXPIRED_INVITATION);
  },
};

/**
 * Pending Members, an invitation sent again 20 seconds ago: its Resend waits, saying for how long; the others can
 * be sent again.
 */
export const PendingResendCooldown: Story = {
  args: {
    organization: {
      ...ORGANIZATION,
      pendingInvitations: [PENDING_INVITATION, JUST_SENT_INVITATION, EXPIRED_INVITATION],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const waiting = canvas.getByRole('button', { name: 'Resend invitation to barbara@example.com' });
    await expect(waiting).toHaveAttribute('aria-disabled', 'true');
    await expect(waiting).toHaveAccessibleDescription(RESEND_MESSAGES.wait(40));
    await userEvent.click(waiting);
    await expect(args.onResend).not.toHaveBeenCalled();
    await expect(within(waiting.closest('tr')!).getByText('Billing')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend invitation to alan@example.com' }));
    await expect(args.onResend).toHaveBeenCalledWith(EXPIRED_INVITATION);
  },
};

/** Pending Members, sending one again: its Resend waits with a spinner. */
export const PendingResending: Story = {
  args: { resendingInvitationId: PENDING_INVITATION.id },
  play: async ({ canvasElement }) => {
    const resend = within(canvasElement).getByRole('button', {
      name: 'Resend invitation to margaret@example.com',
    });
    await expect(resend).toBeDisabled();
    await expect(within(resend).getByTestId('spinner')).toBeVisible();
  },
};

/**
 * The Billing member's view (Katherine): everything shows; the name is read-only with the reason, "Invite Member",
 * Resend and Leave stay where they are, the first two disabled with the reason, and no member can be removed or
 * given another role.
 */
export const BillingView: Story = {
  args: {
    organization: { ...ORGANIZATION, users: MEMBERS_OF_EVERY_ROLE },
    currentUserId: KATHERINE_MEMBER.id,
    permissions: permissionsOf('BILLING'),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const settingsReason = permissionDeniedMessage('BILLING', 'settings:manage');
    const membersReason = permissionDeniedMessage('BILLING', 'members:manage');
    await expect(nameField(canvasElement)).toHaveAttribute('readonly');
    await expect(canvas.getByRole('form', { name: 'Organization' })).toHaveAccessibleDescription(
      settingsReason,
    );
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(save).toHaveAccessibleDescription(settingsReason);
    const invite = canvas.getByRole('button', { name: 'Invite Member' });
    await expect(invite).toHaveAccessibleDescription(membersReason);
    await userEvent.click(invite);
    await expect(args.onInvite).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: /^(Remove|Change role|Transfer)/ })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Resend invitation to margaret@example.com' }),
    ).toHaveAccessibleDescription(membersReason);
    await userEvent.click(canvas.getByRole('button', { name: 'Details for alan@example.com' }));
    await expect(args.onOpenInvitation).toHaveBeenCalledWith(EXPIRED_INVITATION);
    await userEvent.click(canvas.getByRole('button', { name: 'Leave organization' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

/** Leave organization, the Owner: disabled, and says to transfer ownership first. */
export const LeaveRefusedToTheOwner: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const leave = canvas.getByRole('button', { name: 'Leave organization' });
    await expect(leave).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(leave);
    await expect(args.onLeave).not.toHaveBeenCalled();
    await userEvent.hover(leave);
    await waitFor(() =>
      expect(within(document.body).getByRole('tooltip')).toHaveTextContent(LEAVE_MESSAGES.owner),
    );
  },
};

/** Leave organization, an Admin: the button asks to leave (the dialog confirms). */
export const LeaveAsAdmin: Story = {
  args: { currentUserId: GRACE_MEMBER.id, permissions: permissionsOf('ADMIN') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Leave organization' })).toHaveTextContent(
      `You will no longer see ${ACME.name}.`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Leave organization' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

/** Narrow (375 px): e-mails move under the names, the expiry column hides. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = (table: string, text: string) =>
      [...canvas.getByRole('table', { name: table }).querySelectorAll('th')].find(
        (th) => th.textContent === text,
      );
    await expect(header('Members', 'Email')).not.toBeVisible();
    await expect(header('Pending Members', 'Expires')).not.toBeVisible();
    await expect(canvas.getAllByText('grace@example.com')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Grace Hopper' })).toBeVisible();
  },
};

const ALICE = {
  id: 'user-alice',
  email: 'alice.anders@example.com',
  firstName: 'Alice',
  lastName: 'Anders',
  role: 'OWNER',
} as const;
const LONG_ADDRESS = 'katherine.coleman.goble.johnson@example.com';

/** The element a Members or Pending Members cell writes its text into. */
const cellText = (table: HTMLElement, text: string) =>
  [...table.querySelectorAll<HTMLElement>('td > span, th > span')].find((span) =>
    span.textContent?.startsWith(text),
  )!;
/** Nothing of the text is cut: its box holds all of it. */
const isWhole = (element: HTMLElement) => element.scrollWidth <= element.clientWidth;
const lineCount = (element: HTMLElement) =>
  Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));

/**
 * At 1280 px (the page's width beside the sidebar) the cards have room for whole names and addresses: each shows
 * on one line, none is cut with an ellipsis.
 */
export const WholeNamesAndAddresses: Story = {
  args: {
    organization: {
      ...ORGANIZATION,
      users: [ALICE, GRACE_MEMBER, KATHERINE_MEMBER],
      pendingInvitations: [
        { ...PENDING_INVITATION, email: 'katherine.johnson@example.com' },
        EXPIRED_INVITATION,
      ],
      ownerUserId: ALICE.id,
    },
    currentUserId: ALICE.id,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const members = canvas.getByRole('table', { name: 'Members' });
    const pending = canvas.getByRole('table', { name: 'Pending Members' });
    for (const element of [
      cellText(members, 'Alice Anders (You)'),
      cellText(members, ALICE.email),
      cellText(members, KATHERINE_MEMBER.email),
      cellText(pending, 'katherine.johnson@example.com'),
    ]) {
      await expect(isWhole(element)).toBe(true);
      await expect(lineCount(element)).toBe(1);
    }
  },
};

/** At 375 px a long address wraps inside its card: all of it shows, nothing is wider than the screen. */
export const LongAddressesWrapNarrow: Story = {
  args: {
    organization: {
      ...ORGANIZATION,
      users: [ALICE, { ...KATHERINE_MEMBER, email: LONG_ADDRESS }],
      pendingInvitations: [{ ...PENDING_INVITATION, email: LONG_ADDRESS }],
      ownerUserId: ALICE.id,
    },
    currentUserId: ALICE.id,
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const table of ['Members', 'Pending Members']) {
      const element = cellText(canvas.getByRole('table', { name: table }), LONG_ADDRESS);
      await expect(isWhole(element)).toBe(true);
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(375);
      await expect(lineCount(element)).toBeGreaterThan(1);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
