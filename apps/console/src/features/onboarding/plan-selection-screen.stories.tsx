import { RETURN_PATH_STORAGE_KEY } from '@pod-console/hooks';
import { STORAGE_KEYS } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TERMS_DOCUMENT, wireUser } from '../../testing/fixtures';
import { WIRE_PRICING } from '../../testing/billing-fixtures';
import { answer } from '../../testing/story-api';
import { StoryApp } from '../../testing/story-app';

// /onboarding/plan-selection in the whole app: public, before every gate.

const handlers = [
  answer('get', '/external/subscription/pricing', WIRE_PRICING),
  answer('get', '/users/current-user', wireUser()),
  answer('get', '/users/terms-of-service', {
    currentTermsOfService: TERMS_DOCUMENT,
    signedTermsOfService: [TERMS_DOCUMENT],
  }),
];

const clearStorage = () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  return () => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  };
};

const meta = {
  title: 'Onboarding/Plan Selection over the app',
  component: StoryApp,
  parameters: { toaster: false, route: '/onboarding/plan-selection' },
  globals: { viewport: { value: 'wide', isRotated: false } },
  args: { handlers, claims: null },
  beforeEach: clearStorage,
} satisfies Meta<typeof StoryApp>;
export default meta;

type Story = StoryObj<typeof meta>;
const narrow = { globals: { viewport: { value: 'narrow', isRotated: false } } };
const body = () => within(document.body);

/**
 * Signed out, the plans show without sign-in; Starter annually is stored and sign-up starts, to come back on
 * user-info.
 */
export const SignedOutChoosesAndSignsUp: Story = {
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Get started with Pod Console' })).toBeVisible();
    await userEvent.click(body().getByRole('radio', { name: /Annually/ }));
    await userEvent.click(await body().findByRole('button', { name: 'Choose Starter' }));
    await waitFor(() =>
      expect(window.sessionStorage.getItem(RETURN_PATH_STORAGE_KEY)).toBe('/onboarding/user-info'),
    );
    await expect(window.localStorage.getItem(STORAGE_KEYS.onboardingSelectedPlan)).toBe('starter');
    await expect(window.localStorage.getItem(STORAGE_KEYS.onboardingBillingPeriod)).toBe('annually');
  },
};

export const SignedOutChoosesAndSignsUpNarrow: Story = { ...SignedOutChoosesAndSignsUp, ...narrow };

/** Any other onboarding path shows the plan picker too. */
export const AnyOtherOnboardingPath: Story = {
  parameters: { route: '/onboarding/somewhere-else' },
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Get started with Pod Console' })).toBeVisible();
    await expect(body().queryByText('Page not found')).toBeNull();
  },
};

/** Signed in, a choice goes straight to Organization Setup. */
export const SignedInGoesToUserInfo: Story = {
  args: { claims: undefined },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Choose Business' }));
    await expect(await body().findByRole('heading', { name: 'Organization Setup' })).toBeVisible();
    await expect(window.localStorage.getItem(STORAGE_KEYS.onboardingSelectedPlan)).toBe('business');
    await expect(window.localStorage.getItem(STORAGE_KEYS.onboardingBillingPeriod)).toBe('monthly');
  },
};

/** Contact Sales opens the same dialog as Plan & Billing. */
export const ContactSales: Story = {
  play: async () => {
    const buttons = await body().findAllByRole('button', { name: 'Contact Sales' });
    await userEvent.click(buttons[0]!);
    await expect(await body().findByRole('dialog', { name: 'Contact Sales' })).toBeVisible();
  },
};

export const ContactSalesNarrow: Story = { ...ContactSales, ...narrow };

/** spec §3 webview mode (stored by `?webview=1`): no console chrome, no link into the console. */
export const InAWebview: Story = {
  beforeEach: () => {
    window.localStorage.setItem(STORAGE_KEYS.webviewMode, '1');
  },
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Get started with Pod Console' })).toBeVisible();
    await expect(body().queryByRole('banner')).toBeNull();
    await expect(body().queryAllByRole('link')).toEqual([]);
  },
};
