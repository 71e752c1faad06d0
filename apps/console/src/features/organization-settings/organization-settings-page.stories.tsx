import { VALIDATION_MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ACME } from '../../testing/fixtures';
import {
  ADA_MEMBER,
  EXPIRED_INVITATION,
  GRACE_MEMBER,
  LINUS_MEMBER,
  NOW,
  PENDING_INVITATION,
} from './organization-settings-fixtures';
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
    now: NOW,
    onSaveName: fn(async () => undefined),
    onInvite: fn(),
    onRemove: fn(),
    onOpenInvitation: fn(),
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
    await expect(within(second!).getByText('Expired')).toHaveClass('text-red-700');
    await userEvent.click(pending.getByRole('button', { name: 'Details for alan@example.com' }));
    await expect(args.onOpenInvitation).toHaveBeenCalledWith(EXPIRED_INVITATION);
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
