import {
  ORGANIZATION_NAME_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  VALIDATION_MESSAGES,
} from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserInfoForm } from './user-info-form';

const meta = {
  title: 'Onboarding/Organization Setup',
  component: UserInfoForm,
  globals: { viewport: { value: 'wide', isRotated: false } },
  args: { webview: false, onSubmit: fn() },
} satisfies Meta<typeof UserInfoForm>;
export default meta;

type Story = StoryObj<typeof meta>;
const narrow = { globals: { viewport: { value: 'narrow', isRotated: false } } };

/** Empty: Continue stays disabled until all three fields are filled (spec §5). */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Organization Setup', level: 1 })).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('First Name'), 'Ada');
    await userEvent.type(canvas.getByLabelText('Last Name'), 'Lovelace');
    await expect(next).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Organization Name'), ' Analytical Engines ');
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      organizationName: 'Analytical Engines',
    });
  },
};

export const EmptyNarrow: Story = { ...Empty, ...narrow };

/** Names the user already has are filled in. */
export const Prefilled: Story = {
  args: { initialFirstName: 'Ada', initialLastName: 'Lovelace' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('First Name')).toHaveValue('Ada');
    await expect(canvas.getByLabelText('Last Name')).toHaveValue('Lovelace');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** Blanks only: each field's "is required" message (spec §5), nothing sent. */
export const RequiredMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('First Name'), '  ');
    await userEvent.type(canvas.getByLabelText('Last Name'), ' ');
    await userEvent.type(canvas.getByLabelText('Organization Name'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText(VALIDATION_MESSAGES.firstNameRequired)).toBeVisible();
    await expect(canvas.getByText(VALIDATION_MESSAGES.lastNameRequired)).toBeVisible();
    await expect(canvas.getByText(VALIDATION_MESSAGES.organizationNameRequired)).toBeVisible();
    await expect(canvas.getByLabelText('Organization Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Typing in a field takes its message away.
    await userEvent.type(canvas.getByLabelText('First Name'), 'Ada');
    await expect(canvas.queryByText(VALIDATION_MESSAGES.firstNameRequired)).toBeNull();
  },
};

export const RequiredMessagesNarrow: Story = { ...RequiredMessages, ...narrow };

/**
 * A field left empty says so at once (spec §5), although Continue is disabled and cannot be pressed to find out;
 * the message goes when the field is typed in.
 */
export const LeftEmpty: Story = {
  args: { initialFirstName: 'Ada', initialLastName: 'Lovelace' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('First Name'));
    await userEvent.tab();
    await expect(canvas.getByText(VALIDATION_MESSAGES.firstNameRequired)).toBeVisible();
    await expect(canvas.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText(VALIDATION_MESSAGES.lastNameRequired)).toBeNull();
    await userEvent.click(canvas.getByLabelText('Organization Name'));
    await userEvent.tab();
    await expect(canvas.getByText(VALIDATION_MESSAGES.organizationNameRequired)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('First Name'), 'Augusta');
    await expect(canvas.queryByText(VALIDATION_MESSAGES.firstNameRequired)).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LeftEmptyNarrow: Story = { ...LeftEmpty, ...narrow };

/** Too long: each field's length message (spec §5). */
export const TooLongMessages: Story = {
  args: {
    initialFirstName: 'A'.repeat(PERSON_NAME_MAX_LENGTH + 1),
    initialLastName: 'L'.repeat(PERSON_NAME_MAX_LENGTH + 1),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const organization = canvas.getByLabelText('Organization Name');
    await userEvent.click(organization);
    await userEvent.paste('O'.repeat(ORGANIZATION_NAME_MAX_LENGTH + 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText(VALIDATION_MESSAGES.firstNameTooLong)).toBeVisible();
    await expect(canvas.getByText(VALIDATION_MESSAGES.lastNameTooLong)).toBeVisible();
    await expect(canvas.getByText(VALIDATION_MESSAGES.organizationNameTooLong)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooLongMessagesNarrow: Story = { ...TooLongMessages, ...narrow };

/** Submitting: Continue is busy and cannot be pressed again. */
export const Submitting: Story = {
  args: { initialFirstName: 'Ada', initialLastName: 'Lovelace', submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(canvas.getByTestId('spinner')).toBeVisible();
  },
};

export const SubmittingNarrow: Story = { ...Submitting, ...narrow };

/** spec §3 webview mode: no console chrome, no link into the console. */
export const InAWebview: Story = {
  args: { webview: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Organization Setup' })).toBeVisible();
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryAllByRole('link')).toEqual([]);
  },
};
