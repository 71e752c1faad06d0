// The fault matrix, in real Chromium: every write of the console through every way it can fail. For each pair the
// user reads the write's spec §8 title with the line of describeWriteFailure, what was typed (or chosen) is still
// there, and pressing the same button again once the fault is gone sends the same request and succeeds. A token
// refused mid-session and renewed silently succeeds with no message at all.
//
// Each case mounts only the container that sends its write, over the real providers (session, SDK client,
// cache, toaster), with a fetch answered by handlers typed against the contract and a fault injected in front of
// the write alone.
import {
  IDLE_SEAT_MESSAGES,
  invitationsSent,
  MESSAGES,
  RESEND_MESSAGES,
  supportAtHostText,
  supportText,
  supportTextWithPeriod,
  VERIFY_EMAIL_BEFORE_INVITATIONS,
} from '@pod-console/hooks/domain';
import { WEBHOOK_MESSAGES } from '@pod-console/hooks/webhooks';
import {
  createConsoleQueryClient,
  useCurrentUser,
  useTermsStatus,
  type IdentityClient,
  type IdentityTokenOptions,
} from '@pod-console/hooks';
import type { License } from '@pod-console/sdk';
import { wireLicense, wireWebhookEndpoint } from '@pod-console/sdk/testing';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { useState, type ReactNode } from 'react';
import { toast as sonner } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../app/providers';
import { preloadModal } from '../components/ui/modal';
import { preloadAllShellControls } from '../features/shell/shell-controls';
import { InvitationsDialogContainer } from '../components/invitations/invitations-dialog-container';
import { ANALYTICAL_ENGINES, DIFFERENCE_LTD } from '../features/admin-organizations/admin-dialog-fixtures';
import { DeleteTrialLicensesContainer } from '../features/admin-organizations/delete-trial-licenses-container';
import { EditLicenseCountContainer } from '../features/admin-organizations/edit-license-count-container';
import { BillingContainer } from '../features/billing/billing-container';
import { WebhooksContainer } from '../features/organization-settings/webhooks-container';
import { TermsGateContainer } from '../features/gates/terms-gate-container';
import { AddLicenseFlow } from '../features/licenses/add-license-flow';
import { EditLicenseIdentifierContainer } from '../features/licenses/edit-license-identifier-container';
import { RegenerateLicenseLinkContainer } from '../features/licenses/regenerate-license-link-container';
import { regenerateLinkTitle } from '../features/licenses/regenerate-license-link-dialog';
import { ReleaseLicenseDeviceContainer } from '../features/licenses/release-license-device-container';
import { releaseDeviceTitle } from '../features/licenses/release-license-device-dialog';
import { RevokeLicenseContainer } from '../features/licenses/revoke-license-container';
import { ReleaseLicensesContainer } from '../features/licenses/release-licenses-container';
import { RevokeLicensesContainer } from '../features/licenses/revoke-licenses-container';
import { revokeLicensesTitle } from '../features/licenses/revoke-licenses-dialog';
import {
  GRACE_MEMBER,
  PENDING_INVITATION,
  wireInvitation,
  wireMember,
  ADA_MEMBER,
} from '../features/organization-settings/organization-settings-fixtures';
import { OrganizationSettingsContainer } from '../features/organization-settings/organization-settings-container';
import { OrganizationSetupContainer } from '../features/organization-setup/organization-setup-container';
import { PersonalSettingsContainer } from '../features/personal-settings/personal-settings-container';
import { ShellContainer } from '../features/shell/shell-container';
import { config } from '../lib/config';
import { WIRE_PRICING, wireSubscription } from './billing-fixtures';
import {
  ACME,
  ADA,
  GLOBEX,
  INVITATIONS,
  TERMS_DOCUMENT,
  TERMS_TEXT,
  WIRE_ACTIVE_SUBSCRIPTION,
  wireOrganization,
  wireUser,
} from './fixtures';
import { answer, apiUrl, STORY_API_BASE } from './story-api';

// The dialogs', menus' and drawer's code loads on demand in the app (docs/decisions/0023-first-screen-code.md); the
// matrix works on a page whose code is in, as one a few seconds old, so that no case waits on a first download.
beforeAll(() => Promise.all([preloadModal(), preloadAllShellControls()]));

/** Short, so the "hang" fault costs little; reads answer at once, so they never meet it. */
const TIMEOUT_MS = 400;
const HOST = window.location.hostname;
const STALE_TOKEN = 'stale-token';
const RENEWED_TOKEN = 'renewed-token';
const FIELD_MESSAGE = 'Refused by the API';
const ORIGIN = 'http://console.test';
const CHECKOUT_URL = 'http://payments.test/checkout';
const PORTAL_URL = 'http://payments.test/portal';

// ---------------------------------------------------------------------------------------------------------------
// The API: typed handlers for every read and write, a fault in front of the write under test, every request kept.

interface Sent {
  method: string;
  url: string;
  body: unknown;
  authorization: string | null;
}

type FaultName =
  | '400'
  | '401'
  | '403'
  | '404'
  | '409'
  | '429'
  | '500'
  | '503'
  | 'network'
  | 'timeout'
  | 'offline'
  | 'renewed';

