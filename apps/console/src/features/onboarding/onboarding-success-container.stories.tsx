import { MESSAGES, STORAGE_KEYS } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'wouter';
import { ACME, WIRE_ACTIVE_SUBSCRIPTION, wireOrganization, wireUser } from '../../testing/fixtures';
import { answer, apiUrl, fail, hang, type SentRequest } from '../../testing/story-api';
import { sentRequests, StoryProviders } from '../../testing/story-providers';
import { OnboardingSuccessContainer } from './onboarding-success-container';

// /onboarding/success over per-story API answers. The stories shorten the product's waits (4000 ms minimum,
// 1 s / 30 s for the payment) to keep runs short.
const MIN_WAIT_MS = 600;
const POLL_MS = 100;
const TIMEOUT_MS = 1500;
const NEW_LICENSE_ID = 'lic-onboarding';
const HAND_BACK = `podcreator://onboarding/complete?organizationId=${ACME.id}&licenseId=${NEW_LICENSE_ID}&organizationName=Acme%20Robotics`;

const BASE_HANDLERS: RequestHandler[] = [
  answer('get', '/users/current-user', wireUser()),
  answer('get', '/organizations/{organizationId}/subscription', { subscription: WIRE_ACTIVE_SUBSCRIPTION }),
  answer('get', '/organizations/{organizationId}', wireOrganization({ licenses: [] })),
  answer('post', '/licenses/assign-member-to-license', { licenseId: NEW_LICENSE_ID }),
];

function Location() {
  const [location] = useLocation();
  return <p data-testid="location">{location}</p>;
}

interface ContainerStoryArgs {
  handlers: RequestHandler[];
  openApp: (url: string) => void;
  onSent?: ReturnType<typeof sentRequests>['onSent'];
  /** The payment's bound, when a story's point is the wait itself (TIMEOUT_MS otherwise). */
  timeoutMs?: number;
}

/**
 * When the story first rendered and when the app was opened. The first render precedes the container's effects, so
 * the interval between the two can only be longer than the container's own wait, never shorter.
 */
const timings = { renderedAt: Number.NaN, openedAt: Number.NaN };

function ContainerStory({ handlers, openApp, onSent, timeoutMs = TIMEOUT_MS }: ContainerStoryArgs) {
  useState(() => {
    timings.renderedAt = performance.now();
    timings.openedAt = Number.NaN;
    return null;
  });
  const recordOpen = (url: string) => {
    timings.openedAt = performance.now();
    openApp(url);
  };
  return (
    <StoryProviders handlers={[...handlers, ...BASE_HANDLERS]} onSent={onSent}>
      <OnboardingSuccessContainer
        appScheme="podcreator"
        openApp={recordOpen}
        minWaitMs={MIN_WAIT_MS}
        pollIntervalMs={POLL_MS}
        timeoutMs={timeoutMs}
      />
      <Location />
    </StoryProviders>
  );
}

/** What the onboarding stored before the checkout; the story puts the keys back as they were. */
function storeOnboarding(organizationId: string | null) {
  return () => {
    window.localStorage.setItem(STORAGE_KEYS.onboardingSelectedPlan, 'starter');
    window.localStorage.setItem(STORAGE_KEYS.onboardingBillingPeriod, 'annually');
    // A story's own call runs after the meta's, so it replaces what the meta stored.
    if (organizationId == null) window.localStorage.removeItem(STORAGE_KEYS.onboardingOrganizationId);
    else window.localStorage.setItem(STORAGE_KEYS.onboardingOrganizationId, organizationId);
    return () => {
      window.localStorage.removeItem(STORAGE_KEYS.onboardingSelectedPlan);
      window.localStorage.removeItem(STORAGE_KEYS.onboardingBillingPeriod);
      window.localStorage.removeItem(STORAGE_KEYS.onboardingOrganizationId);
    };
  };
}

const meta = {
  title: 'Onboarding/Success over the API',
  component: ContainerStory,
  parameters: { toaster: false, route: '/onboarding/success?session_id=cs_test_story' },
  globals: { viewport: { value: 'wide', isRotated: false } },
  beforeEach: storeOnboarding(ACME.id),
  args: { handlers: [], openApp: fn() },
} satisfies Meta<typeof ContainerStory>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const location = () => body().getByTestId('location');
const assignCalls = (sent: SentRequest[]) =>
  sent.filter(({ method, url }) => method === 'POST' && url === apiUrl('/licenses/assign-member-to-license'));
const onboardingKeys = () =>
  [
    STORAGE_KEYS.onboardingSelectedPlan,
    STORAGE_KEYS.onboardingBillingPeriod,
    STORAGE_KEYS.onboardingOrganizationId,
  ].map((key) => window.localStorage.getItem(key));

const success = sentRequests();
/**
 * The plan is active: the first licence is created for the user at once, the app opens with the hand-back link
 * only once the minimum wait has passed, the onboarding keys are gone, and the console shows Home.
 */
export const HandsBackToTheApp: Story = {
  args: { onSent: success.onSent },
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Setting up your account…' })).toBeVisible();
    await waitFor(() => expect(assignCalls(success.holder.sent)).toHaveLength(1));
    await expect(assignCalls(success.holder.sent)[0]?.body).toEqual({
      organizationId: ACME.id,
      identifier: 'Ada Lovelace',
      licenseType: 'POD_ADMIN',
    });
    // The licence exists; the wait is not over yet, so the app is not opened.
    await expect(args.openApp).not.toHaveBeenCalled();
    await waitFor(() => expect(args.openApp).toHaveBeenCalledTimes(1));
    // Measured from the first render rather than from the play function, which starts only after rendering.
    await expect(timings.openedAt - timings.renderedAt).toBeGreaterThanOrEqual(MIN_WAIT_MS);
    await expect(args.openApp).toHaveBeenCalledWith(HAND_BACK);
    await expect(onboardingKeys()).toEqual([null, null, null]);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    await expect(assignCalls(success.holder.sent)).toHaveLength(1);
  },
};

