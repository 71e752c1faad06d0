import { hashTerms, MESSAGES, waitingToRetryText } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../testing/expect-toast';
import {
  ACME,
  GLOBEX,
  INVITATIONS,
  TERMS_DOCUMENT,
  TERMS_TEXT,
  WIRE_ACTIVE_SUBSCRIPTION,
  wireInvitations,
  wireOrganization,
  wireUser,
} from '../testing/fixtures';
import {
  answer,
  apiUrl,
  fail,
  hang,
  rateLimitedAnswer,
  STORY_TERMS_URL,
  VERIFIED_CLAIMS,
} from '../testing/story-api';
import { sentRequests } from '../testing/story-providers';
import { StoryApp } from '../testing/story-app';
import { resizeStoryViewport } from '../testing/story-viewport';

// The whole console over per-story API answers: the gates in order, the routes, the shell. Each story is one
// state of the app.

const signedTerms = answer('get', '/users/terms-of-service', {
  currentTermsOfService: TERMS_DOCUMENT,
  signedTermsOfService: [TERMS_DOCUMENT],
});
const unsignedTerms = answer('get', '/users/terms-of-service', {
  currentTermsOfService: TERMS_DOCUMENT,
  signedTermsOfService: [],
});
const organization = answer('get', '/organizations/{organizationId}', wireOrganization());
const subscription = answer('get', '/organizations/{organizationId}/subscription', {
  subscription: WIRE_ACTIVE_SUBSCRIPTION,
});
const member = (handlers: RequestHandler[] = []) => [
  ...handlers,
  answer('get', '/users/current-user', wireUser()),
  signedTerms,
  organization,
  subscription,
];

const meta = {
  title: 'App/Gates and routes',
  component: StoryApp,
  parameters: { toaster: false },
  args: { handlers: member() },
} satisfies Meta<typeof StoryApp>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Every gate passed: the shell, with the organization's card. */
export const SignedInMemberLandsInTheShell: Story = {
  parameters: { route: '/members' },
  play: async () => {
    await expect(await body().findByText('2 / 5 Pod Creators')).toBeVisible();
    await expect(body().getByRole('link', { name: 'Licenses' })).toHaveAttribute('aria-current', 'page');
    await expect(await body().findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  },
};

/**
 * One sequential call before the first licence data (docs/architecture.md, "Budgets"). The organization shown
 * last in this tab is asked for while the user is still loading: here the user answers only once that request
 * has gone out.
 */
export const OrganizationFetchedInParallelWithTheUser: Story = {
  parameters: { route: '/members' },
  beforeEach: () => {
    window.sessionStorage.setItem('pod-console.selected-organization', ACME.id);
    return () => window.sessionStorage.removeItem('pod-console.selected-organization');
  },
  args: (() => {
    let organizationAsked: () => void = () => {};
    const asked = new Promise<void>((resolve) => (organizationAsked = resolve));
    return {
      handlers: [
        http.get(apiUrl('/users/current-user'), async () => {
          const inTime = await Promise.race([
            asked.then(() => true),
            new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000)),
          ]);
          return inTime ? HttpResponse.json(wireUser()) : HttpResponse.json({}, { status: 500 });
        }),
        http.get(apiUrl('/organizations/{organizationId}'), () => {
          organizationAsked();
          return HttpResponse.json(wireOrganization());
        }),
        signedTerms,
        subscription,
      ],
    };
  })(),
  play: async () => {
    await expect(await body().findByText('2 / 5 Pod Creators')).toBeVisible();
    await expect(await body().findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  },
};

const moved = sentRequests();
/**
 * spec §3: the organization remembered in this tab is no longer the user's selection. Its early request is
 * wasted; the shell shows the selected organization instead.
 */
export const RememberedOrganizationNoLongerSelected: Story = {
  parameters: { route: '/members' },
  beforeEach: () => {
    window.sessionStorage.setItem('pod-console.selected-organization', GLOBEX.id);
    return () => window.sessionStorage.removeItem('pod-console.selected-organization');
  },
  args: {
    handlers: [
      answer('get', '/users/current-user', wireUser()),
      http.get(apiUrl('/organizations/{organizationId}'), ({ params }) =>
        HttpResponse.json(
          params.organizationId === GLOBEX.id
            ? wireOrganization({
                id: GLOBEX.id,
                name: GLOBEX.name,
                licenses: [],
                license_counts: { POD_ADMIN: 9 },
              })
            : wireOrganization(),
        ),
      ),
      signedTerms,
      subscription,
    ],
    onSent: moved.onSent,
  },
  play: async () => {
    await expect(await body().findByText('2 / 5 Pod Creators')).toBeVisible();
    await expect(body().queryByText('0 / 9 Pod Creators')).toBeNull();
    // Its first read is the first page (docs/decisions/0053-first-page-of-licences.md): the path names it the same.
    const asked = moved.holder.sent
      .map(({ method, url }) => ({ method, path: new URL(url).pathname }))
      .filter(({ method, path }) => method === 'GET' && /\/organizations\/[^/]+$/.test(path))
      .map(({ path }) => path.slice(path.lastIndexOf('/') + 1));
    // The remembered one went out first, once; then the selected one.
    await expect(asked[0]).toBe(GLOBEX.id);
    await expect(asked.filter((id) => id === GLOBEX.id)).toHaveLength(1);
    await expect(asked).toContain(ACME.id);
  },
};