const problem = (
  status: number,
  fields: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  HttpResponse.json(
    { type: 'about:blank', title: 'Refused', status, ...fields },
    { status, headers: { 'Content-Type': 'application/problem+json', ...headers } },
  );

const offline = {
  on() {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
  },
  off() {
    // The own property shadowed Navigator.prototype's getter; without it the browser answers again.
    delete (navigator as { onLine?: boolean }).onLine;
    window.dispatchEvent(new Event('online'));
  },
};

/** The answer (or the failure) the fault puts in place of the write's own. */
function faultAnswer(fault: FaultName, write: Write, request: Request): Promise<Response> | Response | null {
  const refusedToken = request.headers.get('Authorization') !== `Bearer ${RENEWED_TOKEN}`;
  switch (fault) {
    case '400':
      return problem(400, {
        detail: `${write.apiField ?? 'body'}: ${FIELD_MESSAGE}`,
        errors: [{ field: write.apiField ?? 'organizationId', message: FIELD_MESSAGE }],
      });
    case '401':
      // The renewed token is refused too: the session is over.
      return problem(401);
    case 'renewed':
      return refusedToken ? problem(401) : null;
    case '403':
      return problem(403, { detail: 'Only the owner of Acme Robotics can do this.' });
    case '404':
      return problem(404, { detail: 'Not found.' });
    case '409':
      return problem(409, { detail: 'Someone else changed this a moment ago.' });
    case '429':
      return problem(429, { detail: 'Slow down.' }, { 'Retry-After': '30' });
    case '500':
      return problem(500, { detail: 'Boom.' });
    case '503':
      return problem(503, { detail: 'The database is away.' }, { 'Retry-After': '5' });
    case 'network':
    case 'offline':
      return Promise.reject(new TypeError('Failed to fetch'));
    case 'timeout':
      // Never answers: the SDK's timeout aborts it.
      return new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
  }
}

function createApi(write: Write) {
  const sent: Sent[] = [];
  const state: { fault: FaultName | null } = { fault: null };
  const handlers = [...write.handlers, ...READS];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    sent.push({
      method: request.method,
      url: request.url,
      body: text === '' ? undefined : JSON.parse(text),
      authorization: request.headers.get('Authorization'),
    });
    if (state.fault && isWrite(write, request)) {
      const faulty = await faultAnswer(state.fault, write, request);
      if (faulty) return faulty;
    }
    return (
      (await getResponse(handlers, request)) ?? problem(404, { detail: `No handler for ${request.url}` })
    );
  };
  const writes = () => sent.filter((request) => isWrite(write, request));
  return { fetch, state, writes, sent: () => [...sent] };
}

