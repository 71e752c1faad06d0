import {
  permissionDeniedMessage,
  ROLE_LABELS,
  SERVICE_ACCOUNT_MESSAGES,
  sortServiceAccounts,
} from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { permissionsOf } from './organization-settings-fixtures';
import {
  KIOSK_PROVISIONER,
  OLD_INVOICE_EXPORT,
  SERVICE_ACCOUNTS,
  SERVICE_ACCOUNTS_AT_LIMIT,
  SUPPORT_DASHBOARD,
} from './service-accounts-fixtures';
import { ServiceAccountsSection } from './service-accounts-section';

const meta = {
  title: 'Organization Settings/Service accounts',
  component: ServiceAccountsSection,
  decorators: [(Story) => <main className="mx-auto max-w-4xl p-4 sm:p-6">{Story()}</main>],
  args: {
    status: 'ready',
    accounts: SERVICE_ACCOUNTS,
    permissions: permissionsOf('OWNER'),
    onRetry: fn(),
    onCreate: fn(),
    onRevoke: fn(),
  },
} satisfies Meta<typeof ServiceAccountsSection>;
export default meta;

type Story = StoryObj<typeof meta>;
/** The names in the order the rows show them. */
const names = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('rowheader', { name }).closest('tr')!;

/** Active ones first (newest first), then the revoked one with its date; Revoke only on the active ones. */
export const ActiveAndRevoked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Service accounts' })).toBeVisible();
    await expect(names(canvasElement)).toEqual(sortServiceAccounts(SERVICE_ACCOUNTS).map((a) => a.name));
    const support = within(rowOf(canvasElement, SUPPORT_DASHBOARD.name));
    await expect(support.getByText(ROLE_LABELS.ADMIN)).toBeVisible();
    await expect(support.getByText(SUPPORT_DASHBOARD.clientId)).toBeVisible();
    await expect(support.getByText('by Ada Lovelace')).toBeVisible();
    await expect(support.getByText('Active')).toBeVisible();
    await expect(within(rowOf(canvasElement, KIOSK_PROVISIONER.name)).getByText('Never')).toBeVisible();
    const old = within(rowOf(canvasElement, OLD_INVOICE_EXPORT.name));
    await expect(old.getByText('Revoked')).toBeVisible();
    await expect(old.getByText('Nov 2, 2026')).toBeVisible();
    await expect(old.queryByRole('button', { name: /^Revoke/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Revoke ${SUPPORT_DASHBOARD.name}` }));
    await expect(args.onRevoke).toHaveBeenCalledWith(SUPPORT_DASHBOARD);
    await userEvent.click(canvas.getByRole('button', { name: 'Create service account' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** While the list loads: its shape. */
export const Loading: Story = {
  args: { status: 'loading', accounts: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading service accounts' }),
    ).toBeVisible();
  },
};

/** The list could not be loaded: the section says so and offers to try again. */
export const LoadError: Story = {
  args: { status: 'error', accounts: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The service accounts could not be loaded.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create service account' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** None yet: a short text and the create button. */
export const Empty: Story = {
  args: { accounts: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This organization has no service accounts yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create service account' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** At the limit of active accounts: Create stays, refused, and says why; Revoke still works. */
export const AtLimit: Story = {
  args: { accounts: SERVICE_ACCOUNTS_AT_LIMIT },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const create = canvas.getByRole('button', { name: 'Create service account' });
    await expect(create).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(create);
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.hover(create);
    await waitFor(() =>
      expect(within(document.body).getByText(SERVICE_ACCOUNT_MESSAGES.limitReached)).toBeVisible(),
    );
  },
};

/** A License manager sees the list: Create refused with the reason, no Revoke. */
export const ReadOnlyRole: Story = {
  args: { permissions: permissionsOf('LICENSE_MANAGER') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(names(canvasElement)).toHaveLength(SERVICE_ACCOUNTS.length);
    await expect(canvas.queryByRole('button', { name: /^Revoke/ })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    const create = canvas.getByRole('button', { name: 'Create service account' });
    await expect(create).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(create);
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.hover(create);
    await waitFor(() =>
      expect(
        within(document.body).getByText(permissionDeniedMessage('LICENSE_MANAGER', 'members:manage')),
      ).toBeVisible(),
    );
  },
};

/** At 375 px: one card per account, nothing scrolls sideways, Revoke and Copy on screen. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const revoke = canvas.getByRole('button', { name: `Revoke ${SUPPORT_DASHBOARD.name}` });
    await expect(revoke.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    const copy = canvas.getByRole('button', { name: `Copy client ID of ${SUPPORT_DASHBOARD.name}` });
    await expect(copy.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