/** Shell, narrow: at 375 px the container picks the drawer layout (spec §2, §9 breakpoint). */
export const SignedInMemberOnANarrowScreen: Story = {
  parameters: { route: '/members' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    await expect(await body().findByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(body().queryByRole('button', { name: /Account menu/ })).toBeNull();
    await userEvent.click(body().getByRole('button', { name: 'Open navigation' }));
    const drawer = within(await body().findByRole('dialog'));
    await expect(await drawer.findByText('2 / 5 Pod Creators')).toBeVisible();
    await expect(drawer.getByText('Ada Lovelace')).toBeVisible();
  },
};

/**
 * spec §2 breakpoint, and nothing a user typed is lost: an Edit License Identifier dialog open on the
 * Licences page, with a half-typed identifier, survives resizing across 1024 px and back.
 */
export const ResizingKeepsAnOpenDialogAndWhatWasTyped: Story = {
  parameters: { route: '/members' },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Edit identifier of Studio iPad' }));
    const dialog = await body().findByRole('dialog', { name: 'Edit License Identifier' });
    const field = within(dialog).getByRole('textbox', { name: 'Identifier' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Studio iPad, second flo');

    // The open dialog makes the rest of the page inert, hence `hidden: true` for the shell's controls.
    await resizeStoryViewport('narrow');
    await waitFor(() =>
      expect(body().getByRole('button', { name: 'Open navigation', hidden: true })).toBeInTheDocument(),
    );
    await expect(body().getByRole('dialog', { name: 'Edit License Identifier' })).toBe(dialog);
    await expect(field).toHaveValue('Studio iPad, second flo');

    await resizeStoryViewport('wide');
    await waitFor(() =>
      expect(body().queryByRole('button', { name: 'Open navigation', hidden: true })).toBeNull(),
    );
    await expect(body().getByRole('dialog', { name: 'Edit License Identifier' })).toBe(dialog);
    await userEvent.type(field, 'or');
    await expect(field).toHaveValue('Studio iPad, second floor');
  },
};

/** Loading "Loading user information..." while the profile is on its way. */
export const LoadingUserInformation: Story = {
  args: { handlers: [hang('get', '/users/current-user'), signedTerms] },
  play: async () => {
    await expect(await body().findByText(MESSAGES.loadingUser)).toBeVisible();
  },
};

/** Profile error, from a failing GET /users/current-user. */
export const ProfileErrorFromTheApi: Story = {
  args: { handlers: [fail('get', '/users/current-user'), signedTerms] },
  play: async () => {
    await expect(await body().findByText(MESSAGES.profileLoadFailed)).toBeVisible();
  },
};

let busyAnswers = 0;
/**
 * A busy API: the profile is answered 429 with `Retry-After: 1` once. The console says it waits, waits, asks again
 * and goes on to the shell (docs/decisions/0033-waiting-for-retry-after.md).
 */
export const BusyServerIsWaitedFor: Story = {
  args: {
    consoleRetries: true,
    handlers: member([
      http.get(apiUrl('/users/current-user'), () => {
        busyAnswers += 1;
        return busyAnswers > 1 ? HttpResponse.json(wireUser()) : rateLimitedAnswer(1);
      }),
    ]),
  },
  // The notice lasts as long as the wait: its timer is the point, so the test run's hold
  // (.storybook/toast-timers.ts) stays off, and the story ends once the notice has gone.
  parameters: { toastTimers: 'running' },
  beforeEach: () => {
    busyAnswers = 0;
  },
  play: async () => {
    await expectToast(waitingToRetryText(1));
    await expect(await body().findByText('2 / 5 Pod Creators')).toBeVisible();
    await expect(busyAnswers).toBe(2);
    await expect(body().queryByText(MESSAGES.profileLoadFailed)).toBeNull();
    await waitFor(() => expect(body().queryByText(waitingToRetryText(1))).toBeNull());
  },
};

/** E-mail verification required, before the profile is asked for. */
export const EmailNotVerified: Story = {
  args: { claims: { ...VERIFIED_CLAIMS, email_verified: false } },
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
  },
};

/** Name gate, from a user whose last name is missing. */
export const NameMissing: Story = {
  args: { handlers: member([answer('get', '/users/current-user', wireUser({ last_name: null }))]) },
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Required Information' })).toBeVisible();
    await expect(body().getByLabelText('First Name')).toHaveValue('Ada');
    await expect(body().getByLabelText('Email')).toHaveValue('ada@example.com');
  },
};

