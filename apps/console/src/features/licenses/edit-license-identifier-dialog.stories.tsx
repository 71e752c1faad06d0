import { VALIDATION_MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditLicenseIdentifierDialog } from './edit-license-identifier-dialog';

const meta = {
  title: 'Licences/Edit License Identifier dialog',
  component: EditLicenseIdentifierDialog,
  args: { open: true, onClose: fn(), onSave: fn(), identifier: 'Studio iPad' },
} satisfies Meta<typeof EditLicenseIdentifierDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Edit License Identifier, unchanged: Save disabled, Cancel closes. */
export const Unchanged: Story = {
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Edit License Identifier' })).toBeVisible();
    await expect(body().getByLabelText('Identifier')).toHaveValue('Studio iPad');
    await expect(body().getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(body().getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Changed: Save sends the trimmed identifier. */
export const Changed: Story = {
  play: async ({ args }) => {
    const field = await body().findByLabelText('Identifier');
    await userEvent.clear(field);
    await userEvent.type(field, ' Studio iPad Pro ');
    await userEvent.click(body().getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith('Studio iPad Pro');
  },
};

/** Empty ("Identifier is required"); typing clears the message. */
export const Empty: Story = {
  play: async ({ args }) => {
    const field = await body().findByLabelText('Identifier');
    await userEvent.clear(field);
    await userEvent.type(field, '  {Enter}');
    await expect(body().getByText(VALIDATION_MESSAGES.identifierRequired)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(field, 'x');
    await expect(body().queryByText(VALIDATION_MESSAGES.identifierRequired)).toBeNull();
  },
};

/** Saving: the spinner, nothing editable, Escape does not close. */
export const Saving: Story = {
  args: { saving: true, initialValue: 'Studio iPad Pro' },
  play: async ({ args }) => {
    const save = await body().findByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(within(save).getByTestId('spinner')).toBeVisible();
    await expect(body().getByLabelText('Identifier')).toHaveValue('Studio iPad Pro');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * Refused by the API (400): its message under the field, what was typed kept; typing clears the message, and
 * Save sends again.
 */
export const RefusedByTheApi: Story = {
  args: {
    initialValue: 'Studio iPad Pro',
    fieldErrors: [{ name: 'identifier', message: 'Identifier must be at most 200 characters' }],
  },
  play: async ({ args }) => {
    const field = await body().findByLabelText('Identifier');
    await expect(field).toHaveValue('Studio iPad Pro');
    await expect(field).toHaveAccessibleDescription('Identifier must be at most 200 characters');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '2');
    await expect(body().queryByText('Identifier must be at most 200 characters')).toBeNull();
    await userEvent.click(body().getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith('Studio iPad Pro2');
  },
};