/** The write's request: its method, on its contract path with any ids in it. */
const isWrite = (write: Write, request: { method: string; url: string }) =>
  request.method === write.method &&
  new RegExp(`^${new URL(STORY_API_BASE).pathname}${write.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(
    new URL(request.url).pathname,
  );

/** Answers like Auth0Client: a cached token, or a new one when asked with cacheMode 'off' (then cached). */
function identityClient(): IdentityClient {
  let token = STALE_TOKEN;
  return {
    checkSession: async () => {},
    isAuthenticated: async () => true,
    getUser: async () => ({ sub: ADA.id, email: ADA.email, email_verified: true, name: ADA.displayName }),
    getTokenSilently: async (options?: IdentityTokenOptions) => {
      if (options?.cacheMode === 'off') token = RENEWED_TOKEN;
      return token;
    },
    loginWithRedirect: async () => {},
    handleRedirectCallback: async () => ({}),
    logout: async () => {},
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The writes: what each one mounts, how the user sends it, what "kept" and "succeeded" mean for it.

interface Mounted {
  user: UserEvent;
  redirect: ReturnType<typeof vi.fn>;
  location: () => string;
  /** Every request sent so far. */
  sent: () => Sent[];
}

interface Write {
  name: string;
  /** The contract's path; the write is the request with this method on it. */
  method: string;
  path: Parameters<typeof apiUrl>[0];
  /** The body the API receives, on the first try and on the retry. */
  body: unknown;
  /** The write's own answer and the reads only it needs. */
  handlers: RequestHandler[];
  render: (props: { redirect: (url: string) => void }) => ReactNode;
  /** The route the screen is on (its redirects and navigation). */
  route?: string;
  /** What the user types or chooses before sending. */
  prepare: (m: Mounted) => Promise<void>;
  /** Sends the write (the first time and again after the fault). */
  send: (m: Mounted) => Promise<void>;
  /** What the user typed or chose is still there, and the write can be sent again. */
  kept: (m: Mounted) => Promise<void>;
  succeeded: (m: Mounted) => Promise<void>;
  /** The failure toast's title (spec §8), or null where spec §8 says a failure is only logged. */
  title: string | null;
  /** The line of a server failure (spec §8's support text), or none where spec §8 gives a title alone. */
  serverLine?: string;
  /** The API's field the form shows, and the label of that field. */
  apiField?: string;
  fieldLabel?: string;
  /** A refusal this write says in place rather than in a toast (spec §6: an unverified e-mail). */
  inPlace?: Partial<Record<FaultName, string>>;
  /** The write's own line for a fault, where it has one (a resend's cooldown for a 429). */
  lines?: Partial<Record<FaultName, string>>;
}

const body = () => within(document.body);
const button = (name: string | RegExp) => body().getByRole('button', { name });
const field = (label: string) => body().getByLabelText<HTMLInputElement>(label);
const dialogOpen = (title: string) => body().queryByRole('heading', { name: title }) != null;
/** The open dialog: the page behind it may have a button of the same name. */
const inDialog = () => within(body().getByRole('dialog'));
const inDialogFind = async (name: string) =>
  within(await body().findByRole('dialog')).findByRole('button', { name });
const waitEnabled = (name: string | RegExp) => waitFor(() => expect(button(name)).toBeEnabled());
const toast = (text: string) => body().findByText(text, {}, { timeout: 5_000 });

async function retype(m: Mounted, label: string, value: string) {
  const input = await body().findByLabelText<HTMLInputElement>(label);
  await m.user.clear(input);
  await m.user.type(input, value);
}

const ACME_ORGANIZATION = wireOrganization({
  organization_users: [wireMember(ADA_MEMBER), wireMember(GRACE_MEMBER)],
  pending_invitations: [wireInvitation(PENDING_INVITATION, 5)],
  licenses: [wireLicense({ id: 'lic-studio', identifier: 'Studio iPad', license_key_hash: 'key-studio' })],
});
const STUDIO: License = {
  id: 'lic-studio',
  licenseId: 'lic-studio',
  identifier: 'Studio iPad',
  licenseKey: 'key-studio',
  expiresAt: null,
  revokedAt: null,
  trial: false,
  claimedAt: '2026-11-20T09:15:00Z',
  deviceName: 'Studio iPad 3',
  lastSeenAt: null,
};
/** An unclaimed licence: its link can be regenerated. */
const FIELD_KIT: License = {
  ...STUDIO,
  id: 'lic-field',
  licenseId: 'lic-field',
  identifier: 'Field kit',
  licenseKey: null,
  claimedAt: null,
  deviceName: null,
};

const READS: RequestHandler[] = [
  answer('get', '/users/current-user', wireUser({ organizations: [ACME, GLOBEX] })),
  answer('get', '/organizations', [ACME, GLOBEX]),
  answer('get', '/organizations/{organizationId}', ACME_ORGANIZATION),
  answer('get', '/organizations/{organizationId}/subscription', { subscription: WIRE_ACTIVE_SUBSCRIPTION }),
  answer('get', '/external/subscription/pricing', WIRE_PRICING),
  answer('get', '/users/terms-of-service', {
    currentTermsOfService: TERMS_DOCUMENT,
    signedTermsOfService: [TERMS_DOCUMENT],
  }),
];
const noContent = (method: 'patch' | 'delete' | 'post', path: Parameters<typeof apiUrl>[0]) =>
  http[method](apiUrl(path), () => new HttpResponse(null, { status: 204 }));

/** The row's dialog is open from the start, as the page opens it; closing it is the success. */
function LicenseDialog({ kind }: { kind: 'revoke' | 'edit' }) {
  const Container = kind === 'revoke' ? RevokeLicenseContainer : EditLicenseIdentifierContainer;
  return (
    <Closable>
      {(open, close) => <Container organizationId={ACME.id} license={open ? STUDIO : null} onClose={close} />}
    </Closable>
  );
}

/** A licence dialog beyond spec §2's, open from the start; closing it (or its success) is the success. */
function LicenseChangeDialog({ kind }: { kind: 'revoke-many' | 'release-many' | 'regenerate' | 'release' }) {
  return (
    <Closable>
      {(open, close) =>
        kind === 'release-many' ? (
          <ReleaseLicensesContainer
            organizationId={ACME.id}
            licenses={open ? [STUDIO] : null}
            onClose={close}
            onReleased={close}
          />
        ) : kind === 'revoke-many' ? (
          <RevokeLicensesContainer
            organizationId={ACME.id}
            licenses={open ? [STUDIO] : null}
            onClose={close}
            onRevoked={close}
          />
        ) : kind === 'regenerate' ? (
          <RegenerateLicenseLinkContainer
            organizationId={ACME.id}
            license={open ? FIELD_KIT : null}
            onClose={close}
            onRegenerated={close}
          />
        ) : (
          <ReleaseLicenseDeviceContainer
            organizationId={ACME.id}
            license={open ? STUDIO : null}
            onClose={close}
          />
        )
      }
    </Closable>
  );
}

/** Keeps a dialog open until its container closes it, and shows that it did. */
function Closable({ children }: { children: (open: boolean, close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      {children(open, () => setOpen(false))}
      {open ? null : <p>Dialog closed</p>}
    </>
  );
}

const closed = () => body().findByText('Dialog closed', {}, { timeout: 5_000 });

/**
 * Screens whose success shows elsewhere (the gate lifts, the shell switches) are mounted with the read their
 * write refreshes (spec §7): success is that read asked for again after the write was answered.
 */
function CurrentUserRead() {
  useCurrentUser();
  return null;
}
function TermsStatusRead() {
  useTermsStatus();
  return null;
}
const readAgainAfterWrite = (m: Mounted, read: string, write: Write) =>
  waitFor(() => {
    const sent = m.sent();
    const lastWrite = sent.findLastIndex((request) => isWrite(write, request));
    const reads = sent.slice(lastWrite + 1).filter((request) => request.method === 'GET');
    expect(reads.map((request) => new URL(request.url).pathname)).toContain(
      new URL(apiUrl(read as never)).pathname,
    );
  });

const WRITES: Write[] = [
  {
    name: 'create organization',
    method: 'POST',
    path: '/organizations',
    body: { organizationName: 'Babbage & Co' },
    handlers: [answer('post', '/organizations', { success: true, organizationId: GLOBEX.id })],
    route: '/organization',
    render: () => (
      <OrganizationSetupContainer user={{ ...ADA, organizations: [], organizationInvitations: [] }} />
    ),
    prepare: (m) => retype(m, 'Name', 'Babbage & Co'),
    send: (m) => m.user.click(button('Continue')),
    kept: async () => {
      expect(field('Name')).toHaveValue('Babbage & Co');
      await waitEnabled('Continue');
    },
    succeeded: async (m) => waitFor(() => expect(m.location()).toBe('/billing')),
    // spec §8: only logged, no message (a name the API refuses still shows under the field).
    title: null,
    apiField: 'organizationName',
    fieldLabel: 'Name',
  },
  {
    name: 'update organization name',
    method: 'PATCH',
    path: '/organizations/{organizationId}',
    body: { organizationName: 'Acme Robotics International' },
    handlers: [answer('patch', '/organizations/{organizationId}', { success: true })],
    render: () => (
      <OrganizationSettingsContainer organizationId={ACME.id} currentUserId={ADA.id} host={HOST} />
    ),
    prepare: (m) => retype(m, 'Organization Name', 'Acme Robotics International'),
    send: (m) => m.user.click(button('Save')),
    kept: async () => {
      expect(field('Organization Name')).toHaveValue('Acme Robotics International');
      await waitEnabled('Save');
    },
    succeeded: async () => void (await toast(MESSAGES.organizationUpdated)),
    title: MESSAGES.organizationUpdateFailed,
    serverLine: supportAtHostText(HOST),
    apiField: 'organizationName',
    fieldLabel: 'Organization Name',
  },
  {
    name: 'update idle-seat recovery',
    method: 'PUT',
    path: '/organizations/{organizationId}/idle-seat-release',
    body: { idleSeatReleaseDays: 45 },
    handlers: [
      answer('put', '/organizations/{organizationId}/idle-seat-release', { idle_seat_release_days: 45 }),
    ],
    render: () => (
      <OrganizationSettingsContainer organizationId={ACME.id} currentUserId={ADA.id} host={HOST} />
    ),
    prepare: async (m) => {
      await m.user.click(await body().findByRole('checkbox', { name: IDLE_SEAT_MESSAGES.settingLabel }));
      await retype(m, IDLE_SEAT_MESSAGES.daysLabel, '45');
    },
    send: (m) => m.user.click(button('Save idle seats')),
    kept: async () => {
      expect(body().getByRole('checkbox', { name: IDLE_SEAT_MESSAGES.settingLabel })).toBeChecked();
      expect(field(IDLE_SEAT_MESSAGES.daysLabel)).toHaveValue('45');
      await waitEnabled('Save idle seats');
    },
    succeeded: async () => void (await toast(IDLE_SEAT_MESSAGES.saved)),
    title: IDLE_SEAT_MESSAGES.saveFailed,
    serverLine: supportAtHostText(HOST),
    apiField: 'idleSeatReleaseDays',
    fieldLabel: IDLE_SEAT_MESSAGES.daysLabel,
  },
  {
    name: 'add webhook endpoint',
    method: 'POST',
    path: '/organizations/{organizationId}/webhook-endpoints',
    body: {
      url: 'https://hooks.example.com/in',
      description: '',
      eventTypes: ['license.assigned', 'license.claimed', 'license.released', 'license.revoked'],
    },
    handlers: [
      answer('get', '/organizations/{organizationId}/webhook-endpoints', { webhook_endpoints: [] }),
      answer('post', '/organizations/{organizationId}/webhook-endpoints', {
        webhook_endpoint: wireWebhookEndpoint({ url: 'https://hooks.example.com/in' }),
        secret: 'whsec_shown-once',
      }),
    ],
    render: () => <WebhooksContainer organizationId={ACME.id} blockedBecause={null} host={HOST} />,
    prepare: async (m) => {
      await m.user.click(await body().findByRole('button', { name: 'Add endpoint' }));
      await retype(m, 'Endpoint URL', 'https://hooks.example.com/in');
    },
    send: async (m) => m.user.click(await inDialogFind('Add endpoint')),
    kept: async () => {
      expect(field('Endpoint URL')).toHaveValue('https://hooks.example.com/in');
      await waitFor(() => expect(inDialog().getByRole('button', { name: 'Add endpoint' })).toBeEnabled());
    },
    succeeded: async () => {
      expect(await body().findByRole('heading', { name: 'Webhook endpoint added' })).toBeInTheDocument();
    },
    title: WEBHOOK_MESSAGES.createFailed,
    serverLine: supportAtHostText(HOST),
    apiField: 'url',
    fieldLabel: 'Endpoint URL',
  },
  {
    name: 'update current user name',
    method: 'PATCH',
    path: '/users/current-user',
    body: { userFirstName: 'Augusta', userLastName: 'Lovelace' },
    handlers: [answer('patch', '/users/current-user', wireUser({ first_name: 'Augusta' }))],
    render: () => <PersonalSettingsContainer />,
    prepare: (m) => retype(m, 'First Name', 'Augusta'),
    send: (m) => m.user.click(button('Save')),
    kept: async () => {
      expect(field('First Name')).toHaveValue('Augusta');
      expect(field('Last Name')).toHaveValue('Lovelace');
      await waitEnabled('Save');
    },
    succeeded: async () => void (await toast(MESSAGES.nameUpdated)),
    title: MESSAGES.nameUpdateFailed,
    serverLine: supportAtHostText(HOST),
    apiField: 'userFirstName',
    fieldLabel: 'First Name',
  },
  {
    name: 'select organization',
    method: 'PATCH',
    path: '/users/selected-organization',
    body: { selectedOrgId: GLOBEX.id },
    handlers: [
      answer('patch', '/users/selected-organization', wireUser({ selected_organization_id: GLOBEX.id })),
    ],
    render: () => (
      <>
        <CurrentUserRead />
        <ShellContainer
          user={{ ...ADA, organizations: [ACME, GLOBEX] }}
          organization={ACME}
          onAddPodCreator={() => {}}
        />
      </>
    ),
    prepare: async () => {},
    send: async (m) => {
      await m.user.click(await body().findByRole('button', { name: /Acme Robotics/ }));
      await m.user.click(await body().findByRole('option', { name: GLOBEX.name }));
    },
    // Nothing typed: the switcher still shows the organization in use, ready to switch again.
    kept: async () => {
      await waitFor(() => expect(button(/Acme Robotics/)).toHaveTextContent(ACME.name));
      await waitEnabled(/Acme Robotics/);
    },
    succeeded: (m) => readAgainAfterWrite(m, '/users/current-user', WRITES_BY_NAME['select organization']!),
    title: MESSAGES.organizationSwitchFailed,
    serverLine: supportAtHostText(HOST),
  },
  {
    name: 'sign terms',
    method: 'POST',
    path: '/users/terms-of-service/sign',
    body: { version: TERMS_DOCUMENT.version, tosHash: expect.any(String) },
    handlers: [
      answer('post', '/users/terms-of-service/sign', {
        currentTermsOfService: TERMS_DOCUMENT,
        signedTermsOfService: [TERMS_DOCUMENT],
      }),
    ],
    render: () => (
      <>
        <TermsStatusRead />
        <TermsGateContainer version={TERMS_DOCUMENT.version} text={TERMS_TEXT} />
      </>
    ),
    prepare: async () => {
      const region = await body().findByRole('region', { name: 'Terms of Service' }, { timeout: 10_000 });
      await body().findByRole('heading', { name: '14. Section 14' }, { timeout: 10_000 });
      region.scrollTop = region.scrollHeight;
      fireEvent.scroll(region);
      await waitEnabled('I Agree');
    },
    send: (m) => m.user.click(button('I Agree')),
    kept: async () => {
      expect(body().getByRole('heading', { name: MESSAGES.termsUpdatedTitle })).toBeInTheDocument();
      await waitEnabled('I Agree');
    },
    // The gate lifts when the refreshed status has no version to sign.
    succeeded: (m) => readAgainAfterWrite(m, '/users/terms-of-service', WRITES_BY_NAME['sign terms']!),
    title: MESSAGES.termsSignFailed,
    serverLine: supportAtHostText(HOST),
  },
  {
    name: 'respond to invitations',
    method: 'POST',
    path: '/users/organization-invitations/respond',
    body: {
      invitationResponses: [{ invitationId: INVITATIONS[0]!.pendingInvitationId, response: 'ACCEPTED' }],
    },
    handlers: [
      answer('post', '/users/organization-invitations/respond', {
        processedInvitationIds: [INVITATIONS[0]!.pendingInvitationId],
      }),
    ],
    render: () => (
      <Closable>
        {(open, close) => (
          <InvitationsDialogContainer open={open} onClose={close} invitations={INVITATIONS.slice(0, 1)} />
        )}
      </Closable>
    ),
    prepare: async (m) => m.user.click(await body().findByRole('button', { name: `Accept ${GLOBEX.name}` })),
    send: (m) => m.user.click(button('Submit')),
    kept: async () => {
      expect(button(`Undo accepting ${GLOBEX.name}`)).toBeInTheDocument();
      await waitEnabled('Submit');
    },
    succeeded: async () => void (await closed()),
    title: MESSAGES.respondToInvitationsFailed,
    serverLine: supportTextWithPeriod(config.supportEmail),
    // spec §6: the API refuses an unverified e-mail (403); the dialog says so in place (docs/decisions/0018).
    inPlace: { '403': VERIFY_EMAIL_BEFORE_INVITATIONS },
  },
  {
    name: 'create invitations',
    method: 'POST',
    path: '/organizations/{organizationId}/invitations',
    body: { emails: ['charles@example.com', 'mary@example.com'], role: 'BILLING' },
    handlers: [
      answer('post', '/organizations/{organizationId}/invitations', {
        results: [
          { email: 'charles@example.com', outcome: 'invited', invitation_id: 'inv-charles' },
          { email: 'mary@example.com', outcome: 'invited', invitation_id: 'inv-mary' },
        ],
      }),
    ],
    render: () => (
      <OrganizationSettingsContainer organizationId={ACME.id} currentUserId={ADA.id} host={HOST} />
    ),
    prepare: async (m) => {
      await m.user.click(await body().findByRole('button', { name: 'Invite Member' }));
      await retype(m, 'Email addresses', 'charles@example.com, mary@example.com');
      await m.user.click(body().getByRole('radio', { name: 'Billing' }));
    },
    send: (m) => m.user.click(button('Send Invitation')),
    kept: async () => {
      expect(field('Email addresses')).toHaveValue('charles@example.com, mary@example.com');
      expect(body().getByRole('radio', { name: 'Billing' })).toBeChecked();
      await waitEnabled('Send Invitation');
    },
    succeeded: async () => void (await toast(invitationsSent(2))),
    title: MESSAGES.invitationFailed,
    serverLine: supportAtHostText(HOST),
    apiField: 'emails',
    fieldLabel: 'Email addresses',
  },
  {
    name: 'resend invitation',
    method: 'POST',
    path: '/organizations/{organizationId}/invitation/{invitationId}/resend',
    body: undefined,
    handlers: [
      answer('post', '/organizations/{organizationId}/invitation/{invitationId}/resend', {
        expires_at: '2026-12-04T12:00:00Z',
        last_sent_at: '2026-11-27T12:00:00Z',
      }),
    ],
    render: () => (
      <OrganizationSettingsContainer organizationId={ACME.id} currentUserId={ADA.id} host={HOST} />
    ),
    prepare: async () =>
      void (await body().findByRole('button', { name: `Resend invitation to ${PENDING_INVITATION.email}` })),
    send: (m) => m.user.click(button(`Resend invitation to ${PENDING_INVITATION.email}`)),
    // Nothing typed: the invitation's Resend is ready again.
    kept: async () => {
      await waitEnabled(`Resend invitation to ${PENDING_INVITATION.email}`);
      expect(button(`Resend invitation to ${PENDING_INVITATION.email}`)).not.toHaveAttribute('aria-disabled');
    },
    succeeded: async () => void (await toast(RESEND_MESSAGES.sent)),
    title: MESSAGES.invitationResendFailed,
    serverLine: supportAtHostText(HOST),
    // Sent again meanwhile: the wait in the words the disabled Resend uses.
    lines: { '429': RESEND_MESSAGES.wait(30) },
  },
  {
    name: 'update member role',
    method: 'PATCH',
    path: '/organizations/{organizationId}/user/{userId}/role',
    body: { role: 'LICENSE_MANAGER' },
    handlers: [noContent('patch', '/organizations/{organizationId}/user/{userId}/role')],
    render: () => (
      <OrganizationSettingsContainer organizationId={ACME.id} currentUserId={ADA.id} host={HOST} />
    ),
    prepare: async (m) => {
      await m.user.click(await body().findByRole('button', { name: 'Change role of Grace Hopper' }));
      await m.user.click(await body().findByRole('radio', { name: 'License manager' }));
    },
    // The name form behind the dialog has a Save too.
    send: (m) => m.user.click(inDialog().getByRole('button', { name: 'Save' })),
    kept: async () => {
      expect(body().getByRole('radio', { name: 'License manager' })).toBeChecked();
      await waitFor(() => expect(inDialog().getByRole('button', { name: 'Save' })).toBeEnabled());
    },
    succeeded: async () => waitFor(() => expect(dialogOpen('Change role')).toBe(false)),
    title: MESSAGES.memberRoleChangeFailed,
    serverLine: supportAtHostText(HOST),
  },
  {
    name: 'transfer ownership',
    method: 'POST',
    path: '/organizations/{organizationId}/transfer-ownership',
    body: { userId: GRACE_MEMBER.id },
    handlers: [noContent('post', '/organizations/{organizationId}/transfer-ownership')],
    render: () => (
      <OrganizationSettingsContainer organizationId={ACME.id} currentUserId={ADA.id} host={HOST} />
    ),
    prepare: async (m) =>
      m.user.click(await body().findByRole('button', { name: 'Transfer ownership to Grace Hopper' })),
    send: async (m) => m.user.click(await inDialogFind('Transfer ownership')),
    kept: async () => {
      expect(dialogOpen('Transfer ownership')).toBe(true);
      await waitFor(() =>
        expect(inDialog().getByRole('button', { name: 'Transfer ownership' })).toBeEnabled(),
      );
    },
    succeeded: async () => void (await toast(MESSAGES.ownershipTransferred)),
    title: MESSAGES.ownershipTransferFailed,
    serverLine: supportAtHostText(HOST),
  },
  {
    name: 'leave organization',
    method: 'POST',
    path: '/organizations/{organizationId}/leave',
    body: undefined,
    // Grace (an Admin) is signed in: the Owner cannot leave.
    handlers: [
      answer('get', '/users/current-user', wireUser({ id: GRACE_MEMBER.id, organizations: [ACME, GLOBEX] })),
      noContent('post', '/organizations/{organizationId}/leave'),
    ],
    route: '/settings/organization',
    render: () => (
      <OrganizationSettingsContainer organizationId={ACME.id} currentUserId={GRACE_MEMBER.id} host={HOST} />
    ),
    prepare: async (m) => m.user.click(await body().findByRole('button', { name: 'Leave organization' })),
    send: async (m) => m.user.click(await inDialogFind('Leave')),
    kept: async (m) => {
      expect(inDialog().getByRole('heading', { name: 'Leave organization' })).toBeInTheDocument();
      await waitFor(() => expect(inDialog().getByRole('button', { name: 'Leave' })).toBeEnabled());
      expect(m.location()).toBe('/settings/organization');
    },
    succeeded: async (m) => waitFor(() => expect(m.location()).toBe('/')),
    title: MESSAGES.leaveOrganizationFailed,
    serverLine: supportAtHostText(HOST),
  },
  {
    name: 'cancel invitation',
    method: 'PATCH',
    path: '/organizations/{organizationId}/invitation/{invitationId}/cancel',
    body: undefined,
    handlers: [noContent('patch', '/organizations/{organizationId}/invitation/{invitationId}/cancel')],
    render: () => (
      <OrganizationSettingsContainer organizationId={ACME.id} currentUserId={ADA.id} host={HOST} />
    ),
    prepare: async (m) =>
      m.user.click(await body().findByRole('button', { name: `Details for ${PENDING_INVITATION.email}` })),
    send: (m) => m.user.click(button('Cancel Invitation')),
    kept: async () => {
      expect(dialogOpen('Invitation Details')).toBe(true);
      await waitEnabled('Cancel Invitation');
    },
    succeeded: async () => waitFor(() => expect(dialogOpen('Invitation Details')).toBe(false)),
    title: MESSAGES.invitationCancelFailed,
    serverLine: supportAtHostText(HOST),
  },
  {
    name: 'remove member',
    method: 'DELETE',
    path: '/organizations/{organizationId}/user/{userId}',
    body: undefined,
    handlers: [noContent('delete', '/organizations/{organizationId}/user/{userId}')],
    render: () => (
      <OrganizationSettingsContainer organizationId={ACME.id} currentUserId={ADA.id} host={HOST} />
    ),
    prepare: async (m) => m.user.click(await body().findByRole('button', { name: 'Remove Grace Hopper' })),
    send: async (m) => m.user.click(await body().findByRole('button', { name: 'Remove' })),
    kept: async () => {
      expect(dialogOpen('Remove Member')).toBe(true);
      await waitEnabled('Remove');
    },
    succeeded: async () => waitFor(() => expect(dialogOpen('Remove Member')).toBe(false)),
    title: MESSAGES.memberRemoveFailed,
    serverLine: supportAtHostText(HOST),
  },
  {
    name: 'assign licence',
    method: 'POST',
    path: '/licenses/assign-member-to-license',
    body: { organizationId: ACME.id, identifier: 'Stage camera', licenseType: 'POD_ADMIN' },
    handlers: [answer('post', '/licenses/assign-member-to-license', { licenseId: 'lic-new' })],
    render: () => (
      <Closable>
        {(open, close) => <AddLicenseFlow organization={ACME} open={open} onClose={close} />}
      </Closable>
    ),
    prepare: async (m) => {
      await retype(m, 'Identifier', 'Stage camera');
      await m.user.click(button('Next'));
      await m.user.click(await body().findByRole('radio', { name: 'Link' }));
    },
    send: async (m) => {
      // After a refused identifier the dialog is back on step 1, the method still chosen.
      if (body().queryByRole('button', { name: 'Next' })) await m.user.click(button('Next'));
      await m.user.click(await body().findByRole('button', { name: 'Generate License' }));
    },
    kept: async (m) => {
      if (body().queryByRole('button', { name: 'Back' })) {
        await waitEnabled('Generate License');
        expect(body().getByRole('radio', { name: 'Link' })).toBeChecked();
        await m.user.click(button('Back'));
      }
      expect(await body().findByLabelText('Identifier')).toHaveValue('Stage camera');
    },
    succeeded: async () => void (await toast(MESSAGES.assignSucceeded)),
    title: MESSAGES.assignFailed,
    serverLine: supportText(config.supportEmail),
    apiField: 'identifier',
    fieldLabel: 'Identifier',
  },
  {
    name: 'revoke licence',
    method: 'POST',
    path: '/licenses/remove-member-from-license',
    body: { organizationId: ACME.id, licenseId: STUDIO.id },
    handlers: [answer('post', '/licenses/remove-member-from-license', { success: true })],
    render: () => <LicenseDialog kind="revoke" />,
    prepare: async () => void (await body().findByRole('heading', { name: 'Revoke License' })),
    send: (m) => m.user.click(button('Revoke')),
    kept: async () => {
      expect(dialogOpen('Revoke License')).toBe(true);
      await waitEnabled('Revoke');
    },
    succeeded: async () => void (await closed()),
    title: MESSAGES.revokeFailed,
    serverLine: supportAtHostText(HOST),
  },
  {
    name: 'revoke selected licences',
    method: 'POST',
    path: '/licenses/revoke-many',
    body: { organizationId: ACME.id, licenseIds: [STUDIO.id] },
    handlers: [answer('post', '/licenses/revoke-many', { revokedLicenseIds: [STUDIO.id] })],
    render: () => <LicenseChangeDialog kind="revoke-many" />,
    prepare: async () => void (await body().findByRole('heading', { name: revokeLicensesTitle(1) })),
    send: (m) => m.user.click(button('Revoke 1 license')),
    kept: async () => {
      expect(dialogOpen(revokeLicensesTitle(1))).toBe(true);
      await waitEnabled('Revoke 1 license');
    },
    succeeded: async () => void (await closed()),
    title: MESSAGES.revokeFailed,
    serverLine: supportAtHostText(HOST),
  },
  {
    name: 'release selected seats',
    method: 'POST',
    path: '/licenses/release-many',
    body: { organizationId: ACME.id, licenseIds: [STUDIO.id] },
    handlers: [answer('post', '/licenses/release-many', { releasedLicenseIds: [STUDIO.id] })],
    render: () => <LicenseChangeDialog kind="release-many" />,
    prepare: async () =>
      void (await body().findByRole('heading', { name: IDLE_SEAT_MESSAGES.releaseConfirmTitle(1) })),
    send: (m) => m.user.click(button('Release 1 seat')),
    kept: async () => {
      expect(dialogOpen(IDLE_SEAT_MESSAGES.releaseConfirmTitle(1))).toBe(true);
      await waitEnabled('Release 1 seat');
    },
    succeeded: async () => void (await closed()),
    title: IDLE_SEAT_MESSAGES.releaseFailed,
    serverLine: supportAtHostText(HOST),
  },
  {
    name: 'regenerate licence link',
    method: 'POST',
    path: '/licenses/regenerate-link',
    body: { organizationId: ACME.id, licenseId: FIELD_KIT.id },
    handlers: [answer('post', '/licenses/regenerate-link', { licenseId: 'lic-field-new' })],
    render: () => <LicenseChangeDialog kind="regenerate" />,
    prepare: async () =>
      void (await body().findByRole('heading', { name: regenerateLinkTitle('Field kit') })),
    send: (m) => m.user.click(button('Regenerate link')),
    kept: async () => {
      expect(dialogOpen(regenerateLinkTitle('Field kit'))).toBe(true);
      await waitEnabled('Regenerate link');
    },
    succeeded: async () => void (await closed()),
    title: MESSAGES.revokeFailed,
    serverLine: supportAtHostText(HOST),
  },
  {
    name: 'release licence device',
    method: 'POST',
    path: '/licenses/release-device',
    body: { organizationId: ACME.id, licenseId: STUDIO.id },
    handlers: [noContent('post', '/licenses/release-device')],
    render: () => <LicenseChangeDialog kind="release" />,
    prepare: async () =>
      void (await body().findByRole('heading', { name: releaseDeviceTitle('Studio iPad 3') })),
    send: (m) => m.user.click(button('Release device')),
    kept: async () => {
      expect(dialogOpen(releaseDeviceTitle('Studio iPad 3'))).toBe(true);
      await waitEnabled('Release device');
    },
    succeeded: async () => void (await closed()),
    title: MESSAGES.revokeFailed,
    serverLine: supportAtHostText(HOST),
  },
  {
    name: 'update licence identifier',
    method: 'POST',
    path: '/licenses/update-license-identifier',
    body: { organizationId: ACME.id, licenseId: STUDIO.id, identifier: 'Front desk' },
    handlers: [noContent('post', '/licenses/update-license-identifier')],
    render: () => <LicenseDialog kind="edit" />,
    prepare: (m) => retype(m, 'Identifier', 'Front desk'),
    send: (m) => m.user.click(button('Save')),
    kept: async () => {
      expect(field('Identifier')).toHaveValue('Front desk');
      await waitEnabled('Save');
    },
    succeeded: async () => void (await closed()),
    title: MESSAGES.revokeFailed,
    serverLine: supportAtHostText(HOST),
    apiField: 'identifier',
    fieldLabel: 'Identifier',
  },
  {
    name: 'create checkout session',
    method: 'POST',
    path: '/subscription/create-checkout-session',
    body: {
      organizationId: ACME.id,
      subscriptionType: 'starter',
      billingPeriod: 'monthly',
      successUrl: `${ORIGIN}/subscription/success`,
      cancelUrl: `${ORIGIN}/subscription/cancel`,
    },
    handlers: [
      answer('get', '/organizations/{organizationId}/subscription', { subscription: null }),
      answer('post', '/subscription/create-checkout-session', { url: CHECKOUT_URL }),
    ],
    render: ({ redirect }) => (
      <BillingContainer
        organizationId={ACME.id}
        organizationName={ACME.name}
        redirect={redirect}
        origin={ORIGIN}
      />
    ),
    prepare: async () => void (await body().findByRole('button', { name: 'Choose Starter' })),
    send: (m) => m.user.click(button('Choose Starter')),
    kept: async (m) => {
      await waitEnabled('Choose Starter');
      expect(m.redirect).not.toHaveBeenCalled();
    },
    succeeded: async (m) => waitFor(() => expect(m.redirect).toHaveBeenCalledWith(CHECKOUT_URL)),
    // spec §8's title already says "Please try again.": a server failure adds no line.
    title: MESSAGES.checkoutFailed,
  },
  {
    name: 'create customer portal session',
    method: 'POST',
    path: '/subscription/create-customer-portal-session',
    body: { organizationId: ACME.id, returnUrl: `${ORIGIN}/billing` },
    handlers: [
      answer('get', '/organizations/{organizationId}/subscription', { subscription: wireSubscription() }),
      answer('post', '/subscription/create-customer-portal-session', { url: PORTAL_URL }),
    ],
    render: ({ redirect }) => (
      <BillingContainer
        organizationId={ACME.id}
        organizationName={ACME.name}
        redirect={redirect}
        origin={ORIGIN}
      />
    ),
    prepare: async () => void (await body().findByRole('button', { name: 'Manage Subscription' })),
    send: (m) => m.user.click(button('Manage Subscription')),
    kept: async (m) => {
      await waitEnabled('Manage Subscription');
      expect(m.redirect).not.toHaveBeenCalled();
    },
    succeeded: async (m) => waitFor(() => expect(m.redirect).toHaveBeenCalledWith(PORTAL_URL)),
    title: MESSAGES.customerPortalFailed,
  },
  {
    name: 'platform-admin update licence count',
    method: 'PATCH',
    path: '/organizations/{organizationId}/update-license-count',
    body: { licenseCount: 9, licenseType: 'POD_ADMIN' },
    handlers: [noContent('patch', '/organizations/{organizationId}/update-license-count')],
    render: () => (
      <Closable>
        {(open, close) => (
          <EditLicenseCountContainer organization={open ? ANALYTICAL_ENGINES : null} onClose={close} />
        )}
      </Closable>
    ),
    prepare: (m) => retype(m, 'Pod Admin License Count', '9'),
    send: (m) => m.user.click(button('Save')),
    kept: async () => {
      expect(field('Pod Admin License Count')).toHaveValue('9');
      await waitEnabled('Save');
    },
    succeeded: async () => void (await closed()),
    title: MESSAGES.licenseCountUpdateFailed,
    serverLine: supportAtHostText(HOST),
    apiField: 'licenseCount',
    fieldLabel: 'Pod Admin License Count',
  },
  {
    name: 'delete trial licences',
    method: 'DELETE',
    path: '/organizations/{organizationId}/delete-trial-licenses',
    body: undefined,
    handlers: [noContent('delete', '/organizations/{organizationId}/delete-trial-licenses')],
    render: () => (
      <Closable>
        {(open, close) => (
          <DeleteTrialLicensesContainer organization={open ? DIFFERENCE_LTD : null} onClose={close} />
        )}
      </Closable>
    ),
    prepare: async () => void (await body().findByRole('heading', { name: 'Delete trial licenses' })),
    send: (m) => m.user.click(button('Delete trial licenses')),
    kept: async () => {
      expect(dialogOpen('Delete trial licenses')).toBe(true);
      await waitEnabled('Delete trial licenses');
    },
    succeeded: async () => void (await closed()),
    title: MESSAGES.trialLicensesDeleteFailed,
    serverLine: supportAtHostText(HOST),
  },
];

const WRITES_BY_NAME: Record<string, Write> = Object.fromEntries(WRITES.map((write) => [write.name, write]));

// ---------------------------------------------------------------------------------------------------------------
// The faults: what the user reads under the write's title for each.

interface Fault {
  name: FaultName;
  line: (write: Write) => string | undefined;
}

const FAULTS: Fault[] = [
  { name: '400', line: () => `${FIELD_MESSAGE}.` },
  { name: '401', line: () => 'Your session has ended. Sign in again to continue: reload the page.' },
  { name: '403', line: () => 'Only the owner of Acme Robotics can do this.' },
  { name: '404', line: () => 'This no longer exists; the page has been refreshed.' },
  { name: '409', line: () => 'Someone else changed this a moment ago.' },
  { name: '429', line: () => 'Too many requests. Try again in 30 seconds.' },
  { name: '500', line: (write) => write.serverLine },
  { name: '503', line: () => 'Pod Console is briefly unavailable. Try again in 5 seconds.' },
  { name: 'network', line: () => 'Could not reach Pod Console. Check your connection and try again.' },
  {
    name: 'timeout',
    line: () => 'Pod Console did not answer in time. Check whether your change shows, then try again.',
  },
  {
    name: 'offline',
    line: () => 'You are offline. Your changes are kept; try again when you are back online.',
  },
];

function mount(write: Write) {
  const api = createApi(write);
  const redirect = vi.fn();
  const { hook, history } = memoryLocation({ path: write.route ?? '/', record: true });
  // The console's own client (its writes run offline too), with reads that answer once and stay still.
  const queryClient = createConsoleQueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false } },
  });
  render(
    <Router hook={hook}>
      <AppProviders
        identityClient={identityClient()}
        queryClient={queryClient}
        apiBaseUrl={STORY_API_BASE}
        fetch={api.fetch}
        timeoutMs={TIMEOUT_MS}
      >
        {write.render({ redirect })}
      </AppProviders>
    </Router>,
  );
  const mounted: Mounted = {
    user: userEvent.setup(),
    redirect,
    location: () => history.at(-1) ?? '',
    sent: api.sent,
  };
  return { api, mounted };
}

/** The failure toast: the write's title, with the fault's line under it (or none). */
async function expectFailure(title: string, line: string | undefined) {
  const heading = await toast(title);
  const shown = heading.closest('[data-sonner-toast]');
  expect(shown).not.toBeNull();
  expect(shown).toHaveAttribute('data-type', 'error');
  const description = shown!.querySelector('[data-description]');
  if (line === undefined) expect(description).toBeNull();
  else expect(description).toHaveTextContent(line);
}

afterEach(() => {
  offline.off();
  // sonner keeps its toasts across mounts and shows the active ones to the next toaster: each case starts clean.
  sonner.dismiss();
  cleanup();
});

describe.each(WRITES)('$name', (write) => {
  it.each(FAULTS)('$name: says so, keeps what was typed, and succeeds when sent again', async (fault) => {
    const { api, mounted } = mount(write);
    await write.prepare(mounted);
    api.state.fault = fault.name;
    if (fault.name === 'offline') offline.on();

    await write.send(mounted);

    const inPlace = write.inPlace?.[fault.name];
    if (inPlace) await body().findByText(inPlace);
    else if (write.title !== null)
      await expectFailure(write.title, write.lines?.[fault.name] ?? fault.line(write));
    else {
      // Only logged: once the write has settled (the form is ready again), no toast says anything.
      await write.kept(mounted);
      expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    }
    if (fault.name === '400' && write.fieldLabel) {
      // The API's message sits under the field it names, like the form's own messages.
      await waitFor(() => expect(field(write.fieldLabel!)).toHaveAccessibleDescription(FIELD_MESSAGE));
    }
    if (fault.name === '401') {
      // The SDK renewed the token once and sent the same request again; the API refused that one too.
      expect(api.writes().map((request) => request.authorization)).toEqual([
        `Bearer ${STALE_TOKEN}`,
        `Bearer ${RENEWED_TOKEN}`,
      ]);
    }
    await write.kept(mounted);

    api.state.fault = null;
    offline.off();
    const before = api.writes().length;
    await write.send(mounted);
    await write.succeeded(mounted);

    const retried = api.writes().slice(before);
    expect(retried).toHaveLength(1);
    expect(retried[0]!.body).toEqual(write.body);
    expect(api.writes()[0]!.body).toEqual(write.body);
  });

  it('renews a token refused mid-session and succeeds, with no message', async () => {
    const { api, mounted } = mount(write);
    await write.prepare(mounted);
    api.state.fault = 'renewed';

    await write.send(mounted);
    // Resent once with the renewed token; only then does "succeeded" look for what follows the last write (a read
    // the screen makes meanwhile would otherwise follow the refused one).
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    await write.succeeded(mounted);

    expect(api.writes().map((request) => [request.authorization, request.body])).toEqual([
      [`Bearer ${STALE_TOKEN}`, write.body],
      [`Bearer ${RENEWED_TOKEN}`, write.body],
    ]);
    expect(document.querySelector('[data-sonner-toast][data-type="error"]')).toBeNull();
    if (write.title !== null) expect(body().queryByText(write.title)).toBeNull();
  });
});
