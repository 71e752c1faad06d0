import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BUTTON_SPINNER_SIZE } from '../../lib/ui-constants';
import { Spinner } from './spinner';

const meta = {
  title: 'Spinner',
  component: Spinner,
  tags: ['autodocs'],
  argTypes: {
    size: {
      description: 'Its width and height in pixels; spec §9: 30 in buttons.',
      table: { defaultValue: { summary: String(BUTTON_SPINNER_SIZE) } },
    },
    label: {
      description:
        'Announced to screen readers (`role="status"`); omit it where the text beside it already says what is ' +
        'loading, and it is hidden from them.',
      control: 'text',
    },
    className: { description: 'Its colour comes from the text colour (`text-…`).' },
  },
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component: `A turning ring in the text's colour: something is on its way.

**Do**
- Let Button's \`busy\` draw it in a button.
- Give it a \`label\` when it stands alone ("Loading licenses"), so a screen reader hears what is loading.

**Don't**
- Don't show a spinner for a whole page that has a skeleton: the skeleton shows where the content will be.
- Don't label it when text beside it says the same: it would be read twice.`,
      },
    },
  },
} satisfies Meta<typeof Spinner>;
export default meta;

type Story = StoryObj<typeof meta>;

/** In a button, unlabelled: decoration beside the button's own text. */
export const Unlabelled: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByTestId('spinner');
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
    // Its laid-out width: the bounding box of a spinning square grows to its diagonal mid-turn.
    await expect(spinner.offsetWidth).toBe(BUTTON_SPINNER_SIZE);
  },
};

/** Alone, labelled: a status a screen reader announces. */
export const Labelled: Story = {
  args: { label: 'Loading licenses', size: 40, className: 'text-accent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading licenses' })).toBeVisible();
  },
};
