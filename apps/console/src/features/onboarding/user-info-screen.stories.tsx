import { MESSAGES, STORAGE_KEYS } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../../testing/expect-toast';
import { ACME, TERMS_DOCUMENT, wireUser } from '../../testing/fixtures';
import { WIRE_PRICING } from '../../testing/billing-fixtures';
import { answer, fail, hang } from '../../testing/story-api';
import { StoryApp } from '../../testing/story-app';
import { sentRequests } from '../../testing/story-providers';

// /onboarding/user-info in the whole app: sign-in, e-mail check and terms gate, but no name gate.

const NEW_ORGANIZATION_ID = 'org-analytical';
const nameless = wireUser({
  first_name: '',
  last_name: '',
  organizations: [],
  selected_organization_id: null,
});
const common = [
  answer('get', '/external/subscription/pricing', WIRE_PRICING),
  answer('get', '/users/terms-of-service', {
    currentTermsOfService: TERMS_DOCUMENT,
    signedTermsOfService: [TERMS_DOCUMENT],
  }),
  answer('patch', '/users/current-user', nameless),
  answer('post', '/organizations', { success: true, organizationId: NEW_ORGANIZATION_ID }),
];

const storePlan = () => {
  window.localStorage.clear();
  window.localStorage.setItem(STORAGE_KEYS.onboardingSelectedPlan, 'starter');
  window.localStorage.setItem(STORAGE_KEYS.onboardingBillingPeriod, 'annually');
  return () => window.localStorage.clear();
};

const meta = {
  title: 'Onboarding/Organization Setup over the app',
  component: StoryApp,
  parameters: { toaster: false, route: '/onboarding/user-info' },
  globals: { viewport: { value: 'wide', isRotated: false } },
  args: { handlers: [answer('get', '/users/current-user', nameless), ...common] },
  beforeEach: storePlan,
} satisfies Meta<typeof StoryApp>;
export default meta;

type Story = StoryObj<typeof meta>;
const narrow = { globals: { viewport: { value: 'narrow', isRotated: false } } };
const body = () => within(document.body);

async function fillAndContinue() {
  await userEvent.type(await body().findByLabelText('First Name'), 'Ada');
  await userEvent.type(body().getByLabelText('Last Name'), 'Lovelace');
  await userEvent.type(body().getByLabelText('Organization Name'), 'Analytical Engines');
  await userEvent.click(body().getByRole('button', { name: 'Continue' }));
}

/** A user without a name sees this form, not the name gate; Continue waits for all three fields. */
export const Empty: Story = {
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Organization Setup' })).toBeVisible();
    await expect(body().queryByRole('heading', { name: 'Required Information' })).toBeNull();
    await expect(body().getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const EmptyNarrow: Story = { ...Empty, ...narrow };

/** Submitting: the name is saved, the organization created, and Continue is busy while checkout starts. */
export const Submitting: Story = {
  args: {
    handlers: [
      answer('get', '/users/current-user', nameless),
      ...common,
      hang('post', '/subscription/create-checkout-session'),
    ],
  },
  play: async () => {
    await fillAndContinue();
    await waitFor(() => expect(body().getByRole('button', { name: 'Continue' })).toBeDisabled());
    await expect(body().getByTestId('spinner')).toBeVisible();
    await waitFor(() =>
      expect(window.localStorage.getItem(STORAGE_KEYS.onboardingOrganizationId)).toBe(NEW_ORGANIZATION_ID),
    );
  },
};

export const SubmittingNarrow: Story = { ...Submitting, ...narrow };

const failed = sentRequests();
/** Checkout failed: back to the plan picker with "Failed to start checkout. Please try again." (spec §8). */
export const CheckoutFailed: Story = {
  args: {
    handlers: [
      answer('get', '/users/current-user', nameless),
      ...common,
      fail('post', '/subscription/create-checkout-session'),
    ],
    onSent: failed.onSent,
  },
  play: async () => {
    await fillAndContinue();
    await expectToast(MESSAGES.checkoutFailed);
    await expect(await body().findByRole('heading', { name: 'Get started with Pod Console' })).toBeVisible();
    const sent = failed.holder.sent.filter((request) => request.method !== 'GET');
    await expect(sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'PATCH /admin-console/v1/users/current-user',
      'POST /admin-console/v1/organizations',
      'POST /admin-console/v1/subscription/create-checkout-session',
    ]);
    await expect(sent[2]!.body).toEqual({
      organizationId: NEW_ORGANIZATION_ID,
      subscriptionType: 'starter',
      billingPeriod: 'annually',
      successUrl: `${window.location.origin}/onboarding/success`,
      cancelUrl: `${window.location.origin}/onboarding/plan-selection?checkout=cancelled`,
    });
  },
};

export const CheckoutFailedNarrow: Story = { ...CheckoutFailed, ...narrow };

const retried = sentRequests();
/** A retry: the name and the organization from the first attempt are reused, nothing is created twice. */
export const RetryReusesTheOrganization: Story = {
  beforeEach: () => {
    window.localStorage.setItem(STORAGE_KEYS.onboardingOrganizationId, ACME.id);
  },
  args: {
    handlers: [
      answer('get', '/users/current-user', wireUser()),
      ...common,
      hang('post', '/subscription/create-checkout-session'),
    ],
    onSent: retried.onSent,
  },
  play: async () => {
    await expect(await body().findByLabelText('First Name')).toHaveValue('Ada');
    await expect(body().getByLabelText('Last Name')).toHaveValue('Lovelace');
    await userEvent.type(body().getByLabelText('Organization Name'), ACME.name);
    await userEvent.click(body().getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(retried.holder.sent.filter((request) => request.method !== 'GET')).toHaveLength(1),
    );
    const [checkout] = retried.holder.sent.filter((request) => request.method !== 'GET');
    await expect(checkout!.url).toContain('/subscription/create-checkout-session');
    await expect(checkout!.body).toMatchObject({ organizationId: ACME.id });
  },
};

/** No stored plan: back to the plan picker with a message. */
export const PlanMissing: Story = {
  beforeEach: () => {
    window.localStorage.clear();
  },
  play: async () => {
    await fillAndContinue();
    await expectToast(MESSAGES.onboardingPlanMissing);
    await expect(await body().findByRole('heading', { name: 'Get started with Pod Console' })).toBeVisible();
  },
};