export const HandsBackToTheAppNarrow: Story = {
  ...HandsBackToTheApp,
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

const reload = sentRequests();
/** A reload after the licence was created: the same licence is handed back and no second one is created. */
export const ReloadReusesTheLicence: Story = {
  args: {
    onSent: reload.onSent,
    handlers: [
      answer(
        'get',
        '/organizations/{organizationId}',
        wireOrganization({
          licenses: wireOrganization()
            .licenses.slice(0, 1)
            .map((license) => ({
              ...license,
              id: NEW_LICENSE_ID,
              identifier: 'Ada Lovelace',
              license_key_hash: null,
            })),
        }),
      ),
    ],
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.openApp).toHaveBeenCalledWith(HAND_BACK));
    await expect(assignCalls(reload.holder.sent)).toHaveLength(0);
  },
};

const waiting = sentRequests();
/** The payment has not landed yet: progress stays, the subscription is asked for again, no licence yet. */
export const WaitingForThePayment: Story = {
  args: {
    onSent: waiting.onSent,
    handlers: [answer('get', '/organizations/{organizationId}/subscription', { subscription: null })],
    // Still waiting when the story's pictures are taken, after its checks: with the stories' 1.5 s bound the page
    // turned to "Setup not complete" before or after them, depending on the machine's load (decision 0040).
    timeoutMs: 60_000,
  },
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Setting up your account…' })).toBeVisible();
    await waitFor(() =>
      expect(
        waiting.holder.sent.filter(({ url }) => url.endsWith(`/organizations/${ACME.id}/subscription`))
          .length,
      ).toBeGreaterThanOrEqual(3),
    );
    await new Promise((settle) => setTimeout(settle, MIN_WAIT_MS));
    await expect(assignCalls(waiting.holder.sent)).toHaveLength(0);
    await expect(args.openApp).not.toHaveBeenCalled();
    await expect(location()).toHaveTextContent('/onboarding/success');
  },
};

/** The payment never lands within the bound: the setup cannot finish. */
export const PaymentNeverLands: Story = {
  args: { handlers: [answer('get', '/organizations/{organizationId}/subscription', { subscription: null })] },
  play: async ({ args }) => {
    await expect(await body().findByRole('alert')).toHaveTextContent(MESSAGES.onboardingSetupFailed);
    await expect(args.openApp).not.toHaveBeenCalled();
  },
};

/** Each blocking error shows its message, and Go to Billing opens Plan & Billing; no licence is created. */
const problemStory = (message: string, sent: ReturnType<typeof sentRequests>): Story['play'] =>
  async function play({ args }) {
    await expect(await body().findByRole('alert')).toHaveTextContent(message);
    await expect(assignCalls(sent.holder.sent)).toHaveLength(0);
    await userEvent.click(body().getByRole('button', { name: 'Go to Billing' }));
    await waitFor(() => expect(location()).toHaveTextContent('/billing'));
    await expect(args.openApp).not.toHaveBeenCalled();
  };

const noUser = sentRequests();
/** The user could not be read. */
export const UserNotFound: Story = {
  args: { onSent: noUser.onSent, handlers: [fail('get', '/users/current-user')] },
  play: problemStory(MESSAGES.onboardingUserNotFound, noUser),
};

const noOrganization = sentRequests();
/** Nothing stored for the organization (or one the user does not belong to). */
export const OrganizationNotFound: Story = {
  beforeEach: storeOnboarding(null),
  args: { onSent: noOrganization.onSent },
  play: problemStory(MESSAGES.onboardingOrganizationNotFound, noOrganization),
};

const otherOrganization = sentRequests();
export const OrganizationNotTheUsers: Story = {
  beforeEach: storeOnboarding('org-someone-else'),
  args: { onSent: otherOrganization.onSent },
  play: problemStory(MESSAGES.onboardingOrganizationNotFound, otherOrganization),
};

const noName = sentRequests();
/** The user has no name. */
export const NameRequired: Story = {
  args: {
    onSent: noName.onSent,
    handlers: [answer('get', '/users/current-user', wireUser({ first_name: '', last_name: '' }))],
  },
  play: problemStory(MESSAGES.onboardingNameRequired, noName),
};

const failed = sentRequests();
/** Creating the licence fails: "Failed to complete setup…", and the app is not opened. */
export const SetupFailed: Story = {
  args: { onSent: failed.onSent, handlers: [fail('post', '/licenses/assign-member-to-license')] },
  play: async ({ args }) => {
    await expect(await body().findByRole('alert')).toHaveTextContent(MESSAGES.onboardingSetupFailed);
    await expect(assignCalls(failed.holder.sent)).toHaveLength(1);
    await expect(args.openApp).not.toHaveBeenCalled();
    await expect(window.localStorage.getItem(STORAGE_KEYS.onboardingOrganizationId)).toBe(ACME.id);
    await expect(body().getByRole('button', { name: 'Go to Billing' })).toBeVisible();
  },
};

/** The user is still loading: progress, nothing sent but the reads. */
export const LoadingTheUser: Story = {
  args: { handlers: [hang('get', '/users/current-user')] },
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Setting up your account…' })).toBeVisible();
    await expect(args.openApp).not.toHaveBeenCalled();
  },
};
