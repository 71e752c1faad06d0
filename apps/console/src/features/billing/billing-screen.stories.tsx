import { MESSAGES } from '@pod-console/hooks/domain';
import { wireOrganizationUsage } from '@pod-console/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../../testing/expect-toast';
import { ACME, GLOBEX, TERMS_DOCUMENT, wireOrganization, wireUser } from '../../testing/fixtures';
import { answer, apiUrl } from '../../testing/story-api';
import { StoryApp } from '../../testing/story-app';
import { WIRE_PRICING, wireSubscription } from '../../testing/billing-fixtures';
import { http, HttpResponse } from 'msw';

// The /billing route in the whole app (gates, shell, lazy screen), and the payment provider's way back.

const handlers = [
  answer('get', '/users/current-user', wireUser({ organizations: [ACME, GLOBEX] })),
  answer('get', '/users/terms-of-service', {
    currentTermsOfService: TERMS_DOCUMENT,
    signedTermsOfService: [TERMS_DOCUMENT],
  }),
  answer('get', '/organizations/{organizationId}', wireOrganization()),
  answer('get', '/external/subscription/pricing', WIRE_PRICING),
  answer('get', '/organizations/{organizationId}/subscription', { subscription: wireSubscription() }),
  // The usage section answers too: without it the page's last state (loading, then "could not be loaded") came
  // after the play function's last check, sooner or later from run to run (docs/decisions/0040-visual-review.md).
  answer('get', '/organizations/{organizationId}/usage', wireOrganizationUsage()),
];

/** The page as a customer sees it once every request has answered: the plan and the usage figures. */
async function settled() {
  await expect(await body().findByRole('region', { name: 'Current Plan' })).toBeVisible();
  // The chart loads on demand: its picture, not its placeholder.
  await expect(
    await body().findByRole('img', { name: 'Active devices per day, last 90 days' }),
  ).toBeVisible();
  await expect(body().queryByRole('status', { name: 'Loading usage' })).toBeNull();
}

const meta = {
  title: 'Plan & Billing/Route',
  component: StoryApp,
  parameters: { toaster: false, route: '/billing' },
  args: { handlers },
} satisfies Meta<typeof StoryApp>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** /billing in the shell: the sidebar marks Plan & Billing, the current plan shows. */
export const BillingInTheShell: Story = {
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Plan & Billing', level: 1 })).toBeVisible();
    await expect(body().getByRole('link', { name: 'Plan & Billing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await body().findByRole('region', { name: 'Current Plan' })).toHaveTextContent('Business');
    await settled();
  },
};

/** Returned from payment, "Payment Successful!", then /billing. */
export const ReturnedPaymentSuccessful: Story = {
  parameters: { route: '/subscription/success?session_id=cs_test_123' },
  play: async () => {
    await expectToast(MESSAGES.paymentSucceeded);
    await expect(await body().findByRole('heading', { name: 'Plan & Billing', level: 1 })).toBeVisible();
    await settled();
  },
};

/** Returned from payment, "Payment Cancelled", then /billing. */
export const ReturnedPaymentCancelled: Story = {
  parameters: { route: '/subscription/cancel' },
  play: async () => {
    await expectToast(MESSAGES.paymentCancelled);
    await expect(await body().findByRole('heading', { name: 'Plan & Billing', level: 1 })).toBeVisible();
    await settled();
  },
};

// The API's answer for the user follows the switch.
let switched = false;

/** Switching organization in the header shows the other organization's plan. */
export const SwitchingOrganizationChangesThePlan: Story = {
  args: {
    handlers: [
      http.patch(apiUrl('/users/selected-organization'), () =>
        HttpResponse.json(wireUser({ organizations: [ACME, GLOBEX], selected_organization_id: GLOBEX.id })),
      ),
      http.get(apiUrl('/users/current-user'), () =>
        HttpResponse.json(
          wireUser({
            organizations: [ACME, GLOBEX],
            selected_organization_id: switched ? GLOBEX.id : ACME.id,
          }),
        ),
      ),
      http.get(apiUrl('/organizations/{organizationId}/subscription'), ({ params }) =>
        HttpResponse.json({
          subscription:
            params.organizationId === GLOBEX.id
              ? wireSubscription({ product: 'starter' })
              : wireSubscription(),
        }),
      ),
      // Each organization answers as itself, so the sidebar's card ends on Globex's figures, not on a request
      // under way.
      http.get(apiUrl('/organizations/{organizationId}'), ({ params }) =>
        HttpResponse.json(
          params.organizationId === GLOBEX.id
            ? wireOrganization({ id: GLOBEX.id, name: GLOBEX.name, licenses: [] })
            : wireOrganization(),
        ),
      ),
      ...handlers.slice(1),
    ],
  },
  play: async () => {
    switched = false;
    const card = await body().findByRole('region', { name: 'Current Plan' });
    await waitFor(() => expect(card).toHaveTextContent('Business'));
    switched = true;
    await userEvent.click(body().getByRole('button', { name: /Acme Robotics/ }));
    await userEvent.click(await body().findByRole('option', { name: GLOBEX.name }));
    await waitFor(() =>
      expect(body().getByRole('region', { name: 'Current Plan' })).toHaveTextContent('Starter'),
    );
    await waitFor(() =>
      expect(body().getByRole('region', { name: 'Organization summary' })).toHaveTextContent(GLOBEX.name),
    );
    await settled();
  },
};
