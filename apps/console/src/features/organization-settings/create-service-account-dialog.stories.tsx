import {
  DEFAULT_MEMBER_ROLE,
  ROLE_LABELS,
  SERVICE_ACCOUNT_MESSAGES,
  SERVICE_ACCOUNT_ROLES,
  serviceAccountEnvironment,
  VALIDATION_MESSAGES,
} from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CreateServiceAccountDialog } from './create-service-account-dialog';
import { CREATED_NIGHTLY_SYNC, STORY_CLIENT_SECRET, STORY_ENDPOINTS } from './service-accounts-fixtures';

const meta = {
  title: 'Organization Settings/Create service account',
  component: CreateServiceAccountDialog,
  args: { open: true, onClose: fn(), onCreate: fn(), endpoints: STORY_ENDPOINTS },
} satisfies Meta<typeof CreateServiceAccountDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const nameField = () => body().getByLabelText('Name');

/** Empty: the name has focus, the default role is chosen, every role a service account can hold is offered. */
export const Empty: Story = {
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Create service account' })).toBeVisible();
    await waitFor(() => expect(nameField()).toHaveFocus());
    await expect(body().getAllByRole('radio')).toHaveLength(SERVICE_ACCOUNT_ROLES.length);
    await expect(body().getByRole('radio', { name: ROLE_LABELS[DEFAULT_MEMBER_ROLE] })).toBeChecked();
  },
};

/** A name of spaces only: the domain's message under the field; it goes on typing, then the trimmed name is sent. */
export const ValidationError: Story = {
  play: async ({ args }) => {
    const field = await body().findByLabelText('Name');
    await userEvent.type(field, '   ');
    await userEvent.click(body().getByRole('button', { name: 'Create' }));
    const message = VALIDATION_MESSAGES.serviceAccountNameRequired;
    await expect(body().getByText(message)).toBeVisible();
    await expect(field).toHaveAccessibleDescription(message);
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(field, ' Nightly sync ');
    await expect(body().queryByText(message)).toBeNull();
    await userEvent.click(body().getByRole('radio', { name: ROLE_LABELS.LICENSE_MANAGER }));
    await userEvent.click(body().getByRole('button', { name: 'Create' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'Nightly sync', role: 'LICENSE_MANAGER' });
    // For the picture: the message state.
    await userEvent.clear(field);
    await userEvent.click(body().getByRole('button', { name: 'Create' }));
    await expect(body().getByText(message)).toBeVisible();
  },
};

/** Creating: the buttons and the roles wait, Escape does not close, what was typed stays. */
export const Submitting: Story = {
  args: { creating: true, defaultName: 'Nightly sync', defaultRole: 'LICENSE_MANAGER' },
  play: async ({ args }) => {
    const create = await body().findByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await expect(within(create).getByTestId('spinner')).toBeVisible();
    await expect(body().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(body().getByRole('radio', { name: ROLE_LABELS.LICENSE_MANAGER })).toBeDisabled();
    await expect(nameField()).toHaveValue('Nightly sync');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Refused by the API (400 on the name): its message under the field, the name as typed, Create ready again. */
export const Failed: Story = {
  args: {
    defaultName: 'Nightly sync',
    defaultRole: 'LICENSE_MANAGER',
    fieldErrors: [{ name: 'name', message: 'A service account of this organization already has this name.' }],
  },
  play: async () => {
    const field = await body().findByLabelText('Name');
    await expect(field).toHaveValue('Nightly sync');
    await expect(field).toHaveAccessibleDescription(
      'A service account of this organization already has this name.',
    );
    await expect(body().getByRole('radio', { name: ROLE_LABELS.LICENSE_MANAGER })).toBeChecked();
    await expect(body().getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

/**
 * Created: the same dialog shows the client id and the secret, this once, with the warning and the environment
 * for the command line; only Done closes it.
 */
export const SecretShown: Story = {
  args: { created: CREATED_NIGHTLY_SYNC },
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Nightly sync created' })).toBeVisible();
    await expect(body().getByText(SERVICE_ACCOUNT_MESSAGES.secretOnce)).toBeVisible();
    await expect(body().getByLabelText('Client ID')).toHaveValue(
      CREATED_NIGHTLY_SYNC.serviceAccount.clientId,
    );
    await expect(body().getByLabelText('Client secret')).toHaveValue(STORY_CLIENT_SECRET);
    await expect(body().getByLabelText('Environment for the pod-console command line')).toHaveValue(
      serviceAccountEnvironment({
        ...STORY_ENDPOINTS,
        clientId: CREATED_NIGHTLY_SYNC.serviceAccount.clientId,
        clientSecret: STORY_CLIENT_SECRET,
      }),
    );
    await expect(body().queryByLabelText('Name')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(body().getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Copy puts the secret on the clipboard and says so next to it. */
export const CopySecret: Story = {
  args: { created: CREATED_NIGHTLY_SYNC },
  play: async () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void (copied = text) },
    });
    try {
      await userEvent.click(await body().findByRole('button', { name: 'Copy client secret' }));
      await waitFor(() => expect(copied).toBe(STORY_CLIENT_SECRET));
      await expect(body().getByText('Client secret copied to the clipboard.')).toBeVisible();
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    }
  },
};

/** At 375 px: the secret, its Copy buttons and Done fit. */
export const SecretNarrow: Story = {
  args: { created: CREATED_NIGHTLY_SYNC },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const done = await body().findByRole('button', { name: 'Done' });
    await expect(done.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    const copy = body().getByRole('button', { name: 'Copy client secret' });
    await expect(copy.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
