import { MESSAGES, STORAGE_KEYS } from '@pod-console/hooks/domain';
import type { User } from '@pod-console/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../../testing/expect-toast';
import { ADA, wireUser } from '../../testing/fixtures';
import { answer, fail } from '../../testing/story-api';
import { sentRequests, StoryProviders } from '../../testing/story-providers';
import { UserInfoContainer } from './user-info-container';

const ORIGIN = 'http://console.story.test';
const CHECKOUT_URL = 'http://127.0.0.1:4000/payments/checkout?plan=business';
const NEW_ORGANIZATION_ID = 'org-analytical';
const NAMELESS: User = {
  ...ADA,
  firstName: '',
  lastName: '',
  organizations: [],
  selectedOrganizationId: null,
};

interface ContainerStoryArgs {
  handlers: RequestHandler[];
  onSent?: Parameters<typeof StoryProviders>[0]['onSent'];
  redirect: (url: string) => void;
  /** The signed-in account; by default one with no name yet. */
  user?: User;
}

function ContainerStory({ handlers, onSent, redirect, user = NAMELESS }: ContainerStoryArgs) {
  return (
    <StoryProviders
      handlers={[...handlers, answer('get', '/users/current-user', wireUser())]}
      onSent={onSent}
    >
      <UserInfoContainer user={user} webview={false} redirect={redirect} origin={ORIGIN} />
    </StoryProviders>
  );
}

const storePlan = () => {
  window.localStorage.clear();
  window.localStorage.setItem(STORAGE_KEYS.onboardingSelectedPlan, 'business');
  window.localStorage.setItem(STORAGE_KEYS.onboardingBillingPeriod, 'monthly');
  return () => window.localStorage.clear();
};

const saveName = answer('patch', '/users/current-user', wireUser());
const createOrganization = answer('post', '/organizations', {
  success: true,
  organizationId: NEW_ORGANIZATION_ID,
});

const meta = {
  title: 'Onboarding/Organization Setup over the API',
  component: ContainerStory,
  parameters: { toaster: false, route: '/onboarding/user-info' },
  globals: { viewport: { value: 'wide', isRotated: false } },
  args: { handlers: [], redirect: fn() },
  beforeEach: storePlan,
} satisfies Meta<typeof ContainerStory>;
export default meta;

type Story = StoryObj<typeof meta>;

async function fillAndContinue(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('First Name'), 'Ada');
  await userEvent.type(canvas.getByLabelText('Last Name'), 'Lovelace');
  await userEvent.type(canvas.getByLabelText('Organization Name'), 'Analytical Engines');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
}

const paid = sentRequests();
/** Continue: name, organization, checkout with the stored plan, then the payment page. */
export const GoesToThePaymentPage: Story = {
  args: {
    handlers: [
      saveName,
      createOrganization,
      answer('post', '/subscription/create-checkout-session', { url: CHECKOUT_URL }),
    ],
    onSent: paid.onSent,
  },
  play: async ({ canvasElement, args }) => {
    await fillAndContinue(canvasElement);
    await waitFor(() => expect(args.redirect).toHaveBeenCalledWith(CHECKOUT_URL));
    const sent = paid.holder.sent.filter((request) => request.method !== 'GET');
    await expect(sent[0]!.body).toEqual({ userFirstName: 'Ada', userLastName: 'Lovelace' });
    await expect(sent[1]!.body).toEqual({ organizationName: 'Analytical Engines' });
    await expect(sent[2]!.body).toEqual({
      organizationId: NEW_ORGANIZATION_ID,
      subscriptionType: 'business',
      billingPeriod: 'monthly',
      successUrl: `${ORIGIN}/onboarding/success`,
      cancelUrl: `${ORIGIN}/onboarding/plan-selection?checkout=cancelled`,
    });
    await expect(window.localStorage.getItem(STORAGE_KEYS.onboardingOrganizationId)).toBe(
      NEW_ORGANIZATION_ID,
    );
  },
};

const NAMED: User = { ...NAMELESS, firstName: 'Ada', lastName: 'Lovelace' };
const checkoutAnswer = answer('post', '/subscription/create-checkout-session', { url: CHECKOUT_URL });

const edited = sentRequests();
/** An account that has a name, edited on this form: the edited name is sent first (spec §4's flow). */
export const EditedNameIsSent: Story = {
  args: { user: NAMED, handlers: [saveName, createOrganization, checkoutAnswer], onSent: edited.onSent },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('First Name'));
    await userEvent.type(canvas.getByLabelText('First Name'), 'Augusta');
    await userEvent.type(canvas.getByLabelText('Organization Name'), 'Analytical Engines');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.redirect).toHaveBeenCalledWith(CHECKOUT_URL));
    const writes = edited.holder.sent.filter((request) => request.method !== 'GET');
    await expect(writes.map((request) => request.method)).toEqual(['PATCH', 'POST', 'POST']);
    await expect(writes[0]!.body).toEqual({ userFirstName: 'Augusta', userLastName: 'Lovelace' });
  },
};

const unchanged = sentRequests();
/** An account whose name is left as it was: no name update, the organization and the checkout only. */
export const UnchangedNameIsNotSentAgain: Story = {
  args: { user: NAMED, handlers: [createOrganization, checkoutAnswer], onSent: unchanged.onSent },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Organization Name'), 'Analytical Engines');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.redirect).toHaveBeenCalledWith(CHECKOUT_URL));
    const writes = unchanged.holder.sent.filter((request) => request.method !== 'GET');
    await expect(writes.map((request) => request.url)).not.toContainEqual(
      expect.stringContaining('/users/current-user'),
    );
    await expect(writes).toHaveLength(2);
  },
};

/** The name could not be saved: "Update Failed"; nothing else is sent and the form keeps what was typed. */
export const NameSaveFailed: Story = {
  args: { handlers: [fail('patch', '/users/current-user'), createOrganization] },
  play: async ({ canvasElement, args }) => {
    await fillAndContinue(canvasElement);
    await expectToast(MESSAGES.nameUpdateFailed);
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Organization Name')).toHaveValue('Analytical Engines');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await expect(args.redirect).not.toHaveBeenCalled();
  },
};

/** The organization could not be created: the setup failure message, the form stays for another try. */
export const OrganizationCreationFailed: Story = {
  args: { handlers: [saveName, fail('post', '/organizations')] },
  play: async ({ canvasElement, args }) => {
    await fillAndContinue(canvasElement);
    await expectToast(MESSAGES.onboardingSetupFailed);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toBeEnabled(),
    );
    await expect(window.localStorage.getItem(STORAGE_KEYS.onboardingOrganizationId)).toBeNull();
    await expect(args.redirect).not.toHaveBeenCalled();
  },
};
