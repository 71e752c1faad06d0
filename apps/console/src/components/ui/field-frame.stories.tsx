import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fieldControlClass, fieldControlProps, FieldFrame, useFieldIds } from './field-frame';

/** A select in a FieldFrame: how a control other than a text input gets the label and message of a field. */
function RoleSelect({ label, error }: { label: string; error?: string | null }) {
  const ids = useFieldIds();
  return (
    <FieldFrame ids={ids} label={label} error={error}>
      <select {...fieldControlProps(ids, error)} className={fieldControlClass(error)} defaultValue="MEMBER">
        <option value="MEMBER">Member</option>
        <option value="ADMIN">Admin</option>
        <option value="BILLING">Billing</option>
      </select>
    </FieldFrame>
  );
}

const meta = {
  title: 'Field frame',
  component: FieldFrame,
  tags: ['autodocs'],
  argTypes: {
    ids: {
      description: 'From `useFieldIds()`: the control’s id and its message’s id, shared with the control.',
    },
    label: { description: 'Shown above the control, tied to it with `htmlFor`.' },
    error: { description: 'The validation message, shown under the control.', control: 'text' },
    className: { description: 'Classes of the field’s box.' },
    children: {
      description: 'The control, spread with `fieldControlProps(ids, error)` and `fieldControlClass(error)`.',
    },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `A field's label above its control and its message below, for a control that is not a text input
(TextField and TextAreaField are built on it). \`useFieldIds\`, \`fieldControlProps\` and \`fieldControlClass\` give
the control its id, its link to the message and its look.

**Do**
- Spread \`fieldControlProps(ids, error)\` on the control, so the label names it and the message is read with it.

**Don't**
- Don't build a field's label and message by hand: the ids and \`aria-invalid\` are easy to get wrong.`,
      },
    },
  },
  render: (args) => <RoleSelect label={args.label} error={args.error} />,
} satisfies Meta<typeof FieldFrame>;
export default meta;

type Story = StoryObj<typeof meta>;
const noIds = { id: 'unused', errorId: 'unused-error' };

/** A select in the frame: labelled like any field. */
export const Default: Story = {
  args: { ids: noIds, label: 'Role', children: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Role' })).toHaveValue('MEMBER');
  },
};

/** With an error: the message under the select, read with it. */
export const WithError: Story = {
  args: { ids: noIds, label: 'Role', children: null, error: 'Choose a role for the member.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose a role for the member.');
  },
};