const signing = sentRequests();
/** Terms gate over the API: scroll, agree, and the version and hash are sent. */
export const TermsToSign: Story = {
  args: {
    handlers: member([
      unsignedTerms,
      http.get(STORY_TERMS_URL, () => HttpResponse.text(TERMS_TEXT)),
      answer('post', '/users/terms-of-service/sign', {
        currentTermsOfService: TERMS_DOCUMENT,
        signedTermsOfService: [TERMS_DOCUMENT],
      }),
    ]),
    onSent: signing.onSent,
  },
  play: async () => {
    await expect(await body().findByRole('heading', { name: MESSAGES.termsUpdatedTitle })).toBeVisible();
    await body().findByRole('heading', { name: '14. Section 14' });
    const region = body().getByRole('region', { name: 'Terms of Service' });
    region.scrollTop = region.scrollHeight;
    fireEvent.scroll(region);
    const agree = body().getByRole('button', { name: 'I Agree' });
    await waitFor(() => expect(agree).toBeEnabled());
    await userEvent.click(agree);
    const tosHash = await hashTerms(TERMS_TEXT);
    await waitFor(() =>
      expect(signing.holder.sent).toContainEqual(
        expect.objectContaining({ method: 'POST', body: { version: TERMS_DOCUMENT.version, tosHash } }),
      ),
    );
  },
};

/** Terms gate, terms text failed to load: nothing shown, the requested screen shows. */
export const TermsTextFailedToLoad: Story = {
  parameters: { route: '/members' },
  args: {
    handlers: member([
      unsignedTerms,
      http.get(STORY_TERMS_URL, () => new HttpResponse('gone', { status: 500 })),
    ]),
  },
  play: async () => {
    await expect(await body().findByText('2 / 5 Pod Creators')).toBeVisible();
    await expect(body().queryByText(MESSAGES.termsUpdatedTitle)).toBeNull();
  },
};

/** Not found: an unknown path redirects to /404 "Page not found", inside the shell. */
export const UnknownPathShowsPageNotFound: Story = {
  parameters: { route: '/no-such-page' },
  play: async () => {
    await expect(await body().findByRole('heading', { name: MESSAGES.pageNotFound })).toBeVisible();
    await expect(body().getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

/** spec §2: a user without an organization is sent to /organization (the creation form without invitations). */
export const NoOrganizationGoesToSetup: Story = {
  parameters: { route: '/billing' },
  args: {
    handlers: member([
      answer('get', '/users/current-user', wireUser({ organizations: [], selected_organization_id: null })),
    ]),
  },
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Organization Information' })).toBeVisible();
  },
};

/** spec §2: with pending invitations, organization setup shows them first. */
export const NoOrganizationWithInvitations: Story = {
  parameters: { route: '/' },
  args: {
    handlers: member([
      answer(
        'get',
        '/users/current-user',
        wireUser({
          organizations: [],
          selected_organization_id: null,
          pending_organizations: wireInvitations(INVITATIONS),
        }),
      ),
    ]),
  },
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Organization Invitations' })).toBeVisible();
    await expect(body().getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** spec §2: /organization redirects a member of an organization to the root. */
export const MemberLeavesOrganizationSetup: Story = {
  parameters: { route: '/organization' },
  play: async () => {
    await expect(await body().findByText('2 / 5 Pod Creators')).toBeVisible();
    await expect(body().queryByRole('heading', { name: 'Organization Information' })).toBeNull();
  },
};

/** Plan & Billing: Returned from payment: "Payment Successful!", then /billing. */
export const PaymentSuccessful: Story = {
  parameters: { route: '/subscription/success' },
  play: async () => {
    await expectToast(MESSAGES.paymentSucceeded);
    await waitFor(() =>
      expect(body().getByRole('link', { name: 'Plan & Billing' })).toHaveAttribute('aria-current', 'page'),
    );
  },
};

/** Plan & Billing: Returned from payment: "Payment Cancelled", then /billing. */
export const PaymentCancelled: Story = {
  parameters: { route: '/subscription/cancel' },
  play: async () => {
    await expectToast(MESSAGES.paymentCancelled);
    await waitFor(() =>
      expect(body().getByRole('link', { name: 'Plan & Billing' })).toHaveAttribute('aria-current', 'page'),
    );
  },
};

const switching = sentRequests();
/** spec §2: the switcher sets the selected organization through the API. */
export const SwitchingOrganization: Story = {
  parameters: { route: '/members' },
  args: {
    handlers: member([
      answer('get', '/users/current-user', wireUser({ organizations: [ACME, GLOBEX] })),
      answer(
        'patch',
        '/users/selected-organization',
        wireUser({ organizations: [ACME, GLOBEX], selected_organization_id: GLOBEX.id }),
      ),
    ]),
    onSent: switching.onSent,
  },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: /Acme Robotics/ }));
    await userEvent.click(await body().findByRole('option', { name: GLOBEX.name }));
    await waitFor(() =>
      expect(switching.holder.sent).toContainEqual(
        expect.objectContaining({ method: 'PATCH', body: { selectedOrgId: GLOBEX.id } }),
      ),
    );
    // The story ends on the settled page, not mid-switch: Home with its licences, nothing loading.
    await expect(await body().findByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await expect(await body().findByText('Studio iPad')).toBeVisible();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    // These stories answer every organization as Acme's: the switcher ends on its name.
    await expect(await body().findByRole('button', { name: /Acme Robotics/ })).toBeVisible();
  },
};
