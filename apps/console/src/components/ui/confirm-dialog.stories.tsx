import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const body = () => within(document.body);

const meta = {
  title: 'Confirm Dialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    onConfirm: fn(),
    title: 'Revoke License',
    confirmLabel: 'Revoke',
    children: (
      <p className="text-sm text-fg">
        Revoke the license of <span className="font-semibold">Studio iPad</span>? Its device stops working
        with it.
      </p>
    ),
  },
  argTypes: {
    open: { description: 'Controlled: the screen owns whether the dialog shows.' },
    onClose: { description: 'Called on Cancel, Escape and a click outside; never while busy.' },
    title: { description: 'The dialog’s heading and accessible name: the action and its object.' },
    description: {
      description: 'One line under the title (whose licence, which organization).',
      control: 'text',
    },
    children: { description: 'What will happen, in sentences: who loses what, what can be undone.' },
    confirmLabel: { description: 'The confirm button’s label: the action itself, a verb.', control: 'text' },
    onConfirm: { description: 'Called on the confirm button; the screen sends the request and sets `busy`.' },
    variant: {
      description: '`danger` for what cannot be undone, `primary` for a confirmation that destroys nothing.',
      control: 'inline-radio',
      options: ['danger', 'primary'],
      table: { defaultValue: { summary: 'danger' } },
    },
    busy: {
      description:
        'The request is under way: the confirm button is busy, Cancel and closing wait for the answer.',
      control: 'boolean',
    },
    confirmDisabled: { description: 'Nothing to confirm yet: the confirm button cannot be pressed.' },
    error: {
      description: 'Why the last attempt failed; the dialog stays open to try again.',
      control: 'text',
    },
  },
  parameters: {
    // Each dialog covers its whole frame: on the Docs page every story gets its own.
    docs: {
      story: { inline: false, height: '360px' },
      description: {
        component: `The question before an action that cannot be taken back: what will happen, Cancel, and the action, built on
Modal. Cancel takes the focus when it opens, so the action is never one Enter away; while the request runs the
dialog waits for it, and a failure shows inside the dialog.

**Do**
- Name the action and its object in the title ("Revoke License", "Leave organization") and the action alone on
  the button ("Revoke", "Leave").
- Say the consequence: who loses what, and what (if anything) brings it back.

**Don't**
- Don't ask "Are you sure?" with "Yes"/"No": a screen reader lists buttons by their labels alone.
- Don't confirm what can be undone in one click: do it, and offer the undo in a toast.`,
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Danger: Cancel has the focus, the action is last; Enter on the focus cancels, the action needs a press. */
export const Danger: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Revoke License' });
    await expect(within(dialog).getByText(/Its device stops working/)).toBeVisible();
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Revoke']);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Cancel, or Escape, closes it without the action. */
export const Cancelled: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Revoke License' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Primary: a confirmation that destroys nothing, with a line under the title. */
export const Primary: Story = {
  args: {
    variant: 'primary',
    title: 'Send invitations again',
    description: 'To 3 people',
    confirmLabel: 'Send',
    children: <p className="text-sm text-fg">Each gets a new email; the old links keep working.</p>,
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Send invitations again' });
    await expect(within(dialog).getByText('To 3 people')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

/** Busy: the request is under way; neither button nor Escape can close it. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Revoke License' });
    await expect(within(dialog).getByRole('button', { name: 'Revoke' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Disabled: nothing to confirm yet; the action cannot be pressed. */
export const ConfirmDisabled: Story = {
  args: { confirmDisabled: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Revoke License' });
    await expect(within(dialog).getByRole('button', { name: 'Revoke' })).toBeDisabled();
  },
};

/** Failed: the reason shows in the dialog, announced, and the action can be tried again. */
export const Failed: Story = {
  args: { error: 'The license could not be revoked. Try again.' },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Revoke License' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The license could not be revoked.');
    await expect(within(dialog).getByRole('button', { name: 'Revoke' })).toBeEnabled();
  },
};
