import {
  IDLE_SEAT_MESSAGES,
  invitationsSent,
  leftOrganization,
  MESSAGES,
  permissionDeniedMessage,
  RESEND_MESSAGES,
  supportAtHostText,
} from '@pod-console/hooks/domain';
import type { AssignableRole, OrganizationMember } from '@pod-console/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'wouter';
import { expectToast } from '../../testing/expect-toast';
import { ACME, wireOrganization, wireUser } from '../../testing/fixtures';
import { answer, apiUrl, fail, rateLimitedAnswer } from '../../testing/story-api';
import { sentRequests, StoryProviders } from '../../testing/story-providers';
import { OrganizationSettingsContainer } from './organization-settings-container';
import {
  ADA_MEMBER,
  EXPIRED_INVITATION,
  GRACE_MEMBER,
  KATHERINE_MEMBER,
  PENDING_INVITATION,
  wireInvitation,
  wireMember,
} from './organization-settings-fixtures';
import { WIRE_SERVICE_ACCOUNTS } from './service-accounts-fixtures';
import { wireEnrolmentToken } from '@pod-console/sdk/testing';

const HOST = 'console.pod-console.local';
const SUPPORT = supportAtHostText(HOST);

interface ApiOptions {
  /** The name someone else saves after the first answer (what a poll would bring). */
  renamedElsewhere?: string;
  /** Who is signed in (Ada, the Owner, unless given). */
  viewer?: OrganizationMember;
  /** Margaret's invitation was last sent this many seconds ago (when it was issued, unless given). */
  lastSentSecondsAgo?: number;
}

/**
 * The signed-in user and the organization as the API answers them. Writes change the next answers, as on the real
 * server: a rename, a role change, a transfer, leaving, a resend.
 */
