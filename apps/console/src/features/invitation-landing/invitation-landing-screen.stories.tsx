import { MESSAGES, respondedToInvitations } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'wouter';
import { expectToast } from '../../testing/expect-toast';
import {
  ACME,
  GLOBEX,
  INVITATIONS,
  TERMS_DOCUMENT,
  WIRE_ACTIVE_SUBSCRIPTION,
  wireInvitations,
  wireOrganization,
  wireUser,
} from '../../testing/fixtures';
import { answer, apiUrl } from '../../testing/story-api';
import { StoryApp } from '../../testing/story-app';

// An invitation e-mail's link, /invitations/{invitationId}, inside the whole console: the invitations dialog over
// Home while the invitation is pending, a page saying it is no longer open otherwise, and /organization for
// someone who belongs to no organization yet.

const signedIn = (user: Parameters<typeof wireUser>[0], ...handlers: RequestHandler[]): RequestHandler[] => [
  ...handlers,
  answer('get', '/users/current-user', wireUser(user)),
  answer('get', '/users/terms-of-service', {
    currentTermsOfService: TERMS_DOCUMENT,
    signedTermsOfService: [TERMS_DOCUMENT],
  }),
  answer('get', '/organizations/{organizationId}', wireOrganization()),
  answer('get', '/organizations/{organizationId}/subscription', { subscription: WIRE_ACTIVE_SUBSCRIPTION }),
];

/** The path the page is at, for the play functions (the story's router is in memory). */
function Path() {
  const [path] = useLocation();
  return (
    <p data-testid="path" className="sr-only">
      {path}
    </p>
  );
}

const meta = {
  title: 'Invitation link/In the console',
  component: StoryApp,
  decorators: [
    (Story) => (
      <>
        <Story />
        <Path />
      </>
    ),
  ],
  parameters: { toaster: false, route: `/invitations/${INVITATIONS[0]!.pendingInvitationId}` },
  globals: { viewport: { value: 'wide', isRotated: false } },
  args: { handlers: signedIn({ pending_organizations: wireInvitations(INVITATIONS) }) },
} satisfies Meta<typeof StoryApp>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const path = () => body().getByTestId('path').textContent;

/** Pending: the invitations dialog opens over Home; closing it leaves Home at its own address. */
export const PendingOpensTheDialog: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Organization Invitations' });
    await expect(within(dialog).getByRole('button', { name: `Accept ${GLOBEX.name}` })).toBeVisible();
    await expect(
      await body().findByRole('heading', { level: 1, name: 'Home', hidden: true }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(path()).toBe('/'));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(body().getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  },
};

const joined = { responded: false };
/** Answered in the dialog: the answer goes out, "Success!" says so, and Home shows at its own address. */
export const AnsweredLeavesForHome: Story = {
  args: {
    handlers: [
      http.get(apiUrl('/users/current-user'), () =>
        HttpResponse.json(
          joined.responded
            ? wireUser({ organizations: [ACME, GLOBEX] })
            : wireUser({ pending_organizations: wireInvitations(INVITATIONS.slice(0, 1)) }),
        ),
      ),
      http.post(apiUrl('/users/organization-invitations/respond'), () => {
        joined.responded = true;
        return HttpResponse.json({ processedInvitationIds: [INVITATIONS[0]!.pendingInvitationId] });
      }),
      ...signedIn({}),
    ],
  },
  play: async () => {
    joined.responded = false;
    const dialog = await body().findByRole('dialog', { name: 'Organization Invitations' });
    await userEvent.click(within(dialog).getByRole('button', { name: `Accept ${GLOBEX.name}` }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expectToast(MESSAGES.success, respondedToInvitations(1));
    await waitFor(() => expect(path()).toBe('/'));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(body().queryByText(MESSAGES.invitationNotOpen)).toBeNull();
  },
};

/** Not among the pending invitations (answered, cancelled, expired): says so, and the way Home. */
export const NoLongerOpen: Story = {
  parameters: { route: '/invitations/inv-answered-long-ago' },
  play: async () => {
    await expect(
      await body().findByRole('heading', { level: 1, name: MESSAGES.invitationNotOpen }),
    ).toBeVisible();
    await expect(body().getByText(MESSAGES.invitationNotOpenHint)).toBeVisible();
    await expect(body().queryByRole('dialog')).toBeNull();
    await userEvent.click(body().getByRole('link', { name: 'Go to Home' }));
    await waitFor(() => expect(path()).toBe('/'));
    await expect(await body().findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  },
};

/** At 375 px, pending: the dialog over Home, nothing wider than the screen. */
export const PendingNarrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    await body().findByRole('dialog', { name: 'Organization Invitations' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Someone who belongs to no organization yet goes to /organization, which lists their invitations. */
export const WithoutAnOrganization: Story = {
  args: { handlers: signedIn({ organizations: [], pending_organizations: wireInvitations(INVITATIONS) }) },
  play: async () => {
    await waitFor(() => expect(path()).toBe('/organization'));
    await expect(
      await body().findByRole('heading', { level: 1, name: 'Organization Invitations' }),
    ).toBeVisible();
    await expect(body().getByRole('button', { name: `Accept ${GLOBEX.name}` })).toBeVisible();
  },
};
