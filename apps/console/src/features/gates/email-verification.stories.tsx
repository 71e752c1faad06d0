import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailVerification } from './email-verification';

const meta = {
  title: 'Gates/3 E-mail verification',
  component: EmailVerification,
  args: { email: 'ada@example.com', onCheckAgain: fn(), onLogout: fn() },
} satisfies Meta<typeof EmailVerification>;
export default meta;

type Story = StoryObj<typeof meta>;

/** E-mail verification required. */
export const VerificationRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
    await expect(canvas.getByText(/ada@example.com/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'I have verified my e-mail' }));
    await expect(args.onCheckAgain).toHaveBeenCalledOnce();
  },
};

/** Checking fresh claims with the identity provider. */
export const CheckingAgain: Story = {
  args: { checking: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'I have verified my e-mail' }),
    ).toBeDisabled();
  },
};
