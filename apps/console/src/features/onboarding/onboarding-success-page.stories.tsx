import { MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OnboardingSuccessPage } from './onboarding-success-page';

const meta = {
  title: 'Onboarding/Success page',
  component: OnboardingSuccessPage,
  args: { problem: null, onGoToBilling: fn() },
  globals: { viewport: { value: 'wide', isRotated: false } },
} satisfies Meta<typeof OnboardingSuccessPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const narrow = { globals: { viewport: { value: 'narrow', isRotated: false } } };

/** Setting up: progress while the first licence is created and the app is about to open. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Setting up your account…' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Go to Billing' })).toBeNull();
  },
};
export const WaitingNarrow: Story = { ...Waiting, ...narrow };

const problemStory = (message: string): Story => ({
  args: { problem: message },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Billing' }));
    await expect(args.onGoToBilling).toHaveBeenCalledTimes(1);
  },
});

/** No signed-in user could be read. */
export const UserNotFound = problemStory(MESSAGES.onboardingUserNotFound);
export const UserNotFoundNarrow: Story = { ...UserNotFound, ...narrow };

/** No stored organization, or not one of the user's. */
export const OrganizationNotFound = problemStory(MESSAGES.onboardingOrganizationNotFound);
export const OrganizationNotFoundNarrow: Story = { ...OrganizationNotFound, ...narrow };

/** The user has no first or last name. */
export const NameRequired = problemStory(MESSAGES.onboardingNameRequired);
export const NameRequiredNarrow: Story = { ...NameRequired, ...narrow };

/** The first licence could not be created. */
export const SetupFailed = problemStory(MESSAGES.onboardingSetupFailed);
export const SetupFailedNarrow: Story = { ...SetupFailed, ...narrow };
