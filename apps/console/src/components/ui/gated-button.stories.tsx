import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GatedButton } from './gated-button';

const REASON = 'Only an Owner or an Admin can add licences.';

const meta = {
  title: 'Gated button',
  component: GatedButton,
  tags: ['autodocs'],
  args: { children: 'Add Pod Creator', blockedBecause: null, onClick: fn() },
  argTypes: {
    blockedBecause: {
      description:
        'Why the action cannot be used now, in words for the person (a missing permission, no free licence), or ' +
        'null when it can: the button is then an ordinary Button.',
      control: 'text',
    },
    tooltipOpen: { description: 'Shows the reason without hovering (stories and screenshots only).' },
    wrapperClassName: {
      description:
        'Classes of the box the reason is anchored to; `flex w-full` for a button as wide as its column.',
      table: { defaultValue: { summary: 'inline-flex' } },
    },
    variant: {
      description: 'As Button.',
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'danger'],
    },
    busy: { description: 'As Button: the request is under way.' },
    children: { description: 'The label, as Button.', control: 'text' },
    onClick: { description: 'Called on press while allowed; never while refused.' },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `A button that may be refused, and then says why. Refused, it stays in its place and in the Tab order
(\`aria-disabled\`, not \`disabled\`), its reason shows on hover and on focus and is read with it, and a press does
nothing.

**Do**
- Use it wherever a role or the plan can refuse an action (docs/decisions/0024-organization-roles.md): the person
  learns what is missing instead of hunting for it.
- Write the reason as a sentence that says who can, or what is needed ("Only an Owner can transfer ownership.").

**Don't**
- Don't hide an action a person could get by asking for a role: show it refused, with the reason.
- Don't use it for a form that is not valid yet: the field's own message says what to fix.`,
      },
    },
  },
} satisfies Meta<typeof GatedButton>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Allowed: an ordinary button; a press calls onClick. */
export const Allowed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Pod Creator' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Refused: the reason shows beside it, and a press does nothing. */
export const Refused: Story = {
  args: { blockedBecause: REASON, tooltipOpen: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add Pod Creator' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(REASON);
    await expect(within(document.body).getByRole('tooltip')).toHaveTextContent(REASON);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Refused, reached with the keyboard: Tab lands on it and the reason shows; Escape hides it. */
export const RefusedOnFocus: Story = {
  args: { blockedBecause: REASON },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add Pod Creator' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // The tip shows once React has rendered the focus (a busy machine may paint it a frame later).
    await expect(await within(document.body).findByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

/** Refused, danger: a refused Revoke keeps the refused look, not the danger colour. */
export const RefusedDanger: Story = {
  args: {
    blockedBecause: 'Only an Owner or an Admin can revoke licences.',
    variant: 'danger',
    children: 'Revoke',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Revoke' })).toHaveAccessibleDescription(
      'Only an Owner or an Admin can revoke licences.',
    );
  },
};

/** Allowed and busy: the request is under way. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add Pod Creator' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
