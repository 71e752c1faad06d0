// The service accounts of Organization Settings as an Owner uses them, in real Chromium over the real providers and
// a fetch answered by handlers typed against the contract (docs/decisions/0028-service-accounts.md): what a create
// sends, the secret shown once and gone after Done, a failed create that keeps what was typed, and a revoke that
// names the right account.
import {
  ROLE_LABELS,
  SERVICE_ACCOUNT_MESSAGES,
  serviceAccountEnvironment,
  tokenEndpointOf,
} from '@pod-console/hooks/domain';
import { cleanup, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { toast as sonner } from 'sonner';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { preloadModal } from '../../components/ui/modal';
import { config } from '../../lib/config';
import { ACME } from '../../testing/fixtures';
import { apiUrl, type SentRequest } from '../../testing/story-api';
import { StoryProviders } from '../../testing/story-providers';
import { OrganizationSettingsContainer } from './organization-settings-container';
import { ADA_MEMBER } from './organization-settings-fixtures';
import {
  KIOSK_PROVISIONER,
  STORY_CLIENT_SECRET,
  SUPPORT_DASHBOARD,
  WIRE_CREATED_NIGHTLY_SYNC,
} from './service-accounts-fixtures';
import { SERVICE_ACCOUNTS_PATH, serviceAccountsApi } from './service-accounts-story-api';

// The dialogs' code loads on demand in the app; here it is in from the start, as on a page a few seconds old.
beforeAll(async () => {
  await preloadModal();
});

const LIST_URL = apiUrl(SERVICE_ACCOUNTS_PATH).replace(':organizationId', ACME.id);

function mount(handlers: RequestHandler[] = []) {
  const location = memoryLocation({ path: '/settings/organization' });
  const holder: { sent: SentRequest[] } = { sent: [] };
  render(
    <Router hook={location.hook}>
      <StoryProviders
        handlers={[...handlers, ...serviceAccountsApi()]}
        onSent={(sent) => (holder.sent = sent)}
      >
        <OrganizationSettingsContainer organizationId={ACME.id} currentUserId={ADA_MEMBER.id} />
      </StoryProviders>
    </Router>,
  );
  const writes = () => holder.sent.filter((request) => request.method === 'POST');
  return { user: userEvent.setup(), writes };
}

const screen = () => within(document.body);
const section = () => within(screen().getByRole('region', { name: 'Service accounts' }));
const dialog = () => within(screen().getByRole('dialog'));

async function openCreate(user: ReturnType<typeof userEvent.setup>) {
  await screen().findByRole('table', { name: 'Service accounts' }, { timeout: 5_000 });
  await user.click(section().getByRole('button', { name: 'Create service account' }));
  return screen().findByLabelText('Name');
}

afterEach(() => {
  sonner.dismiss();
  cleanup();
});

describe('creating a service account', () => {
  it('sends the trimmed name and the role, then shows the secret and the environment for the command line', async () => {
    const { user, writes } = mount();
    await user.type(await openCreate(user), '  Nightly sync  ');
    await user.click(screen().getByRole('radio', { name: ROLE_LABELS.LICENSE_MANAGER }));
    await user.click(screen().getByRole('button', { name: 'Create' }));

    expect(await screen().findByLabelText('Client secret')).toHaveValue(STORY_CLIENT_SECRET);
    expect(writes()).toEqual([
      { method: 'POST', url: LIST_URL, body: { name: 'Nightly sync', role: 'LICENSE_MANAGER' } },
    ]);
    expect(dialog().getByLabelText('Client ID')).toHaveValue(WIRE_CREATED_NIGHTLY_SYNC.client_id);
    expect(dialog().getByText(SERVICE_ACCOUNT_MESSAGES.secretOnce)).toBeVisible();
    expect(dialog().getByLabelText('Environment for the pod-console command line')).toHaveValue(
      serviceAccountEnvironment({
        apiUrl: config.apiBaseUrl,
        tokenUrl: tokenEndpointOf(config.authDomain),
        audience: config.authAudience,
        clientId: WIRE_CREATED_NIGHTLY_SYNC.client_id,
        clientSecret: STORY_CLIENT_SECRET,
      }),
    );
  });

  it('drops the secret once Done is pressed: it is nowhere in the page, and the next create starts empty', async () => {
    const { user } = mount();
    await user.type(await openCreate(user), 'Nightly sync');
    await user.click(screen().getByRole('button', { name: 'Create' }));
    await screen().findByLabelText('Client secret');

    await user.click(dialog().getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    expect(document.documentElement.outerHTML).not.toContain(STORY_CLIENT_SECRET);
    expect(section().getByRole('rowheader', { name: 'Nightly sync' })).toBeVisible();

    await user.click(section().getByRole('button', { name: 'Create service account' }));
    expect(await screen().findByLabelText('Name')).toHaveValue('');
    expect(screen().queryByLabelText('Client secret')).toBeNull();
  });

  it('keeps what was typed when the create fails, and the same button then succeeds', async () => {
    let failing = true;
    // A server failure until the fault is gone; then the create falls through to the API's own handler.
    const { user, writes } = mount([
      http.post(apiUrl(SERVICE_ACCOUNTS_PATH), () =>
        failing
          ? HttpResponse.json(
              { type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'Story failure' },
              { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
            )
          : undefined,
      ),
    ]);
    const field = await openCreate(user);
    await user.type(field, 'Nightly sync');
    await user.click(screen().getByRole('radio', { name: ROLE_LABELS.BILLING }));
    await user.click(screen().getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen().getByText(SERVICE_ACCOUNT_MESSAGES.createFailed)).toBeVisible());
    expect(dialog().getByLabelText('Name')).toHaveValue('Nightly sync');
    expect(dialog().getByRole('radio', { name: ROLE_LABELS.BILLING })).toBeChecked();
    expect(dialog().queryByLabelText('Client secret')).toBeNull();

    failing = false;
    await waitFor(() => expect(dialog().getByRole('button', { name: 'Create' })).toBeEnabled());
    await user.click(dialog().getByRole('button', { name: 'Create' }));
    expect(await screen().findByLabelText('Client secret')).toHaveValue(STORY_CLIENT_SECRET);
    expect(writes().map((request) => request.body)).toEqual([
      { name: 'Nightly sync', role: 'BILLING' },
      { name: 'Nightly sync', role: 'BILLING' },
    ]);
  });
});

describe('revoking a service account', () => {
  it('sends the revoke request for the account chosen, and only that one', async () => {
    const { user, writes } = mount();
    await screen().findByRole('table', { name: 'Service accounts' }, { timeout: 5_000 });
    await user.click(section().getByRole('button', { name: `Revoke ${KIOSK_PROVISIONER.name}` }));
    expect(await screen().findByRole('heading', { name: `Revoke ${KIOSK_PROVISIONER.name}?` })).toBeVisible();
    await user.click(dialog().getByRole('button', { name: 'Revoke' }));

    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([
      { method: 'POST', url: `${LIST_URL}/${KIOSK_PROVISIONER.id}/revoke`, body: undefined },
    ]);
    const row = section().getByRole('rowheader', { name: KIOSK_PROVISIONER.name }).closest('tr')!;
    expect(within(row).getByText('Revoked')).toBeVisible();
    // The other active account keeps its Revoke.
    expect(section().getByRole('button', { name: `Revoke ${SUPPORT_DASHBOARD.name}` })).toBeVisible();
  });
});
