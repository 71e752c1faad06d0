import { VALIDATION_MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'wouter';
import { ADA, ACME, INVITATIONS, wireUser } from '../../testing/fixtures';
import { answer, apiUrl, hang } from '../../testing/story-api';
import { sentRequests, StoryProviders } from '../../testing/story-providers';
import { OrganizationForm } from './organization-form';
import { OrganizationSetupScreen } from './organization-setup-screen';

const meta = {
  title: 'Organization setup/Creation form (Organization Information)',
  component: OrganizationForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof OrganizationForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Creation form, empty. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Organization Information' })).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('placeholder', 'Organization name');
  },
};

/** Creation form, name missing ("Organization name is required"); typing clears it. */
export const NameMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText(VALIDATION_MESSAGES.organizationNameRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Name'), 'x');
    await expect(canvas.queryByText(VALIDATION_MESSAGES.organizationNameRequired)).toBeNull();
    await userEvent.clear(canvas.getByLabelText('Name'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  },
};

/** Creation form, submitting (spinner size 30). */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(canvas.getByTestId('spinner')).toHaveStyle({ width: '30px', height: '30px' });
  },
};

/** Reached from the invitations screen: a way back. */
export const AfterSkippingInvitations: Story = {
  parameters: { route: '/organization' },
  render: () => (
    <StoryProviders handlers={[]}>
      <OrganizationSetupScreen
        user={{ ...ADA, organizations: [], organizationInvitations: INVITATIONS.slice(0, 1) }}
      />
    </StoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create an organization instead' }));
    await expect(canvas.getByRole('heading', { name: 'Organization Information' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to invitations' }));
    await expect(canvas.getByRole('heading', { name: 'Organization Invitations' })).toBeVisible();
  },
};

function Location() {
  const [location] = useLocation();
  return <p data-testid="location">{location}</p>;
}

const created = sentRequests();
/** spec §2: creating sends the name, then goes to /billing. */
export const CreatesAndGoesToBilling: Story = {
  parameters: { toaster: false, route: '/organization' },
  render: () => (
    <StoryProviders
      handlers={[
        answer('post', '/organizations', { success: true, organizationId: ACME.id }),
        answer('get', '/users/current-user', wireUser()),
      ]}
      onSent={created.onSent}
    >
      <OrganizationSetupScreen user={{ ...ADA, organizations: [], organizationInvitations: [] }} />
      <Location />
    </StoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Name'), '  Acme Robotics ');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/billing'));
    await expect(created.holder.sent).toContainEqual(
      expect.objectContaining({ method: 'POST', body: { organizationName: 'Acme Robotics' } }),
    );
  },
};

/** The container while the API has not answered: Continue shows the spinner. */
export const CreatingWaitsForTheApi: Story = {
  parameters: { toaster: false, route: '/organization' },
  render: () => (
    <StoryProviders handlers={[hang('post', '/organizations')]}>
      <OrganizationSetupScreen user={{ ...ADA, organizations: [], organizationInvitations: [] }} />
    </StoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Name'), 'Acme');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled());
    await expect(canvas.getByTestId('spinner')).toBeVisible();
  },
};

const deleted = sentRequests();
/**
 * Without an organization there is no Personal Settings: the link under the form deletes the account
 * (decision 0038). The dialog says there is no membership to end, and confirming sends the typed address.
 */
export const DeletesTheAccountWithoutAnOrganization: Story = {
  parameters: { toaster: false, route: '/organization' },
  render: () => (
    <StoryProviders
      handlers={[
        answer('get', '/users/current-user/deletion', {
          allowed: true,
          blocks: [],
          memberships_ended: [],
          organizations_deleted: [],
        }),
        http.post(apiUrl('/users/current-user/delete'), () => new HttpResponse(null, { status: 204 })),
      ]}
      onSent={deleted.onSent}
    >
      <OrganizationSetupScreen user={{ ...ADA, organizations: [], organizationInvitations: [] }} />
      <Location />
    </StoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete your account' }));
    await expect(await page.findByText('You are not a member of any organization.')).toBeVisible();
    await userEvent.type(page.getByLabelText('Type your e-mail address to confirm'), ADA.email);
    await userEvent.click(page.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/account-deleted'));
    await expect(deleted.holder.sent).toContainEqual(
      expect.objectContaining({ method: 'POST', body: { email: ADA.email } }),
    );
  },
};
