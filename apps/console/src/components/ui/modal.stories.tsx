import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { Modal } from './modal';
import { ModalDialog } from './modal-dialog';

const body = () => within(document.body);

const meta = {
  title: 'Modal',
  // The props are ModalDialog's; screens render Modal, which loads it when a dialog first opens.
  component: ModalDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    title: 'Edit License Identifier',
    description: 'The name people see for this licence in the table and on the QR code sheet.',
    children: <p className="text-sm">The dialog’s content: a form, a list, a warning.</p>,
  },
  argTypes: {
    open: { description: 'Controlled: the screen owns whether the dialog shows.' },
    onClose: {
      description: 'Called on Escape, a click outside and the Cancel the footer gives; not while busy.',
    },
    title: { description: 'The dialog’s heading and its accessible name: says what the dialog does.' },
    description: {
      description: 'One sentence under the title, read when the dialog opens.',
      control: 'text',
    },
    children: { description: 'The content; it scrolls when taller than the window allows.' },
    footer: { description: 'The buttons, right-aligned under the content: the main action last.' },
    className: {
      description: 'The panel’s width class.',
      table: { defaultValue: { summary: 'max-w-lg' } },
    },
  },
  render: (args) => <Modal {...args} />,
  parameters: {
    // Each dialog covers its whole frame: on the Docs page every story gets its own.
    docs: {
      story: { inline: false, height: '420px' },
      description: {
        component: `A controlled dialog over Headless UI: focus moves into it and stays there, Escape and a click outside close
it, and focus returns to the button that opened it. Screens render \`Modal\`, which loads the dialog's code when a
dialog first opens.

**Do**
- Title it with what it does ("Revoke License", "Invite to Organization"), and put the main action last in the
  footer, named the same way.
- Keep the dialog open while its request runs (the buttons busy) and show a failure inside it, so nothing typed is
  lost.

**Don't**
- Don't open a dialog from a dialog: finish or close the first.
- Don't use a dialog for a message that needs no answer: a toast says it without taking the focus.`,
      },
    },
  },
} satisfies Meta<typeof ModalDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Open: the title names the dialog; Escape asks to close it. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Edit License Identifier' });
    await expect(within(dialog).getByText(/The name people see/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** With its actions: Cancel and the main action, in the footer. */
export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Edit License Identifier' });
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Save']);
  },
};

/** Danger: a confirmation of what cannot be undone, the danger button last. */
export const Danger: Story = {
  args: {
    title: 'Revoke License',
    description: 'Studio iPad loses its licence at once; the app asks for a new one.',
    children: null,
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button variant="danger">Revoke</Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Revoke License' });
    await expect(within(dialog).getByRole('button', { name: 'Revoke' })).toBeVisible();
  },
};

/** Busy: the main action’s request is under way; its button says so. */
export const Busy: Story = {
  args: {
    footer: (
      <>
        <Button variant="secondary" disabled>
          Cancel
        </Button>
        <Button busy>Save</Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Edit License Identifier' });
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * Long content: the content scrolls between the title and the footer, which stay in view. (Its controls make the
 * scrolling box reachable by keyboard; a long text with none would need the box itself focusable.)
 */
export const LongContent: Story = {
  args: {
    children: (
      <fieldset className="space-y-2 text-sm">
        <legend className="font-semibold">Licences to revoke</legend>
        {Array.from({ length: 40 }, (_, index) => (
          <label key={index} className="flex items-center gap-2">
            <input type="checkbox" /> Studio iPad {index + 1}
          </label>
        ))}
      </fieldset>
    ),
    footer: <Button>Done</Button>,
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Edit License Identifier' });
    const done = within(dialog).getByRole('button', { name: 'Done' });
    await expect(done.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // The last licence lies below the footer, out of the scrolled view until the content scrolls.
    const last = within(dialog).getByRole('checkbox', { name: 'Studio iPad 40' });
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(done.getBoundingClientRect().top);
  },
};

/** At 375 px: the dialog takes the screen’s width, less a margin. */
export const Narrow: Story = {
  args: { footer: <Button>Save</Button> },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Edit License Identifier' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await expect(save.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
