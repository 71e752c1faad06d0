import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignInError } from './sign-in-error';

const meta = {
  title: 'Gates/0 Sign-in failed',
  component: SignInError,
  args: { onSignIn: fn(), detail: 'Invalid state' },
} satisfies Meta<typeof SignInError>;
export default meta;

/** The identity provider's callback failed (spec §8 "Invalid state"). */
export const SignInFailed: StoryObj<typeof meta> = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not sign you in: Invalid state');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in again' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};
