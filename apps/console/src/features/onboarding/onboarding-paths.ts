// The onboarding's own addresses (spec §2 route table) and where its checkout returns, in one place for the
// screens that lead from one step to the next.
export const PLAN_SELECTION_PATH = '/onboarding/plan-selection';
export const USER_INFO_PATH = '/onboarding/user-info';
export const SUCCESS_PATH = '/onboarding/success';

/** The plan picker's query when the payment page was left without paying: the picker then says so. */
export const CHECKOUT_CANCELLED = { name: 'checkout', value: 'cancelled' } as const;

/** spec §2: where the onboarding's checkout returns, paid or cancelled. */
export const onboardingCheckoutUrls = (origin: string) => ({
  successUrl: `${origin}${SUCCESS_PATH}`,
  cancelUrl: `${origin}${PLAN_SELECTION_PATH}?${CHECKOUT_CANCELLED.name}=${CHECKOUT_CANCELLED.value}`,
});
