import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './button';
import { Card } from './card';

const meta = {
  title: 'Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Organization Data',
    children: <p className="mt-2 text-sm text-fg-muted">The name and address printed on invoices.</p>,
  },
  argTypes: {
    title: { description: 'The heading; with it the card is a region named by it.', control: 'text' },
    titleId: { description: 'The heading’s id, when something else points at it (a table’s label).' },
    action: { description: 'One button beside the heading: the section’s main action.' },
    padded: {
      description:
        'Pad the content. Off for a table that runs to the card’s edges; the heading keeps its padding.',
      control: 'boolean',
      table: { defaultValue: { summary: 'true' } },
    },
    children: { description: 'The section’s content.' },
    className: { description: 'Extra classes (margins, width).' },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `The raised surface a section of a page sits on: border, radius and shadow from the tokens, and an optional
heading that names it as a region. \`cardClassName\` gives the same surface to an element that must stay a form.

**Do**
- Give a card one subject and a heading that names it ("Members", "Organization Data").
- Put the section's main action beside the heading, and run a table to the edges (\`padded={false}\`).

**Don't**
- Don't nest cards: a card inside a card is a list or a table.
- Don't use a card as a warning: a Banner says what needs attention.`,
      },
    },
  },
} satisfies Meta<typeof Card>;
export default meta;

type Story = StoryObj<typeof meta>;

/** With a title: a region named by its heading. */
export const WithTitle: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Organization Data' });
    await expect(within(region).getByText(/printed on invoices/)).toBeVisible();
  },
};

/** With an action beside the heading, and a table to the edges. */
export const WithActionAndTable: Story = {
  args: {
    title: 'Members',
    padded: false,
    action: <Button>Invite Member</Button>,
    children: (
      <table className="w-full text-left text-sm text-fg">
        <thead className="border-y border-line bg-surface-sunken">
          <tr>
            <th className="px-4 py-2 sm:px-6">Name</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className="px-4 py-2 sm:px-6">Ada Lovelace</td>
          </tr>
        </tbody>
      </table>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Members' });
    await expect(within(region).getByRole('button', { name: 'Invite Member' })).toBeVisible();
    await expect(within(region).getByRole('cell', { name: 'Ada Lovelace' })).toBeVisible();
  },
};

/** Without a title: only the surface, not a region. */
export const Plain: Story = {
  args: { title: undefined, children: <p className="text-sm text-fg">Ten licences in use.</p> },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Ten licences in use.');
    await expect(text).toBeVisible();
    await expect(text.closest('section')).toBeNull();
  },
};
