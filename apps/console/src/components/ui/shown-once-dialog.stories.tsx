import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { ShownOnceDialog } from './shown-once-dialog';
import { TextField } from './text-field';

const body = () => within(document.body);

const SECRET = 'whsec_MfKQ9r4gdGMNnD2ShWnbRS7s1i0L1mN9';

const meta = {
  title: 'Shown Once Dialog',
  component: ShownOnceDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    title: 'Create service account',
    description: 'Give the tool a name you will recognise.',
    children: (
      <form className="space-y-5" onSubmit={(event) => event.preventDefault()}>
        <TextField label="Name" defaultValue="Build server" data-autofocus />
        <div className="flex justify-end gap-3">
          <Button variant="secondary">Cancel</Button>
          <Button type="submit">Create</Button>
        </div>
      </form>
    ),
    shown: null,
  },
  argTypes: {
    open: { description: 'Controlled: the screen owns whether the dialog shows.' },
    onClose: {
      description: 'Escape and a click outside on the first step, Done on the second; never while busy.',
    },
    title: { description: 'The first step’s heading: what the form makes.' },
    description: { description: 'One line under the first step’s heading.', control: 'text' },
    children: { description: 'The first step: the form that makes it, with its own Cancel and submit.' },
    busy: { description: 'The request is under way: nothing closes the dialog until it answers.' },
    shown: {
      description:
        'Set once made: its heading, the warning, and what to copy. Only Done closes the dialog from then on.',
    },
  },
  parameters: {
    docs: {
      story: { inline: false, height: '420px' },
      description: {
        component: `Something the product shows once — a client secret, an enrolment token, a webhook signing secret — made by a
form in the same dialog. Once made, the dialog shows it under a warning and only Done closes it: Escape and a click
outside do nothing, so it cannot be lost uncopied. The caller holds what was made in component state and drops it on
close; it is never cached.

**Do**
- Say in the warning what to copy and that it is not shown again.
- Offer a Copy button beside every value.

**Don't**
- Don't put the secret in a toast, a URL or anything that outlives the dialog.`,
      },
    },
  },
} satisfies Meta<typeof ShownOnceDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The form step: Escape closes it, as any dialog. */
export const FormStep: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Create service account' });
    await expect(within(dialog).getByText('Give the tool a name you will recognise.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Creating: the request is under way; Escape does not close it. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    await body().findByRole('dialog', { name: 'Create service account' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Made: the warning, what to copy, and Done, which has the focus; Escape does nothing. */
export const Shown: Story = {
  args: {
    shown: {
      title: 'Build server created',
      warning: 'Copy the secret now: it is not shown again.',
      children: <TextField label="Signing secret" value={SECRET} readOnly />,
    },
  },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Build server created' });
    await expect(within(dialog).getByRole('note')).toHaveTextContent(
      'Copy the secret now: it is not shown again.',
    );
    await expect(within(dialog).getByLabelText('Signing secret')).toHaveValue(SECRET);
    await expect(within(dialog).queryByText('Give the tool a name you will recognise.')).toBeNull();
    const done = within(dialog).getByRole('button', { name: 'Done' });
    await expect(done).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(done);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
