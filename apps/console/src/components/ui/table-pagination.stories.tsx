import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoDevices, DemoTable } from '../../testing/demo-table';
import { TablePagination } from './table-pagination';

const meta = {
  title: 'Table pagination',
  component: TablePagination,
  tags: ['autodocs'],
  argTypes: {
    table: {
      description: 'The paged table from `useDataTable({ …, pageSize })`, the same one DataTable shows.',
    },
    pageSizes: { description: 'The page sizes offered under "Rows per page".' },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Under a DataTable paged in the browser: the range shown ("11–20 of 23"), the rows per page, Previous and
Next, and the page number. It draws a PaginationBar from the table's own state.

**Do**
- Put it right under the table it pages, and keep the page sizes few (the console offers three).

**Don't**
- Don't use it for a list the server pages by cursors: draw a PaginationBar from the server's answer.`,
      },
    },
  },
} satisfies Meta<typeof TablePagination>;
export default meta;

type Story = StoryObj<typeof meta>;
const noArgs = { table: undefined as never, pageSizes: [5, 10, 25] };
const pagination = () => within(within(document.body).getByRole('navigation', { name: 'Pagination' }));

/** The first page: Previous cannot be used. */
export const FirstPage: Story = {
  args: noArgs,
  render: () => <DemoTable devices={demoDevices(23)} pageSize={10} />,
  play: async () => {
    await expect(pagination().getByText('1–10 of 23')).toBeVisible();
    await expect(pagination().getByText('Page 1 of 3')).toBeVisible();
    await expect(pagination().getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

/** Next to the last page: three rows, and Next cannot be used. */
export const LastPage: Story = {
  args: noArgs,
  render: () => <DemoTable devices={demoDevices(23)} pageSize={10} />,
  play: async () => {
    await userEvent.click(pagination().getByRole('button', { name: 'Next page' }));
    await userEvent.click(pagination().getByRole('button', { name: 'Next page' }));
    await expect(pagination().getByText('21–23 of 23')).toBeVisible();
    await expect(pagination().getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** Rows per page changed: back to the first page with the new size. */
export const PageSizeChanged: Story = {
  args: noArgs,
  render: () => <DemoTable devices={demoDevices(23)} pageSize={10} />,
  play: async () => {
    await userEvent.click(pagination().getByRole('button', { name: 'Next page' }));
    await userEvent.selectOptions(pagination().getByRole('combobox', { name: 'Rows per page' }), '25');
    await expect(pagination().getByText('1–23 of 23')).toBeVisible();
    await expect(pagination().getByText('Page 1 of 1')).toBeVisible();
  },
};

/** At 375 px: the range, the page size and the buttons wrap onto lines within the screen. */
export const Narrow: Story = {
  args: noArgs,
  globals: { viewport: { value: 'narrow', isRotated: false } },
  render: () => <DemoTable devices={demoDevices(23)} pageSize={10} />,
  play: async () => {
    const next = pagination().getByRole('button', { name: 'Next page' });
    await expect(next.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
