import { MESSAGES, supportTextWithPeriod, VERIFY_EMAIL_BEFORE_INVITATIONS } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { config } from '../../lib/config';
import { expectToast } from '../../testing/expect-toast';
import { ADA, INVITATIONS } from '../../testing/fixtures';
import { fail } from '../../testing/story-api';
import { StoryProviders } from '../../testing/story-providers';
import { OrganizationInvitations } from './organization-invitations';
import { OrganizationSetupScreen } from './organization-setup-screen';

const meta = {
  title: 'Organization setup/Invitations screen',
  component: OrganizationInvitations,
  args: {
    invitations: INVITATIONS,
    choices: {},
    onChoice: fn(),
    canSubmit: false,
    onSubmit: fn(),
    onSkip: fn(),
  },
} satisfies Meta<typeof OrganizationInvitations>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Invitations screen, nothing chosen (Submit disabled); the skip link. */
export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Organization Invitations' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Create an organization instead' }));
    await expect(args.onSkip).toHaveBeenCalledOnce();
  },
};

/** Invitations screen: each invitation says the role it gives, who invited and until when it can be accepted. */
export const RolesAndInviters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Admin role, invited by Hank Scorpio. Expires Nov 30, 2026.'),
    ).toBeVisible();
    await expect(canvas.getByText('Billing role. Expires Nov 30, 2026.')).toBeVisible();
  },
};

/** Invitations screen, some chosen; after Accept / Reject (Undo shown). */
export const SomeChosen: Story = {
  args: { choices: { 'inv-globex': 'ACCEPTED', 'inv-initech': 'REJECTED' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Accepted')).toBeVisible();
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accept Umbrella Labs' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo accepting Globex Corporation' }));
    await expect(args.onChoice).toHaveBeenCalledWith({ type: 'undo', invitationId: 'inv-globex' });
  },
};

/** Invitations screen, all chosen: Submit enabled. */
export const AllChosen: Story = {
  args: {
    choices: { 'inv-globex': 'ACCEPTED', 'inv-initech': 'REJECTED', 'inv-umbrella': 'REJECTED' },
    canSubmit: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Invitations screen, submitting. */
export const Submitting: Story = {
  args: { ...AllChosen.args, submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The container: choices drive Submit (the domain's rule: every invitation chosen). */
export const ChoosingEnablesSubmit: Story = {
  parameters: { toaster: false, route: '/organization' },
  render: () => (
    <StoryProviders handlers={[]}>
      <OrganizationSetupScreen
        user={{ ...ADA, organizations: [], organizationInvitations: INVITATIONS.slice(0, 2) }}
      />
    </StoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: 'Submit' });
    await userEvent.click(canvas.getByRole('button', { name: 'Accept Globex Corporation' }));
    await expect(submit).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reject Initech' }));
    await expect(submit).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo rejecting Initech' }));
    await expect(submit).toBeDisabled();
  },
};

/** Invitations screen, response failed (destructive toast). */
export const ResponseFailed: Story = {
  parameters: { toaster: false, route: '/organization' },
  render: () => (
    <StoryProviders handlers={[fail('post', '/users/organization-invitations/respond', 500)]}>
      <OrganizationSetupScreen
        user={{ ...ADA, organizations: [], organizationInvitations: INVITATIONS.slice(0, 1) }}
      />
    </StoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject Globex Corporation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectToast(MESSAGES.respondToInvitationsFailed, supportTextWithPeriod(config.supportEmail));
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/**
 * spec §6: the API refuses the answer of an unverified e-mail (403). The screen says so in place, with no
 * generic failure toast, and keeps the choices and Submit for when the address is verified.
 */
export const EmailNotVerified: Story = {
  parameters: { toaster: false, route: '/organization' },
  render: () => (
    <StoryProviders handlers={[fail('post', '/users/organization-invitations/respond', 403)]}>
      <OrganizationSetupScreen
        user={{ ...ADA, organizations: [], organizationInvitations: INVITATIONS.slice(0, 2) }}
      />
    </StoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept Globex Corporation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reject Initech' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(VERIFY_EMAIL_BEFORE_INVITATIONS);
    await expect(canvas.getByText('Accepted')).toBeVisible();
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await expect(within(document.body).queryByText(MESSAGES.respondToInvitationsFailed)).toBeNull();
  },
};
