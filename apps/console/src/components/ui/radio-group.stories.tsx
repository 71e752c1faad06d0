import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from './radio-group';

type Role = 'admin' | 'member';

const ROLE_OPTIONS = [
  { value: 'admin', label: 'Admin', description: 'Manages licences, members and billing.' },
  { value: 'member', label: 'Member', description: 'Manages licences.' },
] as const;

// The screen owns the value; the stories hold it in state so a press shows its effect.
function Controlled(props: RadioGroupProps<Role>) {
  const [value, setValue] = useState(props.value);
  return (
    <RadioGroup
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
  title: 'Radio Group',
  component: RadioGroup<Role>,
  tags: ['autodocs'],
  args: { legend: 'Role', options: ROLE_OPTIONS, value: null, onChange: fn() },
  argTypes: {
    legend: { description: 'Names the group: what is being chosen.' },
    hint: { description: 'A line under the legend about the whole choice.', control: 'text' },
    options: { description: 'Each a `value`, a `label` (its name) and a `description` (what it means).' },
    value: { description: 'Controlled: the chosen value, or null while nothing is.' },
    onChange: { description: 'Called with the value a click or an arrow key chose.' },
    disabled: { description: 'No option can be chosen now.', control: 'boolean' },
    layout: {
      description: '`stack`: one option a line; `row`: side by side from the small breakpoint.',
      control: 'inline-radio',
      options: ['stack', 'row'],
      table: { defaultValue: { summary: 'stack' } },
    },
  },
  render: (args) => <Controlled {...args} />,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `One choice among options that each need a sentence (a role, a theme): native radios in boxes that take the
click. Each radio is named by its label and described by its sentence; the arrow keys move the choice.

**Do**
- Say what each option means in its description, in the words of what the person may then do.
- Start with nothing chosen when the choice matters (a role), and with the current value when it is a setting.

**Don't**
- Don't use it for a yes or no: a Checkbox says it.
- Don't use it for short labels without descriptions that change a view: a SegmentedControl is smaller.`,
      },
    },
  },
} satisfies Meta<typeof RadioGroup<Role>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing chosen: a click chooses; the radio is named by its label and described by its sentence. */
export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const admin = canvas.getByRole('radio', { name: 'Admin' });
    await expect(admin).not.toBeChecked();
    await expect(admin).toHaveAccessibleDescription('Manages licences, members and billing.');
    await userEvent.click(canvas.getByText('Manages licences.'));
    await expect(canvas.getByRole('radio', { name: 'Member' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('member');
  },
};

/** Keyboard: Tab enters the group, an arrow key moves the choice. */
export const Keyboard: Story = {
  args: { value: 'admin' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Admin' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Member' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('member');
  },
};

/** In a row with a hint, as the Appearance setting shows its themes. */
export const RowWithHint: Story = {
  args: { layout: 'row', value: 'member', hint: 'Kept on this browser.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Kept on this browser.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Member' })).toBeChecked();
  },
};

/** Disabled: the choice shows but cannot change. */
export const Disabled: Story = {
  args: { disabled: true, value: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Member' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Admin' })).toBeChecked();
  },
};
