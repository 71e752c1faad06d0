import { MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ProfileError } from './profile-error';

const meta = {
  title: 'Gates/2 Profile error',
  component: ProfileError,
  args: { onReload: fn() },
} satisfies Meta<typeof ProfileError>;
export default meta;

/** Profile error "Error loading profile, please reload page or reach out to the provider's support." */
export const ProfileLoadFailed: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(MESSAGES.profileLoadFailed);
  },
};
