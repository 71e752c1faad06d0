import { VALIDATION_MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddLicenseDialog, EMPTY_ADD_LICENSE_DRAFT } from './add-license-dialog';

const meta = {
  title: 'Licences/Generate Pod Creator License dialog',
  component: AddLicenseDialog,
  args: { open: true, onClose: fn(), onGenerate: fn() },
} satisfies Meta<typeof AddLicenseDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
// Dialogs portal to <body>; the Headless UI root has no size, so assertions are on its content.
const body = () => within(document.body);

const atStep2 = (delivery: 'link' | 'qr' | null) => ({
  initialDraft: { step: 2 as const, identifier: 'Studio iPad', delivery },
});

/** Add dialog, step 1 empty (Next disabled). */
export const Step1Empty: Story = {
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Generate Pod Creator License' })).toBeVisible();
    await expect(body().getByText('Step 1 of 2')).toBeVisible();
    await expect(body().getByRole('heading', { name: 'Who is this license for?' })).toBeVisible();
    await expect(body().getByText(/Personal information is not required/)).toBeVisible();
    await expect(body().getByLabelText('Identifier')).toHaveValue('');
    await expect(body().getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Step 1 valid: Next enabled; emptying the field shows "Identifier is required". */
export const Step1Valid: Story = {
  play: async () => {
    const field = await body().findByLabelText('Identifier');
    await userEvent.type(field, 'Studio iPad');
    await expect(body().getByRole('button', { name: 'Next' })).toBeEnabled();
    await userEvent.clear(field);
    await expect(body().getByText(VALIDATION_MESSAGES.identifierRequired)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(body().getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.type(field, '   ');
    await expect(body().getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.type(field, 'Field kit{Enter}');
    await expect(
      await body().findByRole('group', { name: 'How would you like to assign this license?' }),
    ).toBeVisible();
  },
};

/** Step 2, nothing chosen (Generate disabled); Back returns to step 1 with the identifier kept. */
export const Step2NothingChosen: Story = {
  args: atStep2(null),
  play: async () => {
    await expect(await body().findByText('Step 2 of 2')).toBeVisible();
    await expect(body().getByRole('radio', { name: 'Link' })).not.toBeChecked();
    await expect(body().getByRole('radio', { name: 'QR Code' })).not.toBeChecked();
    await expect(body().getByRole('button', { name: 'Generate License' })).toBeDisabled();
    await expect(body().getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await userEvent.click(body().getByRole('button', { name: 'Back' }));
    await expect(body().getByLabelText('Identifier')).toHaveValue('Studio iPad');
    // Focus follows the step, not lost to <body> with the button that moved it.
    await expect(body().getByLabelText('Identifier')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(body().getByRole('radio', { name: 'Link' })).toHaveFocus();
  },
};

/** Step 2, Link chosen: Generate sends the trimmed identifier and the method. */
export const Step2LinkChosen: Story = {
  args: { initialDraft: { ...EMPTY_ADD_LICENSE_DRAFT, identifier: '  Studio iPad ' } },
  play: async ({ args }) => {
    await userEvent.click(await body().findByRole('button', { name: 'Next' }));
    await userEvent.click(body().getByRole('radio', { name: 'Link' }));
    await expect(body().getByRole('button', { name: 'Generate License' })).toBeEnabled();
    await userEvent.click(body().getByRole('button', { name: 'Generate License' }));
    await expect(args.onGenerate).toHaveBeenCalledWith({ identifier: 'Studio iPad', delivery: 'link' });
  },
};

/** Step 2, QR Code chosen; keyboard only. */
export const Step2QrCodeChosen: Story = {
  args: atStep2('qr'),
  play: async ({ args }) => {
    await expect(await body().findByRole('radio', { name: 'QR Code' })).toBeChecked();
    body().getByRole('radio', { name: 'QR Code' }).focus();
    await userEvent.tab(); // Back
    await userEvent.tab(); // Cancel
    await userEvent.tab();
    await expect(body().getByRole('button', { name: 'Generate License' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onGenerate).toHaveBeenCalledWith({ identifier: 'Studio iPad', delivery: 'qr' });
  },
};

/** Generating: the spinner shows, nothing can be changed, Escape does not close. */
export const Generating: Story = {
  args: { ...atStep2('link'), generating: true },
  play: async ({ args }) => {
    const generate = await body().findByRole('button', { name: 'Generate License' });
    await expect(generate).toBeDisabled();
    await expect(generate).toHaveAttribute('aria-busy', 'true');
    await expect(within(generate).getByTestId('spinner')).toHaveStyle({ width: '30px' });
    await expect(body().getByRole('radio', { name: 'Link' })).toBeDisabled();
    await expect(body().getByRole('button', { name: 'Back' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Cancel and Escape close it (controlled: onClose). */
export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click(await body().findByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Narrow (375 px): the two methods stack and every button stays on screen. */
export const Step2Narrow: Story = {
  args: atStep2('link'),
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const link = (await body().findByRole('radio', { name: 'Link' }))
      .closest('label')!
      .getBoundingClientRect();
    const qr = body().getByRole('radio', { name: 'QR Code' }).closest('label')!.getBoundingClientRect();
    await expect(qr.top).toBeGreaterThanOrEqual(link.bottom);
    for (const name of ['Back', 'Cancel', 'Generate License']) {
      const button = body().getByRole('button', { name }).getBoundingClientRect();
      await expect(button.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

/**
 * Generate refused by the API for the identifier (400): the dialog goes back to step 1, the message under the
 * field, the typed identifier and the chosen method kept.
 */
export const IdentifierRefusedByTheApi: Story = {
  args: {
    ...atStep2('link'),
    fieldErrors: [{ name: 'identifier', message: 'Identifier must not hold control characters' }],
  },
  play: async () => {
    const field = await body().findByLabelText('Identifier');
    await expect(body().getByText('Step 1 of 2')).toBeVisible();
    await expect(field).toHaveValue('Studio iPad');
    await expect(field).toHaveAccessibleDescription('Identifier must not hold control characters');
    await userEvent.click(body().getByRole('button', { name: 'Next' }));
    await expect(body().getByRole('radio', { name: 'Link' })).toBeChecked();
  },
};
