import type { License } from '@pod-console/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/ui/button';
import { LICENSES, MANY_LICENSES, STORY_NOW } from './license-fixtures';
import { LicenseTable, type LicenseTableProps } from './license-table';

const meta = {
  title: 'Licences/Table',
  component: LicenseTable,
  decorators: [(Story) => <main className="p-6">{Story()}</main>],
  args: {
    licenses: LICENSES,
    now: STORY_NOW,
    onEdit: fn(),
    onRevoke: fn(),
    onShowLink: fn(),
    onRegenerateLink: fn(),
    onReleaseDevice: fn(),
  },
} satisfies Meta<typeof LicenseTable>;
export default meta;

type Story = StoryObj<typeof meta>;
const identifiers = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Status sorts by expiry, soonest first and never-expiring last; again for the reverse; aria-sort says which. */
export const SortByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('columnheader', { name: 'Status' });
    const button = within(status).getByRole('button', { name: 'Status' });
    await userEvent.click(button);
    await expect(status).toHaveAttribute('aria-sort', 'ascending');
    await expect(identifiers(canvasElement)).toEqual([
      'Old laptop',
      'Trial tablet',
      'Studio iPad',
      'Field kit',
    ]);
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveAttribute('aria-sort', 'descending');
    await expect(identifiers(canvasElement).slice(2)).toEqual(['Trial tablet', 'Old laptop']);
    await userEvent.keyboard(' ');
    await expect(status).not.toHaveAttribute('aria-sort');
    await expect(identifiers(canvasElement)).toEqual(LICENSES.map((license) => license.identifier));
  },
};

/** Identifiers sort in natural order, ignoring case: "Tablet 2" before "Tablet 10"; again for the reverse. */
export const SortByIdentifier: Story = {
  args: {
    licenses: ['Tablet 10', 'tablet 2', 'Studio iPad', 'Tablet 1', 'tablet 002b'].map(
      (identifier, index) => ({
        ...LICENSES[0]!,
        id: `natural-${index}`,
        licenseId: `natural-${index}`,
        identifier,
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Identifier' });
    await userEvent.click(button);
    await expect(identifiers(canvasElement)).toEqual([
      'Studio iPad',
      'Tablet 1',
      'tablet 2',
      'tablet 002b',
      'Tablet 10',
    ]);
    await userEvent.click(button);
    await expect(identifiers(canvasElement)).toEqual([
      'Tablet 10',
      'tablet 002b',
      'tablet 2',
      'Tablet 1',
      'Studio iPad',
    ]);
  },
};

/** Sorting goes back to the first page: the order changed, so page 3 of the old order means nothing. */
export const SortingStartsOnTheFirstPage: Story = {
  args: { licenses: MANY_LICENSES, initialPage: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Identifier' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Identifier' }));
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(identifiers(canvasElement)[0]).toBe('Pod Creator 23');
  },
};

/** The table as its screen holds it: a refresh (the 10 s poll) replaces the licences. */
function RefreshingTable({ after, ...props }: LicenseTableProps & { after: readonly License[] }) {
  const [licenses, setLicenses] = useState(props.licenses);
  return (
    <>
      <Button variant="secondary" onClick={() => setLicenses(after)}>
        Simulate refresh
      </Button>
      <LicenseTable {...props} licenses={licenses} />
    </>
  );
}

