import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaginationBar, type PaginationBarProps } from './pagination-bar';

const meta = {
  title: 'Pagination bar',
  component: PaginationBar,
  tags: ['autodocs'],
  // Typed as the props, so a story can pass null (no page that way).
  args: {
    range: '11–20 of 42',
    onPrevious: fn() as PaginationBarProps['onPrevious'],
    onNext: fn() as PaginationBarProps['onNext'],
  },
  argTypes: {
    range: { description: 'What the page shows of the whole ("11–20 of 42"); announced when it changes.' },
    pageSize: {
      description: 'The page size; with `pageSizes` and `onPageSizeChange`, "Rows per page" shows.',
    },
    pageSizes: { description: 'The sizes offered under "Rows per page".' },
    onPageSizeChange: { description: 'Called with the size chosen.' },
    onPrevious: { description: 'Absent (null) at the first page: Previous cannot be used.' },
    onNext: { description: 'Absent (null) at the last page: Next cannot be used.' },
    position: { description: 'Between Previous and Next ("Page 2 of 5"), where the page count is known.' },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Under a paged list: the range shown, the rows per page, Previous and Next. The paging belongs to the
caller, a table paged in the browser (TablePagination) or a list the server pages by cursors (the activity log).

**Do**
- Say the range in the list's own count ("11–20 of 42"); give the page number where it is known.
- Pass null for Previous or Next where there is no page that way, rather than a handler that does nothing.

**Don't**
- Don't page a list that fits on one page: leave the bar out.`,
      },
    },
  },
} satisfies Meta<typeof PaginationBar>;
export default meta;

type Story = StoryObj<typeof meta>;
const bar = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));

/** A middle page: both ways open. */
export const MiddlePage: Story = {
  args: { position: 'Page 2 of 5' },
  play: async ({ canvasElement, args }) => {
    await expect(bar(canvasElement).getByText('11–20 of 42')).toBeVisible();
    await userEvent.click(bar(canvasElement).getByRole('button', { name: 'Next page' }));
    await expect(args.onNext).toHaveBeenCalledOnce();
    await userEvent.click(bar(canvasElement).getByRole('button', { name: 'Previous page' }));
    await expect(args.onPrevious).toHaveBeenCalledOnce();
  },
};

/** The first page: Previous cannot be used. */
export const FirstPage: Story = {
  args: { range: '1–10 of 42', onPrevious: null, position: 'Page 1 of 5' },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(bar(canvasElement).getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

/** The last page: Next cannot be used. */
export const LastPage: Story = {
  args: { range: '41–42 of 42', onNext: null, position: 'Page 5 of 5' },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** With rows per page: a choice calls onPageSizeChange with the size. */
export const WithPageSize: Story = {
  args: { pageSize: 10, pageSizes: [10, 25, 50], onPageSizeChange: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(bar(canvasElement).getByRole('combobox', { name: 'Rows per page' }), '25');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(25);
  },
};

/** Paged by the server: no page count, so no position; only the range, Previous and Next. */
export const ServerPaged: Story = {
  args: { range: 'Entries 51–100' },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement).queryByText(/^Page /)).toBeNull();
    await expect(bar(canvasElement).queryByRole('combobox')).toBeNull();
  },
};
