import { MESSAGES, supportAtHostText } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../../testing/expect-toast';
import { ACME, wireOrganization } from '../../testing/fixtures';
import { answer, apiUrl, fail } from '../../testing/story-api';
import { sentRequests, StoryProviders } from '../../testing/story-providers';
import { OrganizationSettingsContainer } from './organization-settings-container';
import {
  ADA_MEMBER,
  EXPIRED_INVITATION,
  GRACE_MEMBER,
  PENDING_INVITATION,
  wireInvitation,
  wireMember,
} from './organization-settings-fixtures';

const HOST = 'console.pod-console.local';
const SUPPORT = supportAtHostText(HOST);

/**
 * The organization as the API answers it; a rename changes the next answer, as on the real server.
 * `renamedElsewhere` is the name someone else saves after the first answer (what a poll would bring).
 */
function organizationApi(renamedElsewhere?: string) {
  let name = ACME.name;
  let answers = 0;
  return [
    http.get(apiUrl('/organizations/{organizationId}'), () => {
      answers += 1;
      if (answers > 1 && renamedElsewhere) name = renamedElsewhere;
      return HttpResponse.json(
        wireOrganization({
          name,
          organization_users: [wireMember(ADA_MEMBER), wireMember(GRACE_MEMBER)],
          pending_invitations: [
            wireInvitation(PENDING_INVITATION, 5),
            wireInvitation(EXPIRED_INVITATION, -3),
          ],
        }),
      );
    }),
    http.patch(apiUrl('/organizations/{organizationId}'), async ({ request }) => {
      name = ((await request.json()) as { organizationName: string }).organizationName;
      return HttpResponse.json({ success: true });
    }),
  ];
}

const noContent = (method: 'delete' | 'patch', path: Parameters<typeof apiUrl>[0]) =>
  http[method](apiUrl(path), () => new HttpResponse(null, { status: 204 }));

interface ContainerStoryArgs {
  handlers: RequestHandler[];
  onSent?: Parameters<typeof StoryProviders>[0]['onSent'];
}

function ContainerStory({ handlers, onSent }: ContainerStoryArgs) {
  return (
    <StoryProviders handlers={handlers} onSent={onSent}>
      <main className="p-6">
        <OrganizationSettingsContainer organizationId={ACME.id} currentUserId={ADA_MEMBER.id} host={HOST} />
      </main>
    </StoryProviders>
  );
}

const meta = {
  title: 'Organization Settings/Page over the API',
  component: ContainerStory,
  parameters: { toaster: false, route: '/settings/organization' },
  args: { handlers: organizationApi() },
} satisfies Meta<typeof ContainerStory>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

