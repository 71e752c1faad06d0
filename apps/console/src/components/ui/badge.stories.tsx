import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';

const meta = {
  title: 'Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Active', tone: 'success' },
  argTypes: {
    tone: {
      description:
        'What the status means: `neutral` for a plain fact (Revoked), `accent` for something new or chosen, ' +
        '`success` for what works, `warning` for what needs attention soon, `danger` for what has failed or expired.',
      control: 'inline-radio',
      options: ['neutral', 'accent', 'success', 'warning', 'danger'],
      table: { defaultValue: { summary: 'neutral' } },
    },
    children: {
      description: 'A word or two; the whole text is read, so it must stand alone.',
      control: 'text',
    },
    className: { description: 'Extra classes (margins).' },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `A status pill: a word or two about the thing beside it, in one of five tones.

**Do**
- Say the status in the words themselves ("Expired", "Revoked"): the colour repeats it, it never carries it alone.
- Keep one tone per meaning across the console (success for Active everywhere).

**Don't**
- Don't put an action in a badge: it is not a button and cannot be pressed.
- Don't write a sentence in one: a badge does not wrap.`,
      },
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Success: what works (an active service account). */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Active')).toBeVisible();
  },
};

/** Neutral: a plain fact (Revoked). */
export const Neutral: Story = {
  args: { tone: 'neutral', children: 'Revoked' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Revoked')).toBeVisible();
  },
};

/** Accent: something new or chosen. */
export const Accent: Story = {
  args: { tone: 'accent', children: 'Current plan' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Current plan')).toBeVisible();
  },
};

/** Warning: needs attention soon. */
export const Warning: Story = {
  args: { tone: 'warning', children: 'Expires soon' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expires soon')).toBeVisible();
  },
};

/** Danger: failed or expired. */
export const Danger: Story = {
  args: { tone: 'danger', children: 'Expired' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expired')).toBeVisible();
  },
};

/** Every tone in a row, as a designer compares them; each keeps to one line. */
export const AllTones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge>Revoked</Badge>
      <Badge tone="accent">Current plan</Badge>
      <Badge tone="success">Active</Badge>
      <Badge tone="warning">Expires soon</Badge>
      <Badge tone="danger">Expired</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Expires soon');
    // One line: the pill is no taller than twice its text size.
    await expect(badge.getBoundingClientRect().height).toBeLessThan(32);
  },
};
