import {
  MESSAGES,
  MS_PER_DAY,
  ORGANIZATION_POLL_INTERVAL_MS,
  overLicenseLimit,
} from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TERMS_DOCUMENT, WIRE_ACTIVE_SUBSCRIPTION, wireOrganization, wireUser } from '../../testing/fixtures';
import { answer, apiUrl } from '../../testing/story-api';
import { sentRequests } from '../../testing/story-providers';
import { StoryApp } from '../../testing/story-app';

// The sidebar card as the container feeds it from the API: whether "Add Pod Creator" is enabled is the domain's
// getAddLicenseBlock over the organization and its subscription (spec §4), not the free-licence count alone;
// and the plan follows the payment provider's changes with no reload.

const daysFromNow = (days: number) => new Date(Date.now() + days * MS_PER_DAY).toISOString();

type WireSubscription = typeof WIRE_ACTIVE_SUBSCRIPTION;

const member = (subscription: WireSubscription, licenseCount = 5): RequestHandler[] => [
  answer('get', '/users/current-user', wireUser()),
  answer('get', '/users/terms-of-service', {
    currentTermsOfService: TERMS_DOCUMENT,
    signedTermsOfService: [TERMS_DOCUMENT],
  }),
  answer(
    'get',
    '/organizations/{organizationId}',
    wireOrganization({ license_counts: { POD_ADMIN: licenseCount } }),
  ),
  answer('get', '/organizations/{organizationId}/subscription', { subscription }),
];

const trialEndingIn = (days: number): WireSubscription => ({
  ...WIRE_ACTIVE_SUBSCRIPTION,
  status: 'trialing',
  provider: { ...WIRE_ACTIVE_SUBSCRIPTION.provider, trial_end: daysFromNow(days) },
});

const meta = {
  title: 'Shell/Shell container',
  component: StoryApp,
  // The card is on every shell route; /404 keeps the main area small.
  parameters: { toaster: false, route: '/404' },
  args: { handlers: member(WIRE_ACTIVE_SUBSCRIPTION) },
} satisfies Meta<typeof StoryApp>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

const addButton = async () => {
  await body().findByText('2 / 5 Pod Creators');
  return body().getByRole('button', { name: 'Add Pod Creator' });
};

/** Free licences and an active plan: the button is enabled. */
export const ActivePlanWithFreeLicences: Story = {
  play: async () => {
    const button = await addButton();
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).not.toHaveAccessibleDescription();
  },
};

/** A trial still running counts as an active plan. */
export const TrialRunning: Story = {
  args: { handlers: member(trialEndingIn(3)) },
  play: async () => {
    await expect(await addButton()).not.toHaveAttribute('aria-disabled');
  },
};

