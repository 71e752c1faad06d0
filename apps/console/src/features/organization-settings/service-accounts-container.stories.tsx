import {
  ROLE_LABELS,
  SERVICE_ACCOUNT_MESSAGES,
  serviceAccountEnvironment,
  supportAtHostText,
  tokenEndpointOf,
} from '@pod-console/hooks/domain';
import type { OrganizationMember } from '@pod-console/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { config } from '../../lib/config';
import { expectToast } from '../../testing/expect-toast';
import { ACME } from '../../testing/fixtures';
import { apiUrl, fail, hang } from '../../testing/story-api';
import { sentRequests, StoryProviders } from '../../testing/story-providers';
import { OrganizationSettingsContainer } from './organization-settings-container';
import { ADA_MEMBER, HEDY_MEMBER } from './organization-settings-fixtures';
import {
  STORY_CLIENT_SECRET,
  SUPPORT_DASHBOARD,
  WIRE_CREATED_NIGHTLY_SYNC,
  WIRE_SERVICE_ACCOUNTS,
  WIRE_SERVICE_ACCOUNTS_AT_LIMIT,
} from './service-accounts-fixtures';
import {
  REVOKE_SERVICE_ACCOUNT_PATH,
  SERVICE_ACCOUNTS_PATH,
  serviceAccountsApi,
} from './service-accounts-story-api';

const HOST = 'console.pod-console.local';
const SUPPORT = supportAtHostText(HOST);
const LIST = SERVICE_ACCOUNTS_PATH;
const REVOKE = REVOKE_SERVICE_ACCOUNT_PATH;

interface ContainerStoryArgs {
  handlers: RequestHandler[];
  onSent?: Parameters<typeof StoryProviders>[0]['onSent'];
  /** Who is signed in (Ada, the Owner, unless given): the same member as the handlers' current user. */
  viewer?: OrganizationMember;
}

function ContainerStory({ handlers, onSent, viewer = ADA_MEMBER }: ContainerStoryArgs) {
  return (
    <StoryProviders handlers={handlers} onSent={onSent}>
      <main className="p-4 sm:p-6">
        <OrganizationSettingsContainer organizationId={ACME.id} currentUserId={viewer.id} host={HOST} />
      </main>
    </StoryProviders>
  );
}

const meta = {
  title: 'Organization Settings/Service accounts over the API',
  component: ContainerStory,
  parameters: { toaster: false, route: '/settings/organization' },
  args: { handlers: serviceAccountsApi() },
} satisfies Meta<typeof ContainerStory>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const dialog = () => within(body().getByRole('dialog'));
const section = () => within(body().getByRole('region', { name: 'Service accounts' }));
const serviceAccountsUrl = `${apiUrl(LIST).replace(':organizationId', ACME.id)}`;

