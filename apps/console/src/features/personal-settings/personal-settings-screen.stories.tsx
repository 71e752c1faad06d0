import type { IdentityClient } from '@pod-console/hooks';
import { MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'wouter';
import { ADA, TERMS_DOCUMENT, wireOrganization, wireUser } from '../../testing/fixtures';
import { answer, apiUrl, fakeIdentityClient, VERIFIED_CLAIMS } from '../../testing/story-api';
import { StoryApp } from '../../testing/story-app';
import { sentRequests } from '../../testing/story-providers';
import { ALLOWED, wireAccountDeletion } from '../../components/account-deletion/account-deletion-fixtures';

const signedIn: RequestHandler[] = [
  answer('get', '/users/current-user', wireUser()),
  answer('get', '/users/terms-of-service', {
    currentTermsOfService: TERMS_DOCUMENT,
    signedTermsOfService: [TERMS_DOCUMENT],
  }),
  answer('get', '/organizations/{organizationId}', wireOrganization()),
  answer('get', '/organizations/{organizationId}/subscription', { subscription: null }),
];

/** Where the console is (the story's router is in memory). */
function Address() {
  const [path] = useLocation();
  return (
    <p data-testid="address" className="sr-only">
      {path}
    </p>
  );
}

const meta = {
  title: 'Personal Settings/Route',
  component: StoryApp,
  decorators: [
    (Story) => (
      <>
        <Story />
        <Address />
      </>
    ),
  ],
  parameters: { toaster: false, route: '/settings/personal' },
  args: { handlers: signedIn },
} satisfies Meta<typeof StoryApp>;
export default meta;

type Story = StoryObj<typeof meta>;

/** /settings/personal in the shell: the sidebar marks it; the display name is the subheader. */
export const PersonalSettingsInTheShell: Story = {
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByRole('heading', { name: 'Personal Settings', level: 1 })).toBeVisible();
    await expect(body.getByRole('link', { name: 'Personal Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(body.getByTestId('personal-subheader')).toHaveTextContent('Ada Lovelace');
    await expect(body.getByLabelText('First Name')).toHaveValue('Ada');
  },
};

/** Narrow (375 px): the same screen under the drawer's toggle. */
export const PersonalSettingsNarrow: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByRole('heading', { name: 'Personal Settings', level: 1 })).toBeVisible();
    await expect(body.getByRole('button', { name: /Open navigation/ })).toBeVisible();
  },
};

const deletionApi: RequestHandler[] = [
  answer('get', '/users/current-user/deletion', wireAccountDeletion(ALLOWED)),
  http.post(apiUrl('/users/current-user/delete'), () => new HttpResponse(null, { status: 204 })),
  ...signedIn,
];

/**
 * The identity client of a provider that forgot the account with its deletion
 * (docs/decisions/0038-export-and-account-deletion.md): a fresh token is refused as a dead refresh token is; what
 * the session asks of `logout` is recorded.
 */
function forgettingIdentityClient() {
  const logouts: unknown[] = [];
  const client: IdentityClient = {
    ...fakeIdentityClient(VERIFIED_CLAIMS),
    getTokenSilently: async (options) => {
      if (options?.cacheMode === 'off')
        throw { error: 'invalid_grant', error_description: 'grant request is invalid' };
      return 'story-access-token';
    },
    logout: async (options) => void logouts.push(options),
  };
  return { client, logouts };
}

/** Deletes the account from Personal Settings: the dialog, the address typed, Delete. */
async function deleteTheAccount() {
  const body = within(document.body);
  await userEvent.click(await body.findByRole('button', { name: 'Delete account…' }));
  await userEvent.type(await body.findByLabelText('Type your e-mail address to confirm'), ADA.email);
  await userEvent.click(body.getByRole('button', { name: 'Delete account' }));
}

const deleted = sentRequests();
const forgetting = forgettingIdentityClient();
/**
 * Account deleted: POST /users/current-user/delete with the typed address; the console lands on the public page
 * that says so, and the session ends in this tab only (the identity client drops its tokens, `openUrl: false`), since
 * the provider forgot the account already: no trip to the provider, which could only come back to sign in again.
 */
export const AccountDeletedSignsOut: Story = {
  args: { handlers: deletionApi, onSent: deleted.onSent, identityClient: forgetting.client },
  play: async () => {
    const body = within(document.body);
    forgetting.logouts.length = 0;
    await deleteTheAccount();
    await expect(await body.findByRole('heading', { name: MESSAGES.accountDeleted, level: 1 })).toBeVisible();
    await expect(body.getByTestId('address')).toHaveTextContent(/^\/account-deleted$/);
    await expect(deleted.holder.sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: expect.stringMatching(/\/users\/current-user\/delete$/),
        body: { email: ADA.email },
      }),
    );
    await waitFor(() => expect(forgetting.logouts).toEqual([{ openUrl: false }]));
    // Signed out and not sent to sign in: the shell is gone, and the page stays.
    await expect(body.queryByRole('link', { name: 'Personal Settings' })).toBeNull();
    await expect(body.getByTestId('address')).toHaveTextContent(/^\/account-deleted$/);
  },
};

const stillAnswering = { logouts: [] as unknown[] };
/**
 * Account deleted while the provider still hands out a token: the console signs out through the provider (back to
 * the site's origin), after showing the page that says the account was deleted.
 */
export const AccountDeletedProviderStillAnswers: Story = {
  args: {
    handlers: deletionApi,
    identityClient: {
      ...fakeIdentityClient(VERIFIED_CLAIMS),
      logout: async (options) => void stillAnswering.logouts.push(options),
    },
  },
  play: async () => {
    const body = within(document.body);
    stillAnswering.logouts.length = 0;
    await deleteTheAccount();
    await expect(await body.findByRole('heading', { name: MESSAGES.accountDeleted, level: 1 })).toBeVisible();
    await waitFor(() =>
      expect(stillAnswering.logouts).toEqual([{ logoutParams: { returnTo: window.location.origin } }]),
    );
  },
};