function organizationApi({ renamedElsewhere, viewer = ADA_MEMBER, lastSentSecondsAgo }: ApiOptions = {}) {
  let name = ACME.name;
  let answers = 0;
  let members = [ADA_MEMBER, GRACE_MEMBER, KATHERINE_MEMBER];
  let ownerUserId = ADA_MEMBER.id;
  let sentAgo = lastSentSecondsAgo;
  let left = false;
  return [
    http.get(apiUrl('/users/current-user'), () =>
      HttpResponse.json(wireUser({ id: viewer.id, organizations: left ? [] : [ACME] })),
    ),
    http.get(apiUrl('/organizations/{organizationId}'), () => {
      answers += 1;
      if (answers > 1 && renamedElsewhere) name = renamedElsewhere;
      return HttpResponse.json(
        wireOrganization({
          name,
          organization_users: members.map(wireMember),
          owner_user_id: ownerUserId,
          pending_invitations: [
            wireInvitation(PENDING_INVITATION, 5, sentAgo),
            wireInvitation(EXPIRED_INVITATION, -3),
          ],
        }),
      );
    }),
    http.get(apiUrl('/organizations/{organizationId}/service-accounts'), () =>
      HttpResponse.json({ service_accounts: WIRE_SERVICE_ACCOUNTS }),
    ),
    http.get(apiUrl('/organizations/{organizationId}/enrolment-tokens'), () =>
      HttpResponse.json({ enrolment_tokens: [wireEnrolmentToken()] }),
    ),
    http.patch(apiUrl('/organizations/{organizationId}'), async ({ request }) => {
      name = ((await request.json()) as { organizationName: string }).organizationName;
      return HttpResponse.json({ success: true });
    }),
    http.patch(apiUrl('/organizations/{organizationId}/user/{userId}/role'), async ({ params, request }) => {
      const { role } = (await request.json()) as { role: AssignableRole };
      members = members.map((member) => (member.id === params.userId ? { ...member, role } : member));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiUrl('/organizations/{organizationId}/transfer-ownership'), async ({ request }) => {
      const { userId } = (await request.json()) as { userId: string };
      members = members.map((member) =>
        member.id === userId
          ? { ...member, role: 'OWNER' }
          : member.id === ownerUserId
            ? { ...member, role: 'ADMIN' }
            : member,
      );
      ownerUserId = userId;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiUrl('/organizations/{organizationId}/leave'), () => {
      left = true;
      members = members.filter((member) => member.id !== viewer.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiUrl('/organizations/{organizationId}/invitation/{invitationId}/resend'), () => {
      sentAgo = 0;
      const now = new Date();
      return HttpResponse.json({
        expires_at: new Date(now.getTime() + 7 * 24 * 3600 * 1000).toISOString(),
        last_sent_at: now.toISOString(),
      });
    }),
  ];
}

const noContent = (method: 'delete' | 'patch', path: Parameters<typeof apiUrl>[0]) =>
  http[method](apiUrl(path), () => new HttpResponse(null, { status: 204 }));

/** Where the console is: leaving sends it to /. */
function Location() {
  const [path] = useLocation();
  return <p data-testid="location">{path}</p>;
}

interface ContainerStoryArgs {
  handlers: RequestHandler[];
  onSent?: Parameters<typeof StoryProviders>[0]['onSent'];
  /** Who is signed in (Ada, the Owner, unless given): the same member as the handlers' current user. */
  viewer?: OrganizationMember;
}

function ContainerStory({ handlers, onSent, viewer = ADA_MEMBER }: ContainerStoryArgs) {
  return (
    <StoryProviders handlers={handlers} onSent={onSent}>
      <main className="p-6">
        <OrganizationSettingsContainer organizationId={ACME.id} currentUserId={viewer.id} host={HOST} />
        <Location />
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
/** The open dialog (the page behind has a Save and a "Leave organization" heading too). */
const dialog = () => within(body().getByRole('dialog'));
/** The row of a member in the Members table. */
const memberRow = (name: string) =>
  within(body().getByRole('table', { name: 'Members' }))
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('tr')!;

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

const idleSeatsSaved = sentRequests();
/** Idle seats, turned on (docs/decisions/0044-idle-seat-recovery.md): PUT with the days, then "Idle-seat recovery saved". */
export const IdleSeatsTurnedOn: Story = {
  args: {
    handlers: [
      answer('put', '/organizations/{organizationId}/idle-seat-release', { idle_seat_release_days: 45 }),
      ...organizationApi(),
    ],
    onSent: idleSeatsSaved.onSent,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: IDLE_SEAT_MESSAGES.settingLabel }));
    const days = canvas.getByLabelText(IDLE_SEAT_MESSAGES.daysLabel);
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(canvas.getByRole('button', { name: 'Save idle seats' }));
    await expectToast(IDLE_SEAT_MESSAGES.saved);
    await expect(idleSeatsSaved.holder.sent).toContainEqual(
      expect.objectContaining({ method: 'PUT', body: { idleSeatReleaseDays: 45 } }),
    );
  },
};

/** Idle seats, refused: the failure's toast and the days kept for another try. */
export const IdleSeatsSaveFailed: Story = {
  args: {
    handlers: [fail('put', '/organizations/{organizationId}/idle-seat-release'), ...organizationApi()],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: IDLE_SEAT_MESSAGES.settingLabel }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save idle seats' }));
    await expectToast(IDLE_SEAT_MESSAGES.saveFailed, SUPPORT);
    await expect(canvas.getByRole('checkbox', { name: IDLE_SEAT_MESSAGES.settingLabel })).toBeChecked();
    await expect(canvas.getByLabelText(IDLE_SEAT_MESSAGES.daysLabel)).toHaveValue('30');
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

const roleChanged = sentRequests();
/** Change role: Grace becomes a License manager; PATCH …/user/user-grace/role; the table shows her new role. */
export const ChangeRole: Story = {
  args: { handlers: organizationApi(), onSent: roleChanged.onSent },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change role of Grace Hopper' }));
    await userEvent.click(await body().findByRole('radio', { name: 'License manager' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body().queryByRole('heading', { name: 'Change role' })).toBeNull());
    await expect(roleChanged.holder.sent).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        url: expect.stringMatching(/\/organizations\/org-acme\/user\/user-grace\/role$/),
        body: { role: 'LICENSE_MANAGER' },
      }),
    );
    await waitFor(() => expect(within(memberRow('Grace Hopper')).getByText('License manager')).toBeVisible());
  },
};

/** Change role, failed: "Failed to change role." with the support text; the dialog stays with the choice. */
export const ChangeRoleFailed: Story = {
  args: {
    handlers: [fail('patch', '/organizations/{organizationId}/user/{userId}/role'), ...organizationApi()],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change role of Grace Hopper' }));
    await userEvent.click(await body().findByRole('radio', { name: 'Billing' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await expectToast(MESSAGES.memberRoleChangeFailed, SUPPORT);
    await expect(body().getByRole('radio', { name: 'Billing' })).toBeChecked();
    await waitFor(() => expect(dialog().getByRole('button', { name: 'Save' })).toBeEnabled());
  },
};

const transferred = sentRequests();
/**
 * Transfer ownership to Grace: POST …/transfer-ownership with her id; "Ownership transferred"; the table then shows
 * her as the Owner and Ada as an Admin, who no longer sees any "Transfer ownership".
 */
export const TransferOwnership: Story = {
  args: { handlers: organizationApi(), onSent: transferred.onSent },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Transfer ownership to Grace Hopper' }));
    await expect(transferred.holder.sent.some((request) => request.method === 'POST')).toBe(false);
    await userEvent.click(await body().findByRole('button', { name: 'Transfer ownership' }));
    await expectToast(MESSAGES.ownershipTransferred);
    await expect(transferred.holder.sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: expect.stringMatching(/\/organizations\/org-acme\/transfer-ownership$/),
        body: { userId: GRACE_MEMBER.id },
      }),
    );
    await waitFor(() => expect(within(memberRow('Grace Hopper')).getByText('Owner')).toBeVisible());
    await expect(within(memberRow('Ada Lovelace')).getByText('Admin')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^Transfer ownership/ })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Change role of Katherine Johnson' })).toBeVisible();
  },
};

