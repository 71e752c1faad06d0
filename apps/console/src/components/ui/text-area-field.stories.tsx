import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextAreaField } from './text-area-field';

const meta = {
  title: 'Text area field',
  component: TextAreaField,
  tags: ['autodocs'],
  args: { label: 'Identifiers, one a line', name: 'identifiers' },
  argTypes: {
    label: { description: 'Says what to type; always shown above the field.' },
    error: {
      description: 'The validation message, shown under the field and read with it.',
      control: 'text',
    },
    rows: { description: 'The visible lines.', table: { defaultValue: { summary: '4' } } },
    className: { description: 'Classes of the field’s box.' },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `The TextField of text that spans lines: several licence identifiers, a message to a member.

**Do**
- Say in the label what a line is when lines matter ("Identifiers, one a line").
- Size it with \`rows\` for what people usually type, so the common case needs no scrolling.

**Don't**
- Don't use it for one short value: a TextField submits with Enter, a text area does not.`,
      },
    },
  },
} satisfies Meta<typeof TextAreaField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Empty: four lines, ready to type in; Enter starts a new line. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Identifiers, one a line' });
    await userEvent.type(field, 'Studio iPad{Enter}Front desk');
    await expect(field).toHaveValue('Studio iPad\nFront desk');
  },
};

/** Filled with more lines than it shows: it scrolls. */
export const Filled: Story = {
  args: { defaultValue: Array.from({ length: 8 }, (_, index) => `Studio iPad ${index + 1}`).join('\n') },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Identifiers, one a line' });
    await expect(field.scrollHeight).toBeGreaterThan(field.clientHeight);
  },
};

/** With an error: the message under the field, read with it. */
export const WithError: Story = {
  args: { defaultValue: 'Studio iPad\nStudio iPad', error: 'Line 2 repeats line 1.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Identifiers, one a line' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Line 2 repeats line 1.');
  },
};
