import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tooltip } from './tooltip';

const TIP = 'Copies the claim link to the clipboard.';

const meta = {
  title: 'Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: TIP,
    children: (
      <button type="button" className="rounded-md border border-line-strong px-3 py-1 text-sm">
        Copy link
      </button>
    ),
  },
  argTypes: {
    content: { description: 'The tip: a short sentence that adds to the element’s name, never replaces it.' },
    children: { description: 'One focusable element; it gets `aria-describedby` pointing at the tip.' },
    defaultOpen: { description: 'Shows the tip without hovering (stories and screenshots only).' },
    floating: {
      description:
        'Laid over the page and placed by the window, so nothing that clips (a table that scrolls sideways, a ' +
        'framed card) cuts it off.',
    },
  },
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component: `A plain tooltip: shown on hover and on keyboard focus, hidden with Escape, and read with its element
through \`aria-describedby\` (WCAG 1.4.13).

**Do**
- Use it for what an icon-only button does, or why an action is refused (GatedButton does this).
- Make it \`floating\` inside a table or a card that clips its overflow.

**Don't**
- Don't put anything a person must read to finish a task only in a tooltip: touch screens have no hover.
- Don't put links or buttons in it: it is text, and it closes when the pointer leaves.`,
      },
    },
  },
} satisfies Meta<typeof Tooltip>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Closed: the element alone; the tip is read with it all the same. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Copy link' }),
    ).toHaveAccessibleDescription(TIP);
    await expect(within(canvasElement).queryByRole('tooltip')).toBeNull();
  },
};

/** On hover: the tip shows above the element, and leaves with the pointer. */
export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy link' });
    await userEvent.hover(button);
    await expect(within(canvasElement).getByRole('tooltip')).toHaveTextContent(TIP);
    await userEvent.unhover(button);
    await expect(within(canvasElement).queryByRole('tooltip')).toBeNull();
  },
};

/** On focus: Tab shows the tip; Escape hides it without moving the focus. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Copy link' })).toHaveFocus();
    await expect(within(canvasElement).getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).queryByRole('tooltip')).toBeNull();
  },
};

/** Open, floating: laid over the page, inside the window, whatever clips its element. */
export const Floating: Story = {
  args: { defaultOpen: true, floating: true },
  render: (args) => (
    <main className="overflow-hidden rounded-lg border border-line p-4">
      <Tooltip {...args} />
    </main>
  ),
  play: async () => {
    const tip = await within(document.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent(TIP);
    const box = tip.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
