import { VALIDATION_MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ADA } from '../../testing/fixtures';
import { PersonalSettingsPage } from './personal-settings-page';

const meta = {
  title: 'Personal Settings/Page',
  component: PersonalSettingsPage,
  decorators: [(Story) => <main className="p-4 sm:p-6">{Story()}</main>],
  args: {
    userId: ADA.id,
    displayName: ADA.displayName,
    email: ADA.email,
    firstName: ADA.firstName,
    lastName: ADA.lastName,
    onSave: fn(async () => undefined),
    onDeleteAccount: fn(),
    themePreference: 'system',
    theme: 'light',
    onThemePreferenceChange: fn(),
  },
} satisfies Meta<typeof PersonalSettingsPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const field = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByLabelText(label);
const button = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });

/** Personal Settings, unchanged: the display name as subheader; Save/Cancel disabled. */
export const Unchanged: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Personal Settings' })).toBeVisible();
    await expect(within(canvasElement).getByTestId('personal-subheader')).toHaveTextContent('Ada Lovelace');
    await expect(field(canvasElement, 'First Name')).toHaveValue('Ada');
    await expect(field(canvasElement, 'Last Name')).toHaveValue('Lovelace');
    await expect(field(canvasElement, 'Email')).toHaveAttribute('readonly');
    await expect(button(canvasElement, 'Save')).toBeDisabled();
    await expect(button(canvasElement, 'Cancel')).toBeDisabled();
  },
};

/** Personal Settings, changed: Save and Cancel enabled; Cancel restores; Save sends trimmed names. */
export const Changed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement, 'Last Name'), ' King');
    await expect(button(canvasElement, 'Save')).toBeEnabled();
    await userEvent.click(button(canvasElement, 'Cancel'));
    await expect(field(canvasElement, 'Last Name')).toHaveValue('Lovelace');
    await userEvent.clear(field(canvasElement, 'First Name'));
    await userEvent.type(field(canvasElement, 'First Name'), ' Augusta ');
    await userEvent.click(button(canvasElement, 'Save'));
    await expect(args.onSave).toHaveBeenCalledWith({ firstName: 'Augusta', lastName: 'Lovelace' });
    await waitFor(() => expect(button(canvasElement, 'Save')).toBeDisabled());
  },
};

/** Personal Settings, first name missing ("First name is required"). */
export const FirstNameMissing: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.clear(field(canvasElement, 'First Name'));
    await userEvent.click(button(canvasElement, 'Save'));
    await expect(field(canvasElement, 'First Name')).toHaveAccessibleDescription(
      VALIDATION_MESSAGES.firstNameRequired,
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Personal Settings, last name missing ("Last name is required"); typing clears it. */
export const LastNameMissing: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.clear(field(canvasElement, 'Last Name'));
    await userEvent.type(field(canvasElement, 'Last Name'), '   {Enter}');
    await expect(within(canvasElement).getByText(VALIDATION_MESSAGES.lastNameRequired)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(field(canvasElement, 'Last Name'), 'K');
    await expect(within(canvasElement).queryByText(VALIDATION_MESSAGES.lastNameRequired)).toBeNull();
    await userEvent.clear(field(canvasElement, 'Last Name'));
    await userEvent.click(button(canvasElement, 'Save'));
  },
};

/** Personal Settings, saving: Save waits with its spinner. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, 'First Name'), 'x');
    await expect(button(canvasElement, 'Save')).toBeDisabled();
    await expect(within(button(canvasElement, 'Save')).getByTestId('spinner')).toBeVisible();
  },
};

/** Personal Settings, failed: what was typed stays, Save can be pressed again. */
export const SaveFailedKeepsTheDraft: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, 'Last Name'), '-King');
    await userEvent.click(button(canvasElement, 'Save'));
    await expect(field(canvasElement, 'Last Name')).toHaveValue('Lovelace-King');
    await waitFor(() => expect(button(canvasElement, 'Save')).toBeEnabled());
  },
};

/**
 * Delete account, at the foot of the page (docs/decisions/0038-export-and-account-deletion.md): a warning that it
 * cannot be undone; "Delete account…" opens the dialog, which asks before anything is sent.
 */
export const DeleteAccount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Delete account' });
    await expect(section).toHaveTextContent('This cannot be undone.');
    // At the foot: after the account's address.
    const account = canvas.getByRole('region', { name: 'Account' });
    await expect(account.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Delete account…' }));
    await expect(args.onDeleteAccount).toHaveBeenCalledOnce();
  },
};

/** Appearance, System on a light device: System is checked and says what it shows now; choosing Dark reports it. */
export const AppearanceSystem: Story = {
  play: async ({ canvasElement, args }) => {
    const theme = within(canvasElement).getByRole('group', { name: 'Theme' });
    await expect(within(theme).getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(within(theme).getByRole('radio', { name: 'System' })).toHaveAccessibleDescription(
      "Follows this device's setting (now Light).",
    );
    await userEvent.click(within(theme).getByRole('radio', { name: 'Dark' }));
    await expect(args.onThemePreferenceChange).toHaveBeenCalledWith('dark');
  },
};

/** Appearance, Dark chosen: Dark is checked. */
export const AppearanceDark: Story = {
  args: { themePreference: 'dark', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const theme = within(canvasElement).getByRole('group', { name: 'Theme' });
    await expect(within(theme).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(within(theme).getByRole('radio', { name: 'Light' })).not.toBeChecked();
  },
};

/** Narrow (375 px): the two fields stack. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const first = field(canvasElement, 'First Name').getBoundingClientRect();
    const last = field(canvasElement, 'Last Name').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
  },
};