/** Active and revoked ones under the members, before leaving the organization. */
export const List: Story = {
  args: { handlers: serviceAccountsApi() },
  play: async () => {
    const table = await body().findByRole('table', { name: 'Service accounts' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(WIRE_SERVICE_ACCOUNTS.length);
    const headings = body()
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(headings.indexOf('Service accounts')).toBeGreaterThan(headings.indexOf('Members'));
    await expect(headings.indexOf('Service accounts')).toBeLessThan(headings.indexOf('Leave organization'));
  },
};

/** At 375 px: one card per account under the members; nothing is wider than the screen. */
export const ListNarrow: Story = {
  args: { handlers: serviceAccountsApi() },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    await body().findByRole('table', { name: 'Service accounts' });
    const revoke = section().getByRole('button', { name: `Revoke ${SUPPORT_DASHBOARD.name}` });
    await expect(revoke.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** While the list loads: its skeleton, the rest of the page already there. */
export const ListLoading: Story = {
  args: { handlers: [hang('get', LIST), ...serviceAccountsApi()] },
  play: async () => {
    await expect(await body().findByRole('status', { name: 'Loading service accounts' })).toBeVisible();
    await expect(body().getByRole('table', { name: 'Members' })).toBeVisible();
  },
};

const retried = sentRequests();
/** The list could not be loaded: an inline message; Try again asks again. */
export const ListLoadError: Story = {
  args: { handlers: [fail('get', LIST), ...serviceAccountsApi()], onSent: retried.onSent },
  play: async () => {
    await expect(await body().findByText('The service accounts could not be loaded.')).toBeVisible();
    const reads = () => retried.holder.sent.filter((request) => request.url === serviceAccountsUrl).length;
    const before = reads();
    await userEvent.click(section().getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  },
};

/** At the limit of active accounts: Create is refused with the reason. */
export const AtLimit: Story = {
  args: { handlers: serviceAccountsApi({ accounts: WIRE_SERVICE_ACCOUNTS_AT_LIMIT }) },
  play: async () => {
    await body().findByRole('table', { name: 'Service accounts' });
    const create = section().getByRole('button', { name: 'Create service account' });
    await expect(create).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(create);
    await waitFor(() => expect(body().getByText(SERVICE_ACCOUNT_MESSAGES.limitReached)).toBeVisible());
  },
};

/** Viewed by a License manager: the list, Create refused, no Revoke. */
export const ReadOnlyRole: Story = {
  args: { handlers: serviceAccountsApi({ viewer: HEDY_MEMBER }), viewer: HEDY_MEMBER },
  play: async () => {
    await body().findByRole('table', { name: 'Service accounts' });
    await waitFor(() =>
      expect(section().getByRole('button', { name: 'Create service account' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await expect(section().queryByRole('button', { name: /^Revoke/ })).toBeNull();
  },
};

const created = sentRequests();
/**
 * Create: the name and role go to the API; the same dialog then shows the secret, this once, with the
 * environment for the command line; after Done the secret is nowhere on the page and the new account is listed.
 */
export const CreateShowsSecret: Story = {
  args: { handlers: serviceAccountsApi(), onSent: created.onSent },
  play: async () => {
    await body().findByRole('table', { name: 'Service accounts' });
    await userEvent.click(section().getByRole('button', { name: 'Create service account' }));
    await userEvent.type(await body().findByLabelText('Name'), '  Nightly sync ');
    await userEvent.click(body().getByRole('radio', { name: ROLE_LABELS.LICENSE_MANAGER }));
    await userEvent.click(body().getByRole('button', { name: 'Create' }));
    await expect(await body().findByLabelText('Client secret')).toHaveValue(STORY_CLIENT_SECRET);
    await expect(created.holder.sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: serviceAccountsUrl,
        body: { name: 'Nightly sync', role: 'LICENSE_MANAGER' },
      }),
    );
    await expect(dialog().getByText(SERVICE_ACCOUNT_MESSAGES.secretOnce)).toBeVisible();
    await expect(dialog().getByLabelText('Environment for the pod-console command line')).toHaveValue(
      serviceAccountEnvironment({
        apiUrl: config.apiBaseUrl,
        tokenUrl: tokenEndpointOf(config.authDomain),
        audience: config.authAudience,
        clientId: WIRE_CREATED_NIGHTLY_SYNC.client_id,
        clientSecret: STORY_CLIENT_SECRET,
      }),
    );
    await userEvent.click(dialog().getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(document.body.innerHTML).not.toContain(STORY_CLIENT_SECRET);
    await expect(section().getByRole('rowheader', { name: 'Nightly sync' })).toBeVisible();
  },
};

/** Creating: Create waits with a spinner, what was typed stays. */
export const Creating: Story = {
  args: { handlers: [hang('post', LIST), ...serviceAccountsApi()] },
  play: async () => {
    await body().findByRole('table', { name: 'Service accounts' });
    await userEvent.click(section().getByRole('button', { name: 'Create service account' }));
    await userEvent.type(await body().findByLabelText('Name'), 'Nightly sync');
    await userEvent.click(body().getByRole('button', { name: 'Create' }));
    const create = body().getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create).toBeDisabled());
    await expect(within(create).getByTestId('spinner')).toBeVisible();
    await expect(body().getByLabelText('Name')).toHaveValue('Nightly sync');
  },
};

/** Create failed: "Failed to create the service account." with the support text; the dialog keeps the name. */
export const CreateFailed: Story = {
  args: { handlers: [fail('post', LIST), ...serviceAccountsApi()] },
  play: async () => {
    await body().findByRole('table', { name: 'Service accounts' });
    await userEvent.click(section().getByRole('button', { name: 'Create service account' }));
    await userEvent.type(await body().findByLabelText('Name'), 'Nightly sync');
    await userEvent.click(body().getByRole('radio', { name: ROLE_LABELS.BILLING }));
    await userEvent.click(body().getByRole('button', { name: 'Create' }));
    await expectToast(SERVICE_ACCOUNT_MESSAGES.createFailed, SUPPORT);
    await expect(dialog().getByLabelText('Name')).toHaveValue('Nightly sync');
    await expect(dialog().getByRole('radio', { name: ROLE_LABELS.BILLING })).toBeChecked();
    await waitFor(() => expect(dialog().getByRole('button', { name: 'Create' })).toBeEnabled());
    await expect(dialog().queryByLabelText('Client secret')).toBeNull();
  },
};

/** Refused name (400): the API's message under the field, the name as typed. */
export const CreateRefusedName: Story = {
  args: {
    handlers: [
      http.post(apiUrl(LIST), () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            detail: 'The request is invalid.',
            errors: [{ field: 'name', message: 'Name is already used by another service account' }],
          },
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
      ...serviceAccountsApi(),
    ],
  },
  play: async () => {
    await body().findByRole('table', { name: 'Service accounts' });
    await userEvent.click(section().getByRole('button', { name: 'Create service account' }));
    const field = await body().findByLabelText('Name');
    await userEvent.type(field, 'Support dashboard');
    await userEvent.click(body().getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Name is already used by another service account'),
    );
    await expect(field).toHaveValue('Support dashboard');
  },
};

const revoked = sentRequests();
/** Revoke: the request names the account; the dialog closes, a toast says so, the row shows Revoked. */
export const Revoke: Story = {
  args: { handlers: serviceAccountsApi(), onSent: revoked.onSent },
  play: async () => {
    await body().findByRole('table', { name: 'Service accounts' });
    await userEvent.click(section().getByRole('button', { name: `Revoke ${SUPPORT_DASHBOARD.name}` }));
    await expect(
      await body().findByRole('heading', { name: `Revoke ${SUPPORT_DASHBOARD.name}?` }),
    ).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: 'Revoke' }));
    await expectToast(SERVICE_ACCOUNT_MESSAGES.revoked);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(revoked.holder.sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: `${serviceAccountsUrl}/${SUPPORT_DASHBOARD.id}/revoke`,
      }),
    );
    const row = section().getByRole('rowheader', { name: SUPPORT_DASHBOARD.name }).closest('tr')!;
    await expect(within(row).getByText('Revoked')).toBeVisible();
  },
};

/** Revoking: Revoke waits with a spinner. */
export const Revoking: Story = {
  args: { handlers: [hang('post', REVOKE), ...serviceAccountsApi()] },
  play: async () => {
    await body().findByRole('table', { name: 'Service accounts' });
    await userEvent.click(section().getByRole('button', { name: `Revoke ${SUPPORT_DASHBOARD.name}` }));
    await userEvent.click(await body().findByRole('button', { name: 'Revoke' }));
    const revoke = dialog().getByRole('button', { name: 'Revoke' });
    await waitFor(() => expect(revoke).toBeDisabled());
    await expect(within(revoke).getByTestId('spinner')).toBeVisible();
  },
};

/** Revoke failed: "Failed to revoke the service account." with the support text; the dialog stays. */
export const RevokeFailed: Story = {
  args: { handlers: [fail('post', REVOKE), ...serviceAccountsApi()] },
  play: async () => {
    await body().findByRole('table', { name: 'Service accounts' });
    await userEvent.click(section().getByRole('button', { name: `Revoke ${SUPPORT_DASHBOARD.name}` }));
    await userEvent.click(await body().findByRole('button', { name: 'Revoke' }));
    await expectToast(SERVICE_ACCOUNT_MESSAGES.revokeFailed, SUPPORT);
    await expect(body().getByRole('heading', { name: `Revoke ${SUPPORT_DASHBOARD.name}?` })).toBeVisible();
    await waitFor(() => expect(dialog().getByRole('button', { name: 'Revoke' })).toBeEnabled());
  },
};