/** Transfer ownership, failed: "Failed to transfer ownership."; the dialog stays for a retry. */
export const TransferOwnershipFailed: Story = {
  args: {
    handlers: [
      fail('post', '/organizations/{organizationId}/transfer-ownership', 409, 'Grace left.'),
      ...organizationApi(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Transfer ownership to Grace Hopper' }));
    await userEvent.click(await body().findByRole('button', { name: 'Transfer ownership' }));
    await expectToast(MESSAGES.ownershipTransferFailed, 'Grace left.');
    await expect(body().getByRole('heading', { name: 'Transfer ownership' })).toBeVisible();
  },
};

const left = sentRequests();
/** Leave organization, as Grace (an Admin): POST …/leave after the confirmation; a toast; the console goes to /. */
export const LeaveOrganization: Story = {
  args: { handlers: organizationApi({ viewer: GRACE_MEMBER }), viewer: GRACE_MEMBER, onSent: left.onSent },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Leave organization' }));
    await userEvent.click(await body().findByRole('button', { name: 'Leave' }));
    await expectToast(leftOrganization(ACME.name));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/));
    await expect(left.holder.sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: expect.stringMatching(/\/organizations\/org-acme\/leave$/),
      }),
    );
    // The user is read again: the selection falls back (here to none: /organization, as the shell route does).
    const leave = left.holder.sent.findIndex((request) => request.url.endsWith('/leave'));
    await expect(
      left.holder.sent.slice(leave + 1).some((request) => request.url.endsWith('/users/current-user')),
    ).toBe(true);
  },
};

/** Leave organization, failed: "Failed to leave Organization."; the dialog stays; the console stays here. */
export const LeaveOrganizationFailed: Story = {
  args: {
    handlers: [
      fail('post', '/organizations/{organizationId}/leave'),
      ...organizationApi({ viewer: GRACE_MEMBER }),
    ],
    viewer: GRACE_MEMBER,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Leave organization' }));
    await userEvent.click(await body().findByRole('button', { name: 'Leave' }));
    await expectToast(MESSAGES.leaveOrganizationFailed, SUPPORT);
    await expect(dialog().getByRole('heading', { name: 'Leave organization' })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/settings/organization');
  },
};

const invited = sentRequests();
/**
 * Invite to Organization: two addresses with the License manager role in one call; the dialog shows what became of
 * each, and the toast counts the one invited.
 */
export const InviteSends: Story = {
  args: {
    handlers: [
      answer('post', '/organizations/{organizationId}/invitations', {
        results: [
          { email: 'margaret.h@example.com', outcome: 'invited', invitation_id: 'invitation-new' },
          { email: 'grace@example.com', outcome: 'already_member', invitation_id: null },
        ],
      }),
      ...organizationApi(),
    ],
    onSent: invited.onSent,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite Member' }));
    await userEvent.type(
      await body().findByLabelText('Email addresses'),
      ' margaret.h@example.com\ngrace@example.com',
    );
    await userEvent.click(body().getByRole('radio', { name: 'License manager' }));
    await userEvent.click(body().getByRole('button', { name: 'Send Invitation' }));
    await expectToast(MESSAGES.success, invitationsSent(1));
    const results = await body().findByRole('list', { name: 'Invitation results' });
    await expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    await expect(results).toHaveTextContent('Already a member');
    await expect(invited.holder.sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: expect.stringMatching(/\/organizations\/org-acme\/invitations$/),
        body: { emails: ['margaret.h@example.com', 'grace@example.com'], role: 'LICENSE_MANAGER' },
      }),
    );
    await userEvent.click(body().getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body().queryByRole('heading', { name: 'Invite to Organization' })).toBeNull());
  },
};

