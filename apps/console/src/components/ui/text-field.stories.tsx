import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Text field',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Organization name', name: 'name' },
  argTypes: {
    label: { description: 'Says what to type; always shown above the field, never only as a placeholder.' },
    error: {
      description:
        'The validation message, shown under the field in the danger colour and read with it (`aria-describedby`, ' +
        '`aria-invalid`). Messages come from the domain’s schemas.',
      control: 'text',
    },
    readOnly: {
      description: 'Shown but not editable (a value the person cannot change here), on a sunken background.',
    },
    disabled: { description: 'Cannot be used at all; prefer readOnly for a value worth reading or copying.' },
    placeholder: { description: 'An example of the format, never the label.' },
    className: { description: 'Classes of the field’s box (width, margins).' },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `A labelled input with its validation message. Every other input attribute (\`type\`, \`autoComplete\`,
\`maxLength\`, react-hook-form's \`register\`) passes to the input itself.

**Do**
- Label every field with a visible label that names what to type ("First Name", "Email").
- Show a message only after the person has typed or submitted, and say how to fix it.
- Give \`autoComplete\` for a person's own data (name, e-mail), so browsers can fill it.

**Don't**
- Don't use the placeholder as the label: it disappears as soon as someone types.
- Don't disable a field to show a value: make it \`readOnly\`, so it can be read and copied.`,
      },
    },
  },
} satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Empty: the label above, ready to type in. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Organization name' });
    await userEvent.type(field, 'Cedar Labs');
    await expect(field).toHaveValue('Cedar Labs');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** Filled: a value already there. */
export const Filled: Story = {
  args: { defaultValue: 'Cedar Labs' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Organization name' })).toHaveValue(
      'Cedar Labs',
    );
  },
};

/** With an error: the message under the field, read with it. */
export const WithError: Story = {
  args: { defaultValue: '', error: 'Organization name is required' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Organization name' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Organization name is required');
    await expect(within(canvasElement).getByText('Organization name is required')).toBeVisible();
  },
};

/** Read-only: shown and copyable, not editable. */
export const ReadOnly: Story = {
  args: { label: 'Email', defaultValue: 'alice@cedar-labs.example', readOnly: true },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(field, 'x');
    await expect(field).toHaveValue('alice@cedar-labs.example');
  },
};

/** Disabled: cannot be focused or changed. */
export const Disabled: Story = {
  args: { defaultValue: 'Cedar Labs', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Organization name' })).toBeDisabled();
  },
};

/** A long label and a long message at 375 px: both wrap within the screen. */
export const Narrow: Story = {
  args: {
    label: 'The name your members and the platform’s staff see for this organization',
    error: 'Organization name must be at most 100 characters; shorten it and try again.',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByText(/must be at most 100 characters/);
    await expect(message.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
