import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './select';

const options = (
  <>
    <option value="">All plans</option>
    <option value="trial">Trial</option>
    <option value="monthly">Monthly</option>
    <option value="annually">Annually</option>
  </>
);

const meta = {
  title: 'Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Plan', children: options, onChange: fn() },
  argTypes: {
    label: { description: 'Names the choice; always shown above the select.', control: 'text' },
    error: {
      description: 'Why the choice is not accepted; tied to the select for screen readers.',
      control: 'text',
    },
    children: { description: 'The `<option>`s; an empty value first for "All …" in a filter.' },
    disabled: { description: 'The choice cannot be changed now.', control: 'boolean' },
    onChange: { description: 'The native change event; read `event.target.value`.' },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `A labelled native select, drawn like TextField with the tokens: the browser's own list keeps the keyboard,
touch and screen-reader behaviour every platform expects.

**Do**
- Use it for five or more choices, or a filter beside others; start a filter with an "All …" option.
- Label it with the thing chosen ("Plan", "State"), not an instruction.

**Don't**
- Don't use it for two to four choices that change a view at once: a SegmentedControl shows them all.
- Don't make a placeholder option the only label: the label stays above.`,
      },
    },
  },
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Default: the label names the select; choosing an option changes it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Plan' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Monthly');
    await expect(select).toHaveValue('monthly');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** Keyboard: Tab reaches it and an arrow key moves the choice. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Plan' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
  },
};

/** With an error: the message shows under it and is its description. */
export const WithError: Story = {
  args: { error: 'Choose a plan.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Plan' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose a plan.');
  },
};

/** Disabled: it shows the choice but cannot change it. */
export const Disabled: Story = {
  args: { disabled: true, value: 'annually' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Plan' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('annually');
  },
};
