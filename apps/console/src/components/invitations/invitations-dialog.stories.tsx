import {
  MESSAGES,
  respondedToInvitations,
  supportTextWithPeriod,
  VERIFY_EMAIL_BEFORE_INVITATIONS,
} from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { config } from '../../lib/config';
import { expectToast } from '../../testing/expect-toast';
import { INVITATIONS, wireUser } from '../../testing/fixtures';
import { answer, fail } from '../../testing/story-api';
import { sentRequests, StoryProviders } from '../../testing/story-providers';
import { InvitationsDialog } from './invitations-dialog';
import { InvitationsDialogContainer } from './invitations-dialog-container';

const meta = {
  title: 'Shell/Invitations dialog',
  component: InvitationsDialog,
  args: {
    open: true,
    onClose: fn(),
    invitations: INVITATIONS,
    choices: {},
    onChoice: fn(),
    canSubmit: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof InvitationsDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Invitations dialog, none ("No Invitations"). */
export const NoInvitations: Story = {
  args: { invitations: [] },
  play: async ({ args }) => {
    await expect(await body().findByText(MESSAGES.noInvitations)).toBeVisible();
    await expect(body().queryByRole('button', { name: 'Submit' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Invitations dialog, several: Accept and Reject per organization, Submit disabled. */
export const Several: Story = {
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Organization Invitations' })).toBeVisible();
    await expect(body().getAllByRole('button', { name: /^Accept / })).toHaveLength(3);
    await expect(body().getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.click(body().getByRole('button', { name: 'Accept Globex Corporation' }));
    await expect(args.onChoice).toHaveBeenCalledWith({ type: 'accept', invitationId: 'inv-globex' });
  },
};

/**
 * Invitations dialog, each invitation with what accepting gives: the role, who invited (left out when that person is
 * gone) and the expiry date.
 */
export const RolesAndInviters: Story = {
  play: async () => {
    const rows = await body().findAllByRole('listitem');
    await expect(rows.map((row) => row.querySelector('span > span + span')?.textContent)).toEqual([
      'Admin role, invited by Hank Scorpio. Expires Nov 30, 2026.',
      'License manager role, invited by Bill Lumbergh. Expires Nov 30, 2026.',
      'Billing role. Expires Nov 30, 2026.',
    ]);
  },
};

/** Invitations dialog at 375 px: the details wrap under each name, Accept and Reject stay on screen. */
export const RolesAndInvitersNarrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const reject = await body().findByRole('button', { name: 'Reject Umbrella Labs' });
    await expect(reject.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** organization setup row, same list: after choices, "Accepted"/"Rejected" with Undo; Submit enabled. */
export const AfterChoices: Story = {
  args: {
    choices: { 'inv-globex': 'ACCEPTED', 'inv-initech': 'REJECTED', 'inv-umbrella': 'ACCEPTED' },
    canSubmit: true,
  },
  play: async () => {
    await expect(await body().findAllByText('Accepted')).toHaveLength(2);
    await expect(body().getByText('Rejected')).toBeVisible();
    await expect(body().getByRole('button', { name: 'Undo rejecting Initech' })).toBeVisible();
    await expect(body().getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** Submitting: every button waits. */
export const Submitting: Story = {
  args: { ...AfterChoices.args, submitting: true },
  play: async () => {
    await expect(await body().findByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(body().getByRole('button', { name: 'Undo rejecting Initech' })).toBeDisabled();
  },
};

function DialogWithOpener() {
  const [open, setOpen] = useState(false);
  return (
    <main className="p-6">
      <button type="button" onClick={() => setOpen(true)} className="rounded border px-3 py-2">
        Open invitations
      </button>
      <InvitationsDialogContainer
        open={open}
        onClose={() => setOpen(false)}
        invitations={INVITATIONS.slice(0, 2)}
      />
    </main>
  );
}

const responded = sentRequests();
/** spec §8: success toast "Success!" / "Responded to 2 invitations", the dialog closes and focus returns. */
export const RespondedAndClosed: Story = {
  parameters: { toaster: false },
  render: () => (
    <StoryProviders
      handlers={[
        answer('post', '/users/organization-invitations/respond', {
          processedInvitationIds: ['inv-globex', 'inv-initech'],
        }),
        answer('get', '/users/current-user', wireUser()),
      ]}
      onSent={responded.onSent}
    >
      <DialogWithOpener />
    </StoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open invitations' });
    await userEvent.click(opener);
    await userEvent.click(await body().findByRole('button', { name: 'Accept Globex Corporation' }));
    await userEvent.click(body().getByRole('button', { name: 'Reject Initech' }));
    await userEvent.click(body().getByRole('button', { name: 'Submit' }));
    await expectToast(MESSAGES.success, respondedToInvitations(2));
    await waitFor(() =>
      expect(body().queryByRole('heading', { name: 'Organization Invitations' })).toBeNull(),
    );
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(responded.holder.sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        body: {
          invitationResponses: [
            { invitationId: 'inv-globex', response: 'ACCEPTED' },
            { invitationId: 'inv-initech', response: 'REJECTED' },
          ],
        },
      }),
    );
  },
};

/** spec §8: the response failed: destructive toast with the support text; the choices stay. */
export const ResponseFailed: Story = {
  parameters: { toaster: false },
  render: () => (
    <StoryProviders handlers={[fail('post', '/users/organization-invitations/respond')]}>
      <InvitationsDialogContainer open onClose={() => {}} invitations={INVITATIONS.slice(0, 1)} />
    </StoryProviders>
  ),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Accept Globex Corporation' }));
    await userEvent.click(body().getByRole('button', { name: 'Submit' }));
    await expectToast(MESSAGES.respondToInvitationsFailed, supportTextWithPeriod(config.supportEmail));
    await expect(body().getByText('Accepted')).toBeVisible();
  },
};

const refused = sentRequests();
/**
 * spec §6: the API refuses the answer of an unverified e-mail (403). The dialog stays open and says so in place
 * (no generic failure toast); the choices stay, so Submit can be tried again once the address is verified.
 */
export const EmailNotVerified: Story = {
  parameters: { toaster: false },
  render: () => (
    <StoryProviders
      handlers={[fail('post', '/users/organization-invitations/respond', 403)]}
      onSent={refused.onSent}
    >
      <InvitationsDialogContainer open onClose={() => {}} invitations={INVITATIONS.slice(0, 2)} />
    </StoryProviders>
  ),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Accept Globex Corporation' }));
    await userEvent.click(body().getByRole('button', { name: 'Reject Initech' }));
    await userEvent.click(body().getByRole('button', { name: 'Submit' }));
    const alert = await body().findByRole('alert');
    await expect(alert).toHaveTextContent(VERIFY_EMAIL_BEFORE_INVITATIONS);
    await expect(body().getByRole('heading', { name: 'Organization Invitations' })).toBeVisible();
    await expect(body().getByText('Accepted')).toBeVisible();
    await expect(body().getByText('Rejected')).toBeVisible();
    await waitFor(() => expect(body().getByRole('button', { name: 'Submit' })).toBeEnabled());
    await expect(body().queryByText(MESSAGES.respondToInvitationsFailed)).toBeNull();
    await expect(refused.holder.sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        body: {
          invitationResponses: [
            { invitationId: 'inv-globex', response: 'ACCEPTED' },
            { invitationId: 'inv-initech', response: 'REJECTED' },
          ],
        },
      }),
    );
  },
};