/** Invite to Organization, failed: a toast; the dialog stays with the typed addresses and role, ready to retry. */
export const InviteFailed: Story = {
  args: {
    handlers: [fail('post', '/organizations/{organizationId}/invitations', 500), ...organizationApi()],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite Member' }));
    await userEvent.type(await body().findByLabelText('Email addresses'), 'margaret@example.com');
    await userEvent.click(body().getByRole('radio', { name: 'Billing' }));
    await userEvent.click(body().getByRole('button', { name: 'Send Invitation' }));
    await expectToast(MESSAGES.invitationFailed, SUPPORT);
    await expect(body().getByLabelText('Email addresses')).toHaveValue('margaret@example.com');
    await expect(body().getByRole('radio', { name: 'Billing' })).toBeChecked();
    await waitFor(() => expect(body().getByRole('button', { name: 'Send Invitation' })).toBeEnabled());
  },
};

const resent = sentRequests();
/**
 * Pending Members, Resend: POST …/resend; "Invitation sent again."; the refreshed invitation then waits out the
 * cooldown, its Resend disabled with the seconds left.
 */
export const Resend: Story = {
  args: { handlers: organizationApi(), onSent: resent.onSent },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resend = await canvas.findByRole('button', { name: 'Resend invitation to margaret@example.com' });
    await userEvent.click(resend);
    await expectToast(RESEND_MESSAGES.sent);
    await expect(resent.holder.sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: expect.stringMatching(/\/invitation\/invitation-pending\/resend$/),
      }),
    );
    const waiting = canvas.getByRole('button', { name: 'Resend invitation to margaret@example.com' });
    await waitFor(() => expect(waiting).toHaveAttribute('aria-disabled', 'true'));
    await expect(waiting).toHaveAccessibleDescription(/You can send it again in \d+ seconds?\.$/);
  },
};

