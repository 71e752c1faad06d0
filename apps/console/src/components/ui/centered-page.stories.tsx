import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './button';
import { CenteredPage } from './centered-page';

const card = (
  <>
    <h1 className="text-xl font-semibold">Verify your e-mail</h1>
    <p className="mt-2 text-sm">We sent a link to alice@cedar-labs.example. Open it, then come back here.</p>
    <Button className="mt-6">I have verified it</Button>
  </>
);

const meta = {
  title: 'Centered page',
  component: CenteredPage,
  tags: ['autodocs'],
  args: { children: card },
  argTypes: {
    children: { description: 'The card’s content: a heading, a few sentences, one main action.' },
    wide: { description: 'A wider card (42rem rather than 28rem) for a form or a list.' },
  },
  parameters: {
    docs: {
      story: { inline: false, height: '420px' },
      description: {
        component: `A full-screen page with one centred card, outside the shell: the gates before the console opens, sign-in
states, organization setup, the account-deleted page.

**Do**
- Give the card one heading that says where the person is, and one main action.

**Don't**
- Don't use it inside the shell: a screen there has the sidebar and the header around it.`,
      },
    },
  },
} satisfies Meta<typeof CenteredPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The card in the middle of the page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Verify your e-mail' });
    const { left, right } = heading.closest('main')!.firstElementChild!.getBoundingClientRect();
    await expect(Math.abs(left - (window.innerWidth - right))).toBeLessThanOrEqual(1);
  },
};

/** Wide: room for a form or a list. */
export const Wide: Story = {
  args: { wide: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('main').firstElementChild!.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(448);
  },
};

/** At 375 px: the card takes the screen’s width, less a margin. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'I have verified it' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