/** spec §4: an expired trial is not an active plan: no adding, even with 3 free licences. */
export const TrialExpiredWithFreeLicences: Story = {
  args: { handlers: member(trialEndingIn(-1)) },
  play: async () => {
    const button = await addButton();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(MESSAGES.planNotActiveToAssign);
    await userEvent.click(button);
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** spec §4: a payment problem past its 7 grace days locks the organization: no adding. */
export const OrganizationLockedWithFreeLicences: Story = {
  args: {
    handlers: member({
      ...WIRE_ACTIVE_SUBSCRIPTION,
      status: 'past_due',
      provider: {
        ...WIRE_ACTIVE_SUBSCRIPTION.provider,
        current_period_start: daysFromNow(-10),
        current_period_end: daysFromNow(20),
      },
    }),
  },
  play: async () => {
    const button = await addButton();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(MESSAGES.planNotActiveToAssign);
  },
};

/** spec §2: an active plan with every licence assigned keeps the spec's tooltip. */
export const ActivePlanNoFreeLicence: Story = {
  args: { handlers: member(WIRE_ACTIVE_SUBSCRIPTION, 2) },
  play: async () => {
    await body().findByText('2 / 2 Pod Creators');
    const button = body().getByRole('button', { name: 'Add Pod Creator' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(MESSAGES.noLicensesToAssign);
    await userEvent.hover(button);
    await waitFor(() => expect(body().getByRole('tooltip')).toHaveTextContent(MESSAGES.noLicensesToAssign));
  },
};

/**
 * Over the limit after a downgrade to Starter: 2 assigned, 1 included. Adding is blocked and the tooltip says
 * why, with the same text as Home.
 */
export const OverTheLimitAfterADowngrade: Story = {
  args: { handlers: member({ ...WIRE_ACTIVE_SUBSCRIPTION, product: 'starter' }, 1) },
  play: async () => {
    await body().findByText('2 / 1 Pod Creators');
    const text = overLicenseLimit({ assigned: 2, available: 1 });
    await expect(text).toBe(
      'Your plan includes 1 Pod Creator and 2 are assigned. Revoke 1 to assign new ones, or upgrade your plan.',
    );
    const button = body().getByRole('button', { name: 'Add Pod Creator' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(text);
    await userEvent.click(button);
    await expect(body().queryByRole('dialog')).toBeNull();
    await userEvent.hover(button);
    await waitFor(() => expect(body().getByRole('tooltip')).toHaveTextContent(text));
  },
};

/** The subscription as the API answers it: none until `landed()` says the provider's event has arrived. */
function subscriptionLandingWhen(landed: () => boolean): RequestHandler {
  return http.get(apiUrl('/organizations/{organizationId}/subscription'), () =>
    HttpResponse.json({ subscription: landed() ? WIRE_ACTIVE_SUBSCRIPTION : null }),
  );
}

type Sent = { method: string; url: string }[];
const subscriptionCalls = (sent: Sent) =>
  sent.filter(({ method, url }) => method === 'GET' && url.endsWith('/subscription')).length;
const organizationCalls = (sent: Sent) =>
  sent.filter(({ method, url }) => method === 'GET' && /\/organizations\/[^/]+$/.test(url)).length;

const enabledAddButton = () =>
  waitFor(() => {
    const button = body().getByRole('button', { name: 'Add Pod Creator' });
    expect(button).not.toHaveAttribute('aria-disabled');
    return button;
  });

let paidInAnotherTab = false;
const focus = sentRequests();
/** Paid in another tab (or the provider's event came later): coming back to this tab shows the plan. */
export const PlanFollowsWhenTheTabComesBack: Story = {
  args: {
    handlers: [subscriptionLandingWhen(() => paidInAnotherTab), ...member(WIRE_ACTIVE_SUBSCRIPTION)],
    onSent: focus.onSent,
  },
  play: async () => {
    paidInAnotherTab = false;
    await expect(await body().findByRole('link', { name: 'Select a Plan' })).toBeVisible();
    const before = subscriptionCalls(focus.holder.sent);
    paidInAnotherTab = true;
    // What the browser sends when the tab is shown again.
    window.dispatchEvent(new Event('visibilitychange'));
    await enabledAddButton();
    await expect(body().queryByRole('link', { name: 'Select a Plan' })).toBeNull();
    await expect(subscriptionCalls(focus.holder.sent)).toBe(before + 1);
  },
};

let eventLanded = false;
const polled = sentRequests();
/**
 * The provider's event landed while the console was open (the plan's 5 licences, and the plan): the next
 * organization poll (spec §9, 10 s) shows the licences, and the subscription is asked for again, so the card
 * follows with no reload. Nothing else asks for the subscription in this story.
 */
export const PlanFollowsAChangedOrganization: Story = {
  args: {
    handlers: [
      http.get(apiUrl('/organizations/{organizationId}'), () =>
        HttpResponse.json(wireOrganization({ license_counts: { POD_ADMIN: eventLanded ? 5 : 0 } })),
      ),
      subscriptionLandingWhen(() => eventLanded),
      ...member(WIRE_ACTIVE_SUBSCRIPTION),
    ],
    onSent: polled.onSent,
  },
  play: async () => {
    eventLanded = false;
    await expect(await body().findByRole('link', { name: 'Select a Plan' })).toBeVisible();
    await expect(body().getByText('2 / 0 Pod Creators')).toBeVisible();
    const before = subscriptionCalls(polled.holder.sent);
    eventLanded = true;
    await waitFor(() => expect(body().getByText('2 / 5 Pod Creators')).toBeVisible(), {
      timeout: ORGANIZATION_POLL_INTERVAL_MS + 5000,
    });
    await enabledAddButton();
    await expect(subscriptionCalls(polled.holder.sent)).toBe(before + 1);
  },
};

const unchanged = sentRequests();
/** An unchanged organization poll asks for nothing more (docs/architecture.md, "Budgets"). */
export const UnchangedPollAsksForNothingMore: Story = {
  args: { handlers: member(WIRE_ACTIVE_SUBSCRIPTION), onSent: unchanged.onSent },
  play: async () => {
    await enabledAddButton();
    const organizationsBefore = organizationCalls(unchanged.holder.sent);
    const subscriptionsBefore = subscriptionCalls(unchanged.holder.sent);
    await waitFor(
      () => expect(organizationCalls(unchanged.holder.sent)).toBeGreaterThan(organizationsBefore),
      { timeout: ORGANIZATION_POLL_INTERVAL_MS + 5000 },
    );
    // The answer has been applied before the check below.
    await new Promise((settle) => setTimeout(settle, 200));
    await expect(subscriptionCalls(unchanged.holder.sent)).toBe(subscriptionsBefore);
  },
};