const renamed = sentRequests();
/** Name form, saved ("Organization updated successfully"); the form shows the new name, unchanged. */
export const NameSaved: Story = {
  args: { handlers: organizationApi(), onSent: renamed.onSent },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText('Organization Name');
    await userEvent.clear(field);
    await userEvent.type(field, '  Acme Labs ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast(MESSAGES.organizationUpdated);
    await expect(renamed.holder.sent).toContainEqual(
      expect.objectContaining({ method: 'PATCH', body: { organizationName: 'Acme Labs' } }),
    );
    await waitFor(() => expect(field).toHaveValue('Acme Labs'));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Name form, failed ("Failed to update Organization." + support text); the typed name stays. */
export const NameSaveFailed: Story = {
  args: { handlers: [fail('patch', '/organizations/{organizationId}'), ...organizationApi()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText('Organization Name');
    await userEvent.type(field, ' Labs');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast(MESSAGES.organizationUpdateFailed, SUPPORT);
    await expect(field).toHaveValue(`${ACME.name} Labs`);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled());
  },
};

const removed = sentRequests();
/** Members: removing Grace sends DELETE …/user/user-grace; the dialog closes. */
export const RemoveMember: Story = {
  args: {
    handlers: [noContent('delete', '/organizations/{organizationId}/user/{userId}'), ...organizationApi()],
    onSent: removed.onSent,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Grace Hopper' }));
    await userEvent.click(await body().findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(body().queryByRole('heading', { name: 'Remove Member' })).toBeNull());
    await expect(removed.holder.sent).toContainEqual(
      expect.objectContaining({
        method: 'DELETE',
        url: expect.stringMatching(/\/organizations\/org-acme\/user\/user-grace$/),
      }),
    );
  },
};

/** Members, failed: the spec's generic failure toast; the dialog stays open for a retry. */
export const RemoveMemberFailed: Story = {
  args: {
    handlers: [fail('delete', '/organizations/{organizationId}/user/{userId}'), ...organizationApi()],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Grace Hopper' }));
    await userEvent.click(await body().findByRole('button', { name: 'Remove' }));
    await expectToast(MESSAGES.revokeFailed, SUPPORT);
    await expect(body().getByRole('heading', { name: 'Remove Member' })).toBeVisible();
    await waitFor(() => expect(body().getByRole('button', { name: 'Remove' })).toBeEnabled());
  },
};

const invited = sentRequests();
/** Invite to Organization: the trimmed e-mail is sent, the dialog closes, a success toast. */
export const InviteSends: Story = {
  args: {
    handlers: [
      answer('post', '/organizations/{organizationId}/invitation', { invitationId: 'invitation-new' }),
      ...organizationApi(),
    ],
    onSent: invited.onSent,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite Member' }));
    await userEvent.type(await body().findByLabelText('Email'), ' margaret@example.com {Enter}');
    await expectToast(MESSAGES.success, 'Invitation sent to margaret@example.com');
    await expect(body().queryByRole('heading', { name: 'Invite to Organization' })).toBeNull();
    await expect(invited.holder.sent).toContainEqual(
      expect.objectContaining({ method: 'POST', body: { email: 'margaret@example.com' } }),
    );
  },
};

/** Invite to Organization, failed: a toast; the dialog stays with the typed e-mail, ready to retry. */
export const InviteFailed: Story = {
  args: { handlers: [fail('post', '/organizations/{organizationId}/invitation', 500), ...organizationApi()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite Member' }));
    await userEvent.type(await body().findByLabelText('Email'), 'margaret@example.com');
    await userEvent.click(body().getByRole('button', { name: 'Send Invitation' }));
    await expectToast(MESSAGES.revokeFailed, SUPPORT);
    await expect(body().getByLabelText('Email')).toHaveValue('margaret@example.com');
    await waitFor(() => expect(body().getByRole('button', { name: 'Send Invitation' })).toBeEnabled());
  },
};

const cancelled = sentRequests();
/** Pending Members: Invitation Details → Cancel Invitation sends the cancel call; the dialog closes. */
export const CancelInvitation: Story = {
  args: {
    handlers: [
      noContent('patch', '/organizations/{organizationId}/invitation/{invitationId}/cancel'),
      ...organizationApi(),
    ],
    onSent: cancelled.onSent,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Details for margaret@example.com' }));
    await userEvent.click(await body().findByRole('button', { name: 'Cancel Invitation' }));
    await waitFor(() => expect(body().queryByRole('heading', { name: 'Invitation Details' })).toBeNull());
    await expect(cancelled.holder.sent).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        url: expect.stringMatching(/\/invitation\/invitation-pending\/cancel$/),
      }),
    );
  },
};

/** Pending Members, cancelling failed: a toast; the dialog stays for a retry. */
export const CancelInvitationFailed: Story = {
  args: {
    handlers: [
      fail('patch', '/organizations/{organizationId}/invitation/{invitationId}/cancel'),
      ...organizationApi(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Details for alan@example.com' }));
    await userEvent.click(await body().findByRole('button', { name: 'Cancel Invitation' }));
    await expectToast(MESSAGES.revokeFailed, SUPPORT);
    await expect(body().getByRole('heading', { name: 'Invitation Details' })).toBeVisible();
  },
};

/**
 * A refresh while the name is half-typed (here the refetch an invitation causes, as the 10 s poll would):
 * the organization was renamed elsewhere, yet the field keeps what the user typed; Cancel shows the new name.
 */
export const RefreshKeepsTheHalfTypedName: Story = {
  args: {
    handlers: [
      answer('post', '/organizations/{organizationId}/invitation', { invitationId: 'invitation-new' }),
      ...organizationApi('Acme Robotics Inc.'),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText('Organization Name');
    await userEvent.clear(field);
    await userEvent.type(field, 'Acme Lab');
    await userEvent.click(canvas.getByRole('button', { name: 'Invite Member' }));
    await userEvent.type(await body().findByLabelText('Email'), 'margaret@example.com{Enter}');
    await expectToast(MESSAGES.success);
    await expect(field).toHaveValue('Acme Lab');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(field).toHaveValue('Acme Robotics Inc.');
  },
};
