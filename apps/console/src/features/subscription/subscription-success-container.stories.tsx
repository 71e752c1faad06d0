import { MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { useLocation } from 'wouter';
import { expectToast } from '../../testing/expect-toast';
import { ACME, WIRE_ACTIVE_SUBSCRIPTION, wireOrganization, wireUser } from '../../testing/fixtures';
import { answer, apiUrl, type SentRequest } from '../../testing/story-api';
import { sentRequests, StoryProviders } from '../../testing/story-providers';
import { SubscriptionSuccessContainer } from './subscription-success-container';

// /subscription/success over per-story API answers: the subscription is asked for again until the payment
// provider's event has landed, within a bound. The stories shorten the product's 1 s / 30 s to keep runs short.
const POLL_MS = 150;
const TIMEOUT_MS = 2000;

/** The subscription as the API answers it: none for the first `waitingAnswers` answers, then trialing. */
function subscriptionLandingAfter(waitingAnswers: number): RequestHandler {
  let calls = 0;
  return http.get(apiUrl('/organizations/{organizationId}/subscription'), () => {
    calls += 1;
    return HttpResponse.json({
      subscription:
        calls > waitingAnswers ? { ...WIRE_ACTIVE_SUBSCRIPTION, status: 'trialing' as const } : null,
    });
  });
}

const subscriptionCalls = (sent: SentRequest[]) =>
  sent.filter(({ method, url }) => method === 'GET' && url.endsWith(`/organizations/${ACME.id}/subscription`))
    .length;

function Location() {
  const [location] = useLocation();
  return <p data-testid="location">{location}</p>;
}

interface ContainerStoryArgs {
  handlers: RequestHandler[];
  onSent?: ReturnType<typeof sentRequests>['onSent'];
}

function ContainerStory({ handlers, onSent }: ContainerStoryArgs) {
  return (
    <StoryProviders
      handlers={[
        ...handlers,
        answer('get', '/users/current-user', wireUser()),
        answer('get', '/organizations/{organizationId}', wireOrganization()),
      ]}
      onSent={onSent}
    >
      <main className="p-6">
        <SubscriptionSuccessContainer
          organizationId={ACME.id}
          pollIntervalMs={POLL_MS}
          timeoutMs={TIMEOUT_MS}
        />
      </main>
      <Location />
    </StoryProviders>
  );
}

const meta = {
  title: 'Plan & Billing/Payment confirmation over the API',
  component: ContainerStory,
  parameters: { toaster: false, route: '/subscription/success?session_id=cs_test_story' },
  args: { handlers: [] },
} satisfies Meta<typeof ContainerStory>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const location = () => body().getByTestId('location');

const waiting = sentRequests();
/** The event has not landed yet: "Confirming your payment…" stays, and the subscription is asked for again. */
export const Waiting: Story = {
  args: { handlers: [subscriptionLandingAfter(Number.POSITIVE_INFINITY)], onSent: waiting.onSent },
  play: async () => {
    await expect(await body().findByRole('heading', { name: MESSAGES.confirmingPayment })).toBeVisible();
    await waitFor(() => expect(subscriptionCalls(waiting.holder.sent)).toBeGreaterThanOrEqual(3));
    await expect(location()).toHaveTextContent('/subscription/success');
    await expect(body().queryByText(MESSAGES.paymentSucceeded)).toBeNull();
  },
};

const landing = sentRequests();
/**
 * The event lands on the third answer: "Payment Successful!", then /billing in place of this entry; the
 * subscription is not asked for again afterwards.
 */
export const Landed: Story = {
  args: { handlers: [subscriptionLandingAfter(2)], onSent: landing.onSent },
  play: async () => {
    await expectToast(MESSAGES.paymentSucceeded);
    await waitFor(() => expect(location()).toHaveTextContent('/billing'));
    const asked = subscriptionCalls(landing.holder.sent);
    await expect(asked).toBe(3);
    await new Promise((settle) => setTimeout(settle, POLL_MS * 4));
    await expect(subscriptionCalls(landing.holder.sent)).toBe(asked);
    await expect(body().queryByText(MESSAGES.paymentStillConfirming)).toBeNull();
  },
};

/** Already landed when the browser came back (the usual case): straight to "Payment Successful!". */
export const AlreadyLanded: Story = {
  args: { handlers: [subscriptionLandingAfter(0)] },
  play: async () => {
    await expectToast(MESSAGES.paymentSucceeded);
    await waitFor(() => expect(location()).toHaveTextContent('/billing'));
  },
};

const timedOut = sentRequests();
/**
 * The bound passes with no event: /billing opens anyway and says the payment is still being confirmed; the wait
 * stops there.
 */
export const TimedOut: Story = {
  args: { handlers: [subscriptionLandingAfter(Number.POSITIVE_INFINITY)], onSent: timedOut.onSent },
  play: async () => {
    await expect(await body().findByRole('heading', { name: MESSAGES.confirmingPayment })).toBeVisible();
    await expect(location()).toHaveTextContent('/subscription/success');
    await expectToast(MESSAGES.paymentStillConfirming, MESSAGES.paymentStillConfirmingHint);
    await waitFor(() => expect(location()).toHaveTextContent('/billing'));
    await expect(body().queryByText(MESSAGES.paymentSucceeded)).toBeNull();
    const asked = subscriptionCalls(timedOut.holder.sent);
    // About one answer per interval over the bound, not more, and none after it.
    await expect(asked).toBeGreaterThanOrEqual(3);
    await expect(asked).toBeLessThanOrEqual(Math.ceil(TIMEOUT_MS / POLL_MS) + 1);
    await new Promise((settle) => setTimeout(settle, POLL_MS * 4));
    await expect(subscriptionCalls(timedOut.holder.sent)).toBe(asked);
  },
};