/** A refresh that shrinks the list under the last page: the table lands on its new last page, not an empty one. */
export const RefreshShrinksToTheLastPage: Story = {
  args: { licenses: MANY_LICENSES, initialPage: 3 },
  render: (args) => <RefreshingTable {...args} after={MANY_LICENSES.slice(0, 12)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('21–23 of 23')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate refresh' }));
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await expect(canvas.getByText('11–12 of 12')).toBeVisible();
    await expect(identifiers(canvasElement)).toEqual(['Pod Creator 11', 'Pod Creator 12']);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/**
 * 720 px of room (a 1024 px screen beside the sidebar) is too little for the eight columns: one card per licence,
 * with its status, claimed, type and device named, and its four actions inside the card.
 */
export const CardsWhereTheTableWouldNotFit: Story = {
  decorators: [(Story) => <div style={{ width: 720 }}>{Story()}</div>],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Status', hidden: true })).not.toBeVisible();
    const table = canvas.getByRole('table', { name: /Pod Creator licenses/ });
    await expect(table.scrollWidth).toBeLessThanOrEqual(720);
    const card = within(canvas.getByRole('rowheader', { name: 'Trial tablet' }).closest('tr') as HTMLElement);
    // Each value shows its column's name before it (generated content, no part of the cell's text).
    const label = (cell: HTMLElement) => getComputedStyle(cell, '::before').content;
    await expect(label(card.getByRole('cell', { name: 'Active • Expires Nov 30, 2026' }))).toBe('"Status"');
    await expect(label(card.getByRole('cell', { name: 'True' }))).toBe('"Claimed"');
    await expect(label(card.getByRole('cell', { name: 'Trial' }))).toBe('"Type"');
    // A card leaves out when the licence was claimed, and what it does not have (never seen).
    await expect(label(card.getByRole('cell', { name: 'Trial iPhone' }))).toBe('"Device"');
    await expect(card.getByText('Nov 21, 2026, 10:00 UTC')).not.toBeVisible();
    await expect(card.getByText('Never')).not.toBeVisible();
    const right = table.getBoundingClientRect().right;
    for (const name of [
      'Edit identifier of Trial tablet',
      'QR / Link of Trial tablet',
      'Release device of Trial tablet',
      'Revoke license of Trial tablet',
    ]) {
      const action = card.getByRole('button', { name });
      await expect(action).toBeVisible();
      await expect(action.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
    await userEvent.click(card.getByRole('button', { name: 'QR / Link of Trial tablet' }));
    await expect(args.onShowLink).toHaveBeenCalledWith(LICENSES[2]);
  },
};

/**
 * From 59rem (944 px) of room, the main area beside the sidebar of a 1280 px window, the licences are a table again:
 * every column in it, the row's actions as icons within it, nothing scrolling sideways.
 */
export const TableWhereItFits: Story = {
  decorators: [(Story) => <div style={{ width: 961 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Identifier', 'Status', 'Claimed', 'Type', 'Claimed at', 'Device', 'Last seen']) {
      await expect(canvas.getByRole('columnheader', { name: new RegExp(`${name}$`) })).toBeVisible();
    }
    const status = canvas.getByRole('cell', { name: 'Active • Expires Nov 30, 2026' });
    await expect(getComputedStyle(status, '::before').content).toBe('none');
    const table = canvas.getByRole('table', { name: /Pod Creator licenses/ });
    await expect(table.scrollWidth).toBeLessThanOrEqual(961);
    await expect(
      canvas.getByRole('button', { name: 'Revoke license of Old laptop' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(table.getBoundingClientRect().right);
  },
};

/**
 * A claimed licence shows when and on which device it was claimed and when that device was last seen; an unclaimed
 * one "—" and "Never". Release device for the claimed one, Regenerate link for the other.
 */
export const ClaimedRowColumns: Story = {
  decorators: [(Story) => <div style={{ width: 1152 }}>{Story()}</div>],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const studio = within(
      canvas.getByRole('rowheader', { name: 'Studio iPad' }).closest('tr') as HTMLElement,
    );
    await expect(studio.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Active',
      'True',
      'Pod Creator',
      'Nov 20, 2026, 09:15 UTC',
      'Studio iPad 3',
      'Nov 23, 2026, 08:05 UTC',
      expect.stringContaining('Edit'),
    ]);
    const field = within(canvas.getByRole('rowheader', { name: 'Field kit' }).closest('tr') as HTMLElement);
    await expect(
      field
        .getAllByRole('cell')
        .slice(3, 6)
        .map((cell) => cell.textContent),
    ).toEqual(['—', '—', 'Never']);
    await expect(field.queryByRole('button', { name: 'Release device of Field kit' })).toBeNull();
    await userEvent.click(field.getByRole('button', { name: 'Regenerate link of Field kit' }));
    await expect(args.onRegenerateLink).toHaveBeenCalledWith(LICENSES[1]);
    await expect(studio.queryByRole('button', { name: 'Regenerate link of Studio iPad' })).toBeNull();
    await userEvent.click(studio.getByRole('button', { name: 'Release device of Studio iPad' }));
    await expect(args.onReleaseDevice).toHaveBeenCalledWith(LICENSES[0]);
  },
};

/** Each column of the claim sorts, a licence without a value last: here the most recently seen device first. */
export const SortByLastSeen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lastSeen = canvas.getByRole('button', { name: 'Last seen' });
    await userEvent.click(lastSeen);
    await expect(identifiers(canvasElement)).toEqual([
      'Old laptop',
      'Studio iPad',
      'Field kit',
      'Trial tablet',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Device' }));
    await expect(identifiers(canvasElement)).toEqual([
      'Old laptop',
      'Studio iPad',
      'Trial tablet',
      'Field kit',
    ]);
  },
};

/**
 * The row's actions by keyboard: each is one Tab stop, named after its licence, says what it does on focus (the
 * table shows icons), and Enter or Space presses it.
 */
export const RowActionsByKeyboard: Story = {
  decorators: [(Story) => <div style={{ width: 1152 }}>{Story()}</div>],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const edit = canvas.getByRole('button', { name: 'Edit identifier of Studio iPad' });
    edit.focus();
    // The icon's tip, for the eyes only (the button's name says it): shown on focus, hidden with Escape.
    const tip = () => document.querySelector('[data-action-tip]');
    await waitFor(() => expect(tip()).toHaveTextContent('Edit'));
    await expect(tip()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tip()).toBeNull());
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(LICENSES[0]);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'QR / Link of Studio iPad' })).toHaveFocus();
    await waitFor(() => expect(tip()).toHaveTextContent('QR / Link'));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Release device of Studio iPad' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Revoke license of Studio iPad' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRevoke).toHaveBeenCalledWith(LICENSES[0]);
    // The next row begins with its checkbox.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Select Field kit' })).toHaveFocus();
  },
};
