import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './icon-button';

const pencil = (
  <svg
    aria-hidden="true"
    viewBox="0 0 20 20"
    className="size-5 fill-none stroke-current stroke-[1.5] [stroke-linecap:round] [stroke-linejoin:round]"
  >
    <path d="M13.5 3.5l3 3L7 16H4v-3l9.5-9.5zM11.5 5.5l3 3" />
  </svg>
);

const meta = {
  title: 'Icon Button',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Edit identifier of Studio iPad', icon: pencil, onClick: fn() },
  argTypes: {
    label: { description: 'Its accessible name and its tip: the action and its object.', control: 'text' },
    icon: { description: 'A decorative icon (`aria-hidden`), 20 px, drawn in `currentColor`.' },
    variant: {
      description: '`ghost` for most actions, `danger` for what revokes or deletes.',
      control: 'inline-radio',
      options: ['ghost', 'danger'],
      table: { defaultValue: { summary: 'ghost' } },
    },
    tooltip: {
      description: 'Show the label as a tip on hover and focus. Off only for a convention that needs none.',
      control: 'boolean',
      table: { defaultValue: { summary: 'true' } },
    },
    disabled: { description: 'It cannot be pressed.', control: 'boolean' },
    onClick: { description: 'Called on press.' },
  },
  decorators: [(Story) => <main className="p-12">{Story()}</main>],
  parameters: {
    docs: {
      description: {
        component: `A square button with only an icon: its label is its accessible name and, as a tip, what a sighted person
reads on hover or focus.

**Do**
- Name it with the action and its object ("Edit identifier of Studio iPad"), so a list of buttons read alone makes
  sense.
- Keep to icons people know (edit, delete, expand); otherwise write the word on a Button.

**Don't**
- Don't use an icon button for a page's main action: a Button with its label says it better.
- Don't put a second, different name in the icon (a \`title\` on the svg): the label is the one name.`,
      },
    },
  },
} satisfies Meta<typeof IconButton>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Default: named by its label; a press calls onClick. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit identifier of Studio iPad' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Keyboard: focus shows the tip; Enter presses it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit identifier of Studio iPad' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'Edit identifier of Studio iPad',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Danger: an action that revokes or deletes. */
export const Danger: Story = {
  args: { variant: 'danger', label: 'Revoke license of Studio iPad' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Revoke license of Studio iPad' }),
    ).toBeVisible();
  },
};

/** Disabled: it cannot be pressed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit identifier of Studio iPad' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Without a tip: a disclosure chevron, whose name is not read twice. */
export const WithoutTooltip: Story = {
  args: { tooltip: false, label: 'Show details of Acme' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show details of Acme' });
    button.focus();
    await expect(within(document.body).queryByRole('tooltip')).toBeNull();
  },
};