/** Pending Members, sent 58 seconds ago: Resend waits, counts down each second, and is back when the wait is over. */
export const ResendCooldownEnds: Story = {
  args: { handlers: organizationApi({ lastSentSecondsAgo: 58 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resend = await canvas.findByRole('button', { name: 'Resend invitation to margaret@example.com' });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await expect(resend).toHaveAccessibleDescription(/You can send it again in [12] seconds?\.$/);
    await waitFor(
      () =>
        expect(
          canvas.getByRole('button', { name: 'Resend invitation to margaret@example.com' }),
        ).not.toHaveAttribute('aria-disabled'),
      { timeout: 4000 },
    );
  },
};

/** Resend refused by the API (429, sent again meanwhile): the toast says the wait in the button's words. */
export const ResendRateLimited: Story = {
  args: {
    handlers: [
      http.post(apiUrl('/organizations/{organizationId}/invitation/{invitationId}/resend'), () =>
        rateLimitedAnswer(42, 'Sent a moment ago.'),
      ),
      ...organizationApi(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Resend invitation to alan@example.com' }),
    );
    await expectToast(MESSAGES.invitationResendFailed, RESEND_MESSAGES.wait(42));
  },
};

const billingViewed = sentRequests();
/**
 * Katherine (Billing) signed in: the role is read from the cached user and organization; the name is read-only with
 * the API's words, Invite opens nothing, no member action shows, and nothing is sent.
 */
export const BillingMembersView: Story = {
  args: {
    handlers: organizationApi({ viewer: KATHERINE_MEMBER }),
    viewer: KATHERINE_MEMBER,
    onSent: billingViewed.onSent,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Looked up again on each try: a gated button may render before the member's role is in, as another element.
    const invite = () => canvas.getByRole('button', { name: 'Invite Member' });
    await waitFor(() =>
      expect(invite()).toHaveAccessibleDescription(permissionDeniedMessage('BILLING', 'members:manage')),
    );
    await expect(canvas.getByLabelText('Organization Name')).toHaveAttribute('readonly');
    await userEvent.click(invite());
    await expect(body().queryByRole('heading', { name: 'Invite to Organization' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(Remove|Change role|Transfer)/ })).toBeNull();
    await expect(billingViewed.holder.sent.every((request) => request.method === 'GET')).toBe(true);
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
      answer('post', '/organizations/{organizationId}/invitations', {
        results: [{ email: 'margaret.h@example.com', outcome: 'invited', invitation_id: 'invitation-new' }],
      }),
      ...organizationApi({ renamedElsewhere: 'Acme Robotics Inc.' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText('Organization Name');
    await userEvent.clear(field);
    await userEvent.type(field, 'Acme Lab');
    await userEvent.click(canvas.getByRole('button', { name: 'Invite Member' }));
    await userEvent.type(await body().findByLabelText('Email addresses'), 'margaret.h@example.com');
    await userEvent.click(body().getByRole('button', { name: 'Send Invitation' }));
    await expectToast(MESSAGES.success);
    await userEvent.click(await body().findByRole('button', { name: 'Done' }));
    await expect(field).toHaveValue('Acme Lab');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(field).toHaveValue('Acme Robotics Inc.');
  },
};

/** An empty ZIP archive's bytes (its end-of-central-directory record alone), as the export answers them. */
const ZIP_BYTES = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

/** GET …/export, answered once `release` is called, so the play function sees the download under way. */
function heldExport() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = http.get(apiUrl('/organizations/{organizationId}/export'), async () => {
    await released;
    return new HttpResponse(ZIP_BYTES, { headers: { 'Content-Type': 'application/zip' } });
  });
  return { handler, release: () => release() };
}

const exported = sentRequests();
const exportHeld = heldExport();
/**
 * Your organization's data, the Owner (Ada): "Download data" sends GET …/export and waits with its spinner; the
 * answer is saved as organization-acme-robotics-<day>.zip, from the bytes received, never opened by URL.
 */
export const DataDownloaded: Story = {
  args: { handlers: [exportHeld.handler, ...organizationApi()], onSent: exported.onSent },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saved: { name?: string; href?: string } = {};
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.name = this.download;
      saved.href = this.href;
    });
    const createObjectUrl = spyOn(URL, 'createObjectURL');
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Download data' }));
      const waiting = canvas.getByRole('button', { name: 'Download data' });
      await waitFor(() => expect(waiting).toHaveAttribute('aria-busy', 'true'));
      await expect(waiting).toBeDisabled();
      await expect(exported.holder.sent.filter((request) => request.url.endsWith('/export'))).toEqual([
        expect.objectContaining({
          method: 'GET',
          url: expect.stringMatching(/\/organizations\/org-acme\/export$/),
        }),
      ]);
      exportHeld.release();
      await waitFor(() => expect(click).toHaveBeenCalledOnce());
      await expect(saved.name).toMatch(/^organization-acme-robotics-\d{4}-\d{2}-\d{2}\.zip$/);
      await expect(saved.href).toMatch(/^blob:/);
      const archive = createObjectUrl.mock.calls[0]![0] as Blob;
      await expect([...new Uint8Array(await archive.arrayBuffer())]).toEqual([...ZIP_BYTES]);
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Download data' })).toBeEnabled());
    } finally {
      click.mockRestore();
      createObjectUrl.mockRestore();
    }
  },
};

/** Your organization's data, the download failed: a toast names it with the support text; the button is back. */
export const DataDownloadFailed: Story = {
  args: { handlers: [fail('get', '/organizations/{organizationId}/export'), ...organizationApi()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const click = spyOn(HTMLAnchorElement.prototype, 'click');
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Download data' }));
      await expectToast(MESSAGES.organizationDataExportFailed, SUPPORT);
      await expect(click).not.toHaveBeenCalled();
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Download data' })).toBeEnabled());
    } finally {
      click.mockRestore();
    }
  },
};

const adminViewed = sentRequests();
/**
 * Your organization's data, Grace (an Admin) signed in: the section shows, "Download data" is refused with the
 * reason in the API's words, and pressing it sends nothing.
 */
export const DataDownloadRefusedToAnAdmin: Story = {
  args: {
    handlers: organizationApi({ viewer: GRACE_MEMBER }),
    viewer: GRACE_MEMBER,
    onSent: adminViewed.onSent,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Looked up again on each try: a gated button may render before the member's role is in, as another element.
    const download = () => canvas.getByRole('button', { name: 'Download data' });
    await waitFor(() =>
      expect(download()).toHaveAccessibleDescription(permissionDeniedMessage('ADMIN', 'data:export')),
    );
    await expect(download()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(download());
    await expect(adminViewed.holder.sent.some((request) => request.url.endsWith('/export'))).toBe(false);
  },
};
