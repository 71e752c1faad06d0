import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save', onClick: fn() },
  argTypes: {
    variant: {
      description:
        'How much the action weighs: `primary` for the one main action of a card or dialog, `secondary` for the ' +
        'others, `ghost` for actions in a row or a toolbar, `danger` for what deletes or revokes.',
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'danger'],
      table: { defaultValue: { summary: 'primary' } },
    },
    busy: {
      description:
        'The request the button sent is under way: a spinner shows, the button cannot be pressed again, and ' +
        'assistive technology hears it is busy (`aria-busy`).',
      control: 'boolean',
    },
    disabled: {
      description: 'The action cannot be used at all. Prefer GatedButton when there is a reason to say.',
    },
    children: { description: 'The label: a verb, the action itself ("Save", "Revoke").', control: 'text' },
    type: {
      description: '`button` unless it submits its form.',
      table: { defaultValue: { summary: 'button' } },
    },
    onClick: { description: 'Called on press; never while disabled or busy.' },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `A button: a label that says the action, in one of four weights, and a busy state while its request is under way.

**Do**
- Give a card or a dialog one \`primary\` button, the action the person came for; the others are \`secondary\`.
- Use \`danger\` for what cannot be undone (revoke, remove, delete), and say the object in the label or the dialog.
- Set \`busy\` while the request runs, so a second press sends nothing.

**Don't**
- Don't put two primary buttons side by side, or a danger button where nothing is destroyed.
- Don't disable a button without saying why: use GatedButton, which keeps it focusable and gives the reason.
- Don't write a label that is not a verb ("OK", "Yes"): a screen reader lists buttons by their labels alone.`,
      },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Primary: the main action of a card or a dialog; a press calls onClick. */
export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toBeVisible();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Secondary: the other actions beside a primary one (Cancel, Try again). */
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Cancel' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Ghost: an action in a table row or a toolbar, without a frame of its own. */
export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Edit' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

/** Danger: an action that revokes, removes or deletes. */
export const Danger: Story = {
  args: { variant: 'danger', children: 'Revoke' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Revoke' })).toBeVisible();
  },
};

/** Disabled: it cannot be pressed, and a press calls nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Busy: its request is under way; the spinner shows and a second press sends nothing. */
export const Busy: Story = {
  args: { busy: true, children: 'Saving' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByTestId('spinner')).toBeVisible();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Busy, danger: a revoke under way; like any busy button it looks disabled and cannot be pressed again. */
export const BusyDanger: Story = {
  args: { busy: true, variant: 'danger', children: 'Revoke' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Revoke' })).toBeDisabled();
  },
};

/** A long label in a narrow column: it wraps inside the button rather than leaving it. */
export const LongLabel: Story = {
  args: { children: 'Add Pod Creator licences for every member of the organization' },
  render: (args) => (
    <div className="w-48">
      <Button {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    const column = canvasElement.querySelector('.w-48')!.getBoundingClientRect();
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(column.right + 1);
  },
};
