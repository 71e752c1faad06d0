import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { EmptyState } from './empty-state';

const clear = fn();

const meta = {
  title: 'Empty State',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No licenses match',
    children: 'Try another search, or clear the filters.',
    action: (
      <Button variant="secondary" onClick={clear}>
        Clear filters
      </Button>
    ),
  },
  argTypes: {
    title: {
      description: 'What there is none of, in the words of the list ("No licenses match").',
      control: 'text',
    },
    children: { description: 'Why, or how to get some, in a sentence.', control: 'text' },
    action: { description: 'The way forward: one button or link.' },
    className: { description: 'Extra classes (margins).' },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `What shows where a list or a table would be when there is nothing in it: what there is none of, why, and
the way forward.

**Do**
- Say whether nothing exists yet or nothing matches, and offer the matching way out (add one, clear filters).
- Keep the table's heading and filters in view above it, so the filters that emptied it can be changed.

**Don't**
- Don't show an empty state while the list is loading: a spinner says it is on its way.
- Don't show an error as an empty state: when the list could not load, LoadFailed says so and offers a retry.`,
      },
    },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No match, with the way out: the button clears the filters. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No licenses match')).toBeVisible();
    await expect(canvas.getByText('Try another search, or clear the filters.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(clear).toHaveBeenCalled();
  },
};

/** Title only: nothing to do about it. */
export const TitleOnly: Story = {
  args: { title: 'No activity yet', children: undefined, action: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No activity yet')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A long explanation: it keeps to a readable width. */
export const LongText: Story = {
  args: {
    title: 'Nothing to print',
    children:
      'The sheet shows the licenses you have just created: open it with “Print QR sheet” after adding several. ' +
      'Their QR codes are not kept in the page’s address, so a reload or a shared link shows none.',
    action: <Button>Back to Licenses</Button>,
  },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/The sheet shows/);
    // max-w-prose: about 65 characters a line.
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(720);
  },
};
