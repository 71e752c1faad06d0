import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Email me when a payment fails', onChange: fn() },
  argTypes: {
    label: { description: 'Its name: what checking it turns on, or what it selects.', control: 'text' },
    hideLabel: {
      description: 'Name it for assistive technology only, where the place says it (a table row’s checkbox).',
      control: 'boolean',
    },
    description: { description: 'A line under the label: what checking it means.', control: 'text' },
    indeterminate: { description: 'Some of what it stands for is checked, not all: read as “mixed”.' },
    checked: { description: 'Controlled: whether it is checked.', control: 'boolean' },
    disabled: { description: 'It cannot change now.', control: 'boolean' },
    onChange: { description: 'The native change event; read `event.target.checked`.' },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `A native checkbox with its name: a yes or no on its own, or one of a set to select. The label, shown,
takes the click; Space toggles it.

**Do**
- Word the label so that checked means yes ("Email me when a payment fails").
- Name a row's checkbox after its row ("Select Studio iPad") even when the label is hidden.

**Don't**
- Don't use a checkbox for one of several exclusive options: use a RadioGroup.
- Don't make a checkbox act at once on something serious: a checked box is a choice, a button is the action.`,
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Unchecked: a click on its label checks it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Email me when a payment fails' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Email me when a payment fails'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** Keyboard: Tab reaches it, Space toggles it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Email me when a payment fails' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

/** With a description: read after its name. */
export const WithDescription: Story = {
  args: { description: 'Sent to every Owner and Admin.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Email me when a payment fails' });
    await expect(box).toHaveAccessibleDescription('Sent to every Owner and Admin.');
  },
};

/** Hidden label: a table row's checkbox, named for assistive technology only. */
export const HiddenLabel: Story = {
  args: { label: 'Select Studio iPad', hideLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Select Studio iPad' })).toBeVisible();
    await expect(canvas.queryByText('Select Studio iPad')).toBeNull();
  },
};

/** Mixed: some of what it selects is selected. */
export const Indeterminate: Story = {
  args: { label: 'Select all 12 licenses', indeterminate: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Select all 12 licenses' });
    await expect(box).toBePartiallyChecked();
  },
};

/** Disabled: it shows its state but cannot change. */
export const Disabled: Story = {
  args: { disabled: true, checked: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Email me when a payment fails' });
    await expect(box).toBeDisabled();
    await expect(box).toBeChecked();
  },
};
