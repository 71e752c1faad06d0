import { MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingScreen } from './loading-screen';

const meta = {
  title: 'Gates/1 Loading',
  component: LoadingScreen,
} satisfies Meta<typeof LoadingScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Loading "Loading user information..." */
export const LoadingUserInformation: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(MESSAGES.loadingUser);
  },
};
