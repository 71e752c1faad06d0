import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoDevices, DemoTable } from '../../testing/demo-table';
import { DataTable, VIRTUALIZE_ABOVE_ROWS } from './data-table';

const meta = {
  title: 'Data table',
  component: DataTable,
  tags: ['autodocs'],
  argTypes: {
    table: { description: 'The table from `useDataTable({ data, columns, pageSize?, … })`.' },
    caption: { description: 'Names the table for screen readers; or name it with `labelledBy`.' },
    captionId: {
      description: 'The caption’s id, for an element around the table that the caption names too.',
    },
    labelledBy: { description: 'The id of a heading that names the table.' },
    breakpoint: {
      description:
        'The width of the table’s container from which the rows show as a table (`xl` 36rem, `4xl` 56rem, ' +
        '`59rem`); below it, one card per row.',
    },
    frame: {
      description: '`framed` on the page (a bordered table), `inset` in a card that frames it already.',
      table: { defaultValue: { summary: 'framed' } },
    },
    renderExpanded: { description: 'The panel under an expanded row (a table built with `expandable`).' },
    busy: { description: 'The rows shown are about to be replaced (the next page is loading): `aria-busy`.' },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `The console's table (docs/decisions/0009-tables-tanstack-table.md): sortable headers, the current page's
rows, one card per row below its breakpoint (docs/decisions/0014-narrow-tables.md), and above
${VIRTUALIZE_ABOVE_ROWS} rows only the rows in view. Columns are defined once per table with \`dataColumnHelper\`;
\`meta\` marks the column that names the row (\`rowHeader\`) and the row's actions (\`actions\`). The stories show a
table of made-up devices.

**Do**
- Give every table a name (\`caption\` or \`labelledBy\`) and one row-header column, so a card and a screen reader
  know which row is which.
- Name each row's action after its row ("Edit Studio iPad"), with the row's name in visually hidden text.
- Page long lists (TablePagination) and let the breakpoint follow the space the table has, not the window.

**Don't**
- Don't show an empty table: a screen says what is missing and what to do instead.
- Don't put more than one action of the same name in a row without saying which (use a label per action).`,
      },
    },
  },
} satisfies Meta<typeof DataTable>;
export default meta;

type Story = StoryObj<typeof meta>;
// DataTable's own props are built from useDataTable in each story; the args only feed the props table above.
const noArgs = { table: undefined as never, breakpoint: 'xl' as const };
const table = () => within(document.body).getByRole('table', { name: 'Devices' });

/** A table: headers, one row per device, each row named by its identifier. */
export const Default: Story = {
  args: noArgs,
  render: () => <DemoTable devices={demoDevices(5)} />,
  play: async () => {
    const rows = within(table()).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(within(table()).getByRole('rowheader', { name: 'Studio iPad 1' })).toBeVisible();
    await expect(within(table()).getByRole('button', { name: 'Edit Studio iPad 1' })).toBeVisible();
  },
};

/** Sorted: a header’s press sorts by it (ascending, then descending), and the header says so. */
export const Sorted: Story = {
  args: noArgs,
  render: () => <DemoTable devices={demoDevices(5)} />,
  play: async () => {
    await userEvent.click(within(table()).getByRole('button', { name: /Holder/ }));
    await expect(within(table()).getByRole('columnheader', { name: /Holder/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(within(table()).getByRole('button', { name: /Holder/ }));
    await expect(within(table()).getByRole('columnheader', { name: /Holder/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const first = within(table()).getAllByRole('rowheader')[0]!;
    await expect(first).toHaveTextContent('Studio iPad 4');
  },
};

/** Cards: in a container narrower than the breakpoint each row is a card, each value beside its column’s name. */
export const Cards: Story = {
  args: noArgs,
  render: () => (
    <div className="w-80">
      <DemoTable devices={demoDevices(3)} />
    </div>
  ),
  play: async () => {
    const cell = within(table()).getAllByRole('cell')[0]!;
    await expect(cell).toHaveAttribute('data-label', 'Holder');
    await expect(getComputedStyle(cell, '::before').content).toBe('"Holder"');
  },
};

/** Paged: ten rows a page, and the pagination under the table. */
export const Paged: Story = {
  args: noArgs,
  render: () => <DemoTable devices={demoDevices(23)} pageSize={10} />,
  play: async () => {
    await expect(within(table()).getAllByRole('rowheader')).toHaveLength(10);
    await expect(within(document.body).getByText('1–10 of 23')).toBeVisible();
  },
};

/** Busy: the next page is loading; the rows shown stay until it comes. */
export const Busy: Story = {
  args: noArgs,
  render: () => <DemoTable devices={demoDevices(5)} busy />,
  play: async () => {
    await expect(table()).toHaveAttribute('aria-busy', 'true');
  },
};

/** A row expanded: its panel opens under it, and its toggle says so. */
export const RowExpanded: Story = {
  args: noArgs,
  render: () => <DemoTable devices={demoDevices(3)} expandable />,
  play: async () => {
    const toggle = within(table()).getByRole('button', { name: 'Details of Studio iPad 2' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(table()).getByText('Studio iPad 2: held by Bob Okafor.')).toBeVisible();
  },
};

/** Over 100 rows: only the rows in view are rendered, in a box that scrolls and is reached by keyboard. */
export const ManyRows: Story = {
  args: noArgs,
  render: () => <DemoTable devices={demoDevices(400)} />,
  play: async () => {
    const box = within(document.body).getByRole('region', { name: 'Devices' });
    await expect(box).toHaveAttribute('tabindex', '0');
    await expect(table()).toHaveAttribute('aria-rowcount', '401');
    await expect(within(table()).getAllByRole('rowheader').length).toBeLessThan(400);
  },
};
