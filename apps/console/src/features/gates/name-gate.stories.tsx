import { MESSAGES, VALIDATION_MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ADA, wireUser } from '../../testing/fixtures';
import { expectToast } from '../../testing/expect-toast';
import { answer, fail } from '../../testing/story-api';
import { sentRequests, StoryProviders } from '../../testing/story-providers';
import { NameGate } from './name-gate';
import { NameGateContainer } from './name-gate-container';

const meta = {
  title: 'Gates/4 Name gate (Required Information)',
  component: NameGate,
  args: { email: 'ada@example.com', onSubmit: fn() },
} satisfies Meta<typeof NameGate>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Name gate, empty. The e-mail is read-only. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Required Information' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('First Name')).toHaveValue('');
  },
};

/** Name gate, first name only: Continue names the missing field and sends nothing. */
export const FirstNameOnly: Story = {
  args: { initialFirstName: 'Ada' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText(VALIDATION_MESSAGES.lastNameRequired)).toBeVisible();
    await expect(canvas.getByLabelText('Last Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Last Name'), '  Lovelace ');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ firstName: 'Ada', lastName: 'Lovelace' });
  },
};

/** Name gate, submitting (spinner). */
export const Submitting: Story = {
  args: { initialFirstName: 'Ada', initialLastName: 'Lovelace', submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(canvas.getByTestId('spinner')).toHaveStyle({ width: '30px' });
  },
};

const saveFailed = sentRequests();
/** Name gate, save failed ("Update Failed"); what was typed stays. */
export const SaveFailed: Story = {
  parameters: { toaster: false },
  render: () => (
    <StoryProviders handlers={[fail('patch', '/users/current-user')]} onSent={saveFailed.onSent}>
      <NameGateContainer user={{ ...ADA, firstName: '', lastName: '' }} />
    </StoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('First Name'), 'Ada');
    await userEvent.type(canvas.getByLabelText('Last Name'), 'Lovelace');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectToast(MESSAGES.nameUpdateFailed);
    await expect(canvas.getByLabelText('First Name')).toHaveValue('Ada');
    await expect(canvas.getByLabelText('Last Name')).toHaveValue('Lovelace');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

const saved = sentRequests();
/** The name is saved through PATCH /users/current-user with the spec's payload. */
export const SavesTheName: Story = {
  parameters: { toaster: false },
  render: () => (
    <StoryProviders
      handlers={[
        answer('patch', '/users/current-user', wireUser()),
        answer('get', '/users/current-user', wireUser()),
      ]}
      onSent={saved.onSent}
    >
      <NameGateContainer user={{ ...ADA, firstName: '', lastName: '' }} />
    </StoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('First Name'), 'Ada');
    await userEvent.type(canvas.getByLabelText('Last Name'), 'Lovelace');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(saved.holder.sent).toContainEqual(
        expect.objectContaining({
          method: 'PATCH',
          url: expect.stringMatching(/\/users\/current-user$/),
          body: { userFirstName: 'Ada', userLastName: 'Lovelace' },
        }),
      ),
    );
  },
};
