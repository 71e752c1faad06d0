import { MESSAGES, MS_PER_DAY } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TERMS_DOCUMENT, WIRE_ACTIVE_SUBSCRIPTION, wireOrganization, wireUser } from '../../testing/fixtures';
import { answer } from '../../testing/story-api';
import { StoryApp } from '../../testing/story-app';

// The sidebar card as the container feeds it from the API: whether "Add Pod Creator" is enabled is the domain's
// canAddLicense over the organization and its subscription (spec §4), not the free-licence count alone.

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
