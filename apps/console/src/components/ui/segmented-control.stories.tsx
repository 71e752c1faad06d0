import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl, type SegmentedControlProps } from './segmented-control';

type Paper = 'a4' | 'letter';

const PAPER_OPTIONS = [
  { value: 'a4', label: 'A4' },
  { value: 'letter', label: 'Letter' },
] as const;

// The screen owns the value; the stories hold it in state so a press shows its effect.
function Controlled(props: SegmentedControlProps<Paper>) {
  const [value, setValue] = useState(props.value);
  return (
    <SegmentedControl
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Segmented Control',
  component: SegmentedControl<Paper>,
  tags: ['autodocs'],
  args: { legend: 'Paper size', options: PAPER_OPTIONS, value: 'a4', onChange: fn() },
  argTypes: {
    legend: { description: 'Names the group: what is being chosen ("Paper size", "Billing period").' },
    showLegend: {
      description: 'Show the legend above the segments. Hidden, it is still read by a screen reader.',
      control: 'boolean',
      table: { defaultValue: { summary: 'false' } },
    },
    options: { description: 'Two to four choices, each a `value` and the `label` it shows.' },
    value: { description: 'Controlled: the chosen value.' },
    onChange: { description: 'Called with the value a click or an arrow key chose.' },
    className: { description: 'Classes for the group’s frame (margins).' },
  },
  render: (args) => <Controlled {...args} />,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `One choice among two to four, every choice in view: native radio buttons drawn as segments. A click or an
arrow key moves the choice; Tab enters and leaves the group as one stop.

**Do**
- Use it for a view or a setting that changes at once (paper size, link or QR code, monthly or annually).
- Keep labels to a word or two, and name the group with \`legend\` even when it is hidden.

**Don't**
- Don't use it for more than four choices: use a Select.
- Don't use it for an action ("Print", "Revoke"): a segment is a state, a button is a verb.`,
      },
    },
  },
} satisfies Meta<typeof SegmentedControl<Paper>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Default: the chosen segment is checked; a click on the other chooses it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Paper size' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'A4' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Letter' }));
    await expect(canvas.getByRole('radio', { name: 'Letter' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('letter');
  },
};

/** Keyboard: Tab reaches the chosen segment, an arrow key moves the choice. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'A4' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Letter' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('letter');
  },
};

/** With its legend shown above the segments, as on the print sheet. */
export const WithLegend: Story = {
  args: { showLegend: true, value: 'letter' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paper size')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Letter' })).toBeChecked();
  },
};

/** A segment with a note beside its label; the note is part of its name. */
export const WithNote: Story = {
  args: {
    legend: 'Billing period',
    options: [
      { value: 'a4', label: 'Monthly' },
      {
        value: 'letter',
        label: (
          <>
            Annually
            <span className="rounded-full bg-success-subtle px-2 py-0.5 text-xs font-semibold text-success-fg">
              Save 20%
            </span>
          </>
        ),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Annually Save 20%' })).not.toBeChecked();
  },
};
