import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Banner } from './banner';

const meta = {
  title: 'Banner',
  component: Banner,
  tags: ['autodocs'],
  args: {
    tone: 'warning',
    title: 'Free Trial',
    children: 'Your free trial ends in 3 days, on Dec 9, 2026.',
  },
  argTypes: {
    tone: {
      description:
        '`info` for news, `success` for what has just started working, `warning` for what needs attention ' +
        'soon, `danger` for what has stopped working.',
      control: 'inline-radio',
      options: ['info', 'success', 'warning', 'danger'],
      table: { defaultValue: { summary: 'info' } },
    },
    title: { description: 'What it is about, in a few words.', control: 'text' },
    children: { description: 'What happened and what to do, in a sentence or two.', control: 'text' },
    action: { description: 'A link or button that does what the text asks ("Go to Plan & Billing").' },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `A notice across a page about a state that lasts (a trial ending, a payment failed): a title, what to do, and
optionally the way to do it. It stays while the state does.

**Do**
- Say what happened and what to do about it, with a date when there is one.
- Offer the action in the banner when it lives on another page.

**Don't**
- Don't use a banner for the outcome of a click: a toast says it and goes.
- Don't stack more than the states that are true: the most urgent first.`,
      },
    },
  },
} satisfies Meta<typeof Banner>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Warning: needs attention soon. */
export const Warning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Free Trial')).toBeVisible();
    await expect(canvas.getByText(/ends in 3 days/)).toBeVisible();
  },
};

/** Danger: something stopped working, with the way to fix it. */
export const DangerWithAction: Story = {
  args: {
    tone: 'danger',
    title: 'Payment Failed',
    children: 'We could not collect your last payment. Update your payment method within 7 days.',
    action: (
      <a
        href="#billing"
        className="font-semibold underline focus-visible:outline-2 focus-visible:outline-current"
      >
        Go to Plan &amp; Billing
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go to Plan & Billing' })).toBeVisible();
  },
};

/** Info: news that needs nothing done. */
export const Info: Story = {
  args: {
    tone: 'info',
    title: 'New: bulk licences',
    children: 'Add up to 100 licences at once from Licences.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New: bulk licences')).toBeVisible();
  },
};

/** Success: something has just started working. */
export const Success: Story = {
  args: { tone: 'success', title: 'Subscription active', children: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subscription active')).toBeVisible();
  },
};
