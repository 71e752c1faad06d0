import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadFailed } from './load-failed';

const meta = {
  title: 'Load failed',
  component: LoadFailed,
  tags: ['autodocs'],
  args: { message: 'Your plan could not be loaded.', onRetry: fn() },
  argTypes: {
    message: { description: 'What could not be loaded, as a sentence.' },
    onRetry: { description: 'Asks again; without it no "Try again" shows.' },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `A part of a page could not be read: says so where that part would be, and offers "Try again". The page
keeps its heading and layout around it.

**Do**
- Say what is missing ("Your plan could not be loaded."), in the place it would be.
- Offer Try again whenever asking again can help (nearly always).

**Don't**
- Don't replace the whole page for one part that failed: what did load stays usable.
- Don't show the server's error text: the message comes from the domain's messages.`,
      },
    },
  },
} satisfies Meta<typeof LoadFailed>;
export default meta;

type Story = StoryObj<typeof meta>;

/** With Try again: a press asks again. */
export const WithRetry: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Your plan could not be loaded.')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Without Try again: the message alone. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your plan could not be loaded.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A long message at 375 px: it wraps inside the box. */
export const Narrow: Story = {
  args: {
    message:
      'The activity of Cedar Labs could not be loaded. Check your connection, then try again; if it keeps failing, ' +
      'write to support.',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Try again' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
