import { ACCOUNT_DELETION_MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACME, ADA, GLOBEX } from '../../testing/fixtures';
import { ALLOWED, BLOCKED } from './account-deletion-fixtures';
import { DeleteAccountDialog } from './delete-account-dialog';

const meta = {
  title: 'Personal Settings/Delete account',
  component: DeleteAccountDialog,
  args: {
    open: true,
    onClose: fn(),
    email: ADA.email,
    status: 'ready',
    onRetry: fn(),
    deletion: ALLOWED,
    selectedOrganizationId: ACME.id,
    onConfirm: fn(),
  },
} satisfies Meta<typeof DeleteAccountDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const CONFIRM_LABEL = 'Type your e-mail address to confirm';
const deleteButton = () => body().getByRole('button', { name: 'Delete account' });

/** The preview loading: it says so; only Cancel, nothing to type or confirm yet. */
export const PreviewLoading: Story = {
  args: { status: 'loading', deletion: null },
  play: async ({ args }) => {
    await expect(
      await body().findByRole('status', { name: 'Loading what deleting your account would do' }),
    ).toBeVisible();
    await expect(body().queryByLabelText(CONFIRM_LABEL)).toBeNull();
    await expect(body().queryByRole('button', { name: 'Delete account' })).toBeNull();
    await userEvent.click(body().getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The preview failed to load: it says so and offers "Try again"; nothing can be confirmed. */
export const PreviewFailed: Story = {
  args: { status: 'error', deletion: null },
  play: async ({ args }) => {
    await expect(
      await body().findByText('What deleting your account would do could not be loaded.'),
    ).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(body().queryByRole('button', { name: 'Delete account' })).toBeNull();
    await expect(body().getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/**
 * Refused, for both reasons: each organization's message, what to do first; the selected organization's links to the
 * page where it is done. No field, no Delete.
 */
export const BlockedByBothReasons: Story = {
  args: { deletion: BLOCKED },
  play: async ({ args }) => {
    const list = await body().findByRole('list', { name: 'What is in the way' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(ACCOUNT_DELETION_MESSAGES.otherMembers(ACME.name));
    await expect(items[1]).toHaveTextContent(
      ACCOUNT_DELETION_MESSAGES.planRenews(GLOBEX.name, 'Dec 24, 2026'),
    );
    await expect(within(items[0]!).getByRole('link', { name: 'Open Organization Settings' })).toHaveAttribute(
      'href',
      '/settings/organization',
    );
    // Globex is not the organization shown: the console's pages would open Acme's.
    await expect(within(items[1]!).queryByRole('link')).toBeNull();
    await expect(body().queryByLabelText(CONFIRM_LABEL)).toBeNull();
    await expect(body().queryByRole('button', { name: 'Delete account' })).toBeNull();
    await userEvent.click(body().getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Refused while Globex is the organization shown: its plan's block links to Plan & Billing. */
export const BlockedLinksToPlanAndBilling: Story = {
  args: { deletion: BLOCKED, selectedOrganizationId: GLOBEX.id },
  play: async () => {
    const list = await body().findByRole('list', { name: 'What is in the way' });
    const [acme, globex] = within(list).getAllByRole('listitem');
    await expect(within(acme!).queryByRole('link')).toBeNull();
    await expect(within(globex!).getByRole('link', { name: 'Open Plan & Billing' })).toHaveAttribute(
      'href',
      '/billing',
    );
  },
};

/**
 * Allowed: what happens (the workshop deleted with the account, two memberships ending with their roles). A wrong
 * address keeps Delete disabled and, once the field is left, says what to type; the right one, in any case and with
 * spaces, enables it, and Delete sends it trimmed.
 */
export const Allowed: Story = {
  play: async ({ args }) => {
    const deleted = await body().findByRole('list', { name: 'Deleted with your account' });
    await expect(within(deleted).getByRole('listitem')).toHaveTextContent("Ada's Workshop");
    const ended = body().getByRole('list', { name: 'Memberships that end' });
    await expect(
      within(ended)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Globex Corporation (Admin)', 'Initech (License manager)']);
    await expect(body().getByText(/This cannot be undone\./)).toBeVisible();

    const field = body().getByLabelText(CONFIRM_LABEL);
    await userEvent.type(field, 'ada@example.org');
    await expect(deleteButton()).toBeDisabled();
    await userEvent.tab();
    await expect(field).toHaveAccessibleDescription(ACCOUNT_DELETION_MESSAGES.confirmationMismatch);
    await userEvent.click(deleteButton());
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, ' ADA@example.com ');
    await expect(deleteButton()).toBeEnabled();
    await expect(field).not.toHaveAccessibleDescription(ACCOUNT_DELETION_MESSAGES.confirmationMismatch);
    await userEvent.click(deleteButton());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith('ADA@example.com');
  },
};

/** Allowed, Enter in the field confirms as the button does, and only with the right address. */
export const AllowedConfirmWithEnter: Story = {
  play: async ({ args }) => {
    const field = await body().findByLabelText(CONFIRM_LABEL);
    await userEvent.type(field, 'ada@example{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(field, '.com{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith(ADA.email);
  },
};

/** Allowed, and a member of no organization: it says so. */
export const AllowedWithoutOrganizations: Story = {
  args: { deletion: { ...ALLOWED, membershipsEnded: [], organizationsDeleted: [] } },
  play: async () => {
    await expect(await body().findByText('You are not a member of any organization.')).toBeVisible();
    await expect(body().queryByRole('list')).toBeNull();
  },
};

/** Deleting: Delete waits with its spinner; Cancel, Escape and the field wait too. */
export const Deleting: Story = {
  args: { deleting: true, defaultTyped: ADA.email },
  play: async ({ args }) => {
    const button = await body().findByRole('button', { name: 'Delete account' });
    await expect(button).toBeDisabled();
    await expect(within(button).getByTestId('spinner')).toBeVisible();
    await expect(body().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(body().getByLabelText(CONFIRM_LABEL)).toHaveAttribute('readonly');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Refused by the API after all (409): its words, beside the address still typed, ready to try again. */
export const RefusedByTheApi: Story = {
  args: {
    defaultTyped: ADA.email,
    refusal: ACCOUNT_DELETION_MESSAGES.otherMembers(ACME.name),
  },
  play: async () => {
    await expect(await body().findByRole('alert')).toHaveTextContent(
      ACCOUNT_DELETION_MESSAGES.otherMembers(ACME.name),
    );
    await expect(body().getByLabelText(CONFIRM_LABEL)).toHaveValue(ADA.email);
    await expect(deleteButton()).toBeEnabled();
  },
};

/** At 375 px: the dialog fits the screen, and Delete is reachable under what happens. */
export const AllowedNarrow: Story = {
  args: { defaultTyped: ADA.email },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const heading = await body().findByRole('heading', { name: 'Delete account' });
    const panel = heading.closest('[id^="headlessui-dialog-panel"]') ?? heading.parentElement!.parentElement!;
    await expect(panel.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(deleteButton()).toBeVisible();
    await expect(deleteButton().getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
