import { permissionDeniedMessage } from '@pod-console/hooks/domain';
import type { OrganizationMember } from '@pod-console/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VIRTUALIZE_ABOVE_ROWS } from '../../components/ui/data-table';
import {
  ADA_MEMBER,
  GRACE_MEMBER,
  HEDY_MEMBER,
  KATHERINE_MEMBER,
  LINUS_MEMBER,
  MEMBERS_OF_EVERY_ROLE,
} from './organization-settings-fixtures';
import { MembersTable } from './members-table';

/** Several hundred members: far more than a screen holds. */
const MANY_MEMBERS: OrganizationMember[] = [
  ADA_MEMBER,
  ...Array.from({ length: 399 }, (_, index) => {
    const number = String(index + 1).padStart(3, '0');
    return {
      id: `user-${number}`,
      email: `member.${number}@example.com`,
      firstName: 'Member',
      lastName: number,
      role: 'LICENSE_MANAGER' as const,
    };
  }),
];

const meta = {
  title: 'Organization Settings/Members table',
  component: MembersTable,
  decorators: [(Story) => <main className="p-4 sm:p-6">{Story()}</main>],
  args: {
    members: [ADA_MEMBER, GRACE_MEMBER, LINUS_MEMBER],
    currentUserId: ADA_MEMBER.id,
    ownerUserId: ADA_MEMBER.id,
    viewerRole: 'OWNER',
    onInvite: fn(),
    onRemove: fn(),
    onChangeRole: fn(),
    onTransfer: fn(),
  },
} satisfies Meta<typeof MembersTable>;
export default meta;

type Story = StoryObj<typeof meta>;
/** The names in the order the rows show them. */
const names = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.firstElementChild?.firstChild?.textContent);

/** The row of the member whose name starts the row header. */
const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement)
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('tr')!;
/** The names of the buttons in a row. */
const actionsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

/** The scroll box of a long table: focusable, named like the table. */
const scrollBox = (table: HTMLElement) => table.closest<HTMLElement>('[role="region"][tabindex="0"]');

/**
 * spec §6: neither the owner nor yourself can be removed. Grace signed in, Ada owns the organization: Ada's row
 * says "Owner" and has no Remove, Grace's says "(You)" and has none either; Linus can be removed.
 */
export const OwnerCannotBeRemoved: Story = {
  args: { currentUserId: GRACE_MEMBER.id, ownerUserId: ADA_MEMBER.id, viewerRole: 'ADMIN' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rowOf = (name: string) =>
      canvas.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
    const ada = rowOf('Ada Lovelace');
    await expect(within(ada).getByText('Owner')).toBeVisible();
    await expect(within(ada).queryByRole('button')).toBeNull();
    const grace = rowOf('Grace Hopper');
    await expect(within(grace).getByText('(You)')).toBeVisible();
    await expect(within(grace).queryByText('Owner')).toBeNull();
    await expect(within(grace).queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove Ada Lovelace' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Remove / })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Linus Torvalds' }));
    await expect(args.onRemove).toHaveBeenCalledWith(LINUS_MEMBER);
  },
};

/**
 * The Owner's view (Ada): every member's role, the Owner's in bold; each other member can get another role,
 * receive ownership or be removed; her own row offers nothing.
 */
export const OwnersView: Story = {
  args: { members: MEMBERS_OF_EVERY_ROLE },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Email',
      'Role',
      'Actions',
    ]);
    await expect(within(rowOf(canvasElement, 'Ada Lovelace')).getByText('Owner')).toHaveClass(
      'font-semibold',
    );
    await expect(within(rowOf(canvasElement, 'Katherine Johnson')).getByText('Billing')).toBeVisible();
    await expect(within(rowOf(canvasElement, 'Hedy Lamarr')).getByText('License manager')).toBeVisible();
    await expect(actionsOf(rowOf(canvasElement, 'Ada Lovelace'))).toEqual([]);
    await expect(actionsOf(rowOf(canvasElement, 'Grace Hopper'))).toEqual([
      'Change role of Grace Hopper',
      'Transfer ownership to Grace Hopper',
      'Remove Grace Hopper',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Change role of Katherine Johnson' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith(KATHERINE_MEMBER);
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer ownership to Hedy Lamarr' }));
    await expect(args.onTransfer).toHaveBeenCalledWith(HEDY_MEMBER);
    await userEvent.click(canvas.getByRole('button', { name: 'Invite Member' }));
    await expect(args.onInvite).toHaveBeenCalledOnce();
  },
};

/** An Admin's view (Grace): change role and remove for the others, nothing on the Owner's row or her own. */
export const AdminsView: Story = {
  args: { members: MEMBERS_OF_EVERY_ROLE, currentUserId: GRACE_MEMBER.id, viewerRole: 'ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(actionsOf(rowOf(canvasElement, 'Ada Lovelace'))).toEqual([]);
    await expect(actionsOf(rowOf(canvasElement, 'Grace Hopper'))).toEqual([]);
    await expect(actionsOf(rowOf(canvasElement, 'Katherine Johnson'))).toEqual([
      'Change role of Katherine Johnson',
      'Remove Katherine Johnson',
    ]);
    await expect(canvas.queryByRole('button', { name: /^Transfer ownership/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Invite Member' })).not.toHaveAttribute('aria-disabled');
  },
};

/**
 * The Billing member's view (Katherine): the members and their roles, read-only: no action column; "Invite Member"
 * stays, disabled, and says why on focus.
 */
export const BillingView: Story = {
  args: {
    members: MEMBERS_OF_EVERY_ROLE,
    currentUserId: KATHERINE_MEMBER.id,
    viewerRole: 'BILLING',
    inviteBlockedBecause: permissionDeniedMessage('BILLING', 'members:manage'),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Email',
      'Role',
    ]);
    await expect(
      within(canvas.getByRole('table', { name: 'Members' })).queryByRole('button', {
        name: /Remove|role|ownership/,
      }),
    ).toBeNull();
    const invite = canvas.getByRole('button', { name: 'Invite Member' });
    await expect(invite).toHaveAttribute('aria-disabled', 'true');
    await expect(invite).toHaveAccessibleDescription(permissionDeniedMessage('BILLING', 'members:manage'));
    await userEvent.click(invite);
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

/**
 * The License manager's view (Hedy): the same read-only table; the reason shows when "Invite Member" takes the
 * keyboard's focus.
 */
export const LicenseManagersView: Story = {
  args: {
    members: MEMBERS_OF_EVERY_ROLE,
    currentUserId: HEDY_MEMBER.id,
    viewerRole: 'LICENSE_MANAGER',
    inviteBlockedBecause: permissionDeniedMessage('LICENSE_MANAGER', 'members:manage'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Remove / })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Invite Member' })).toHaveFocus();
    await expect(within(document.body).getByRole('tooltip')).toBeVisible();
    await expect(within(document.body).getByRole('tooltip')).toHaveTextContent(
      permissionDeniedMessage('LICENSE_MANAGER', 'members:manage'),
    );
  },
};

/** The Owner's view at 375 px: one card per member, each with all of its actions on screen. */
export const OwnersViewNarrow: Story = {
  args: { members: MEMBERS_OF_EVERY_ROLE },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Role', hidden: true })).not.toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    for (const name of [
      'Change role of Hedy Lamarr',
      'Transfer ownership to Hedy Lamarr',
      'Remove Hedy Lamarr',
    ]) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toBeVisible();
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
  },
};

/** The column headers sort: Name ascending then descending, with aria-sort on the sorted header. */
export const SortByName: Story = {
  args: { members: [LINUS_MEMBER, GRACE_MEMBER, ADA_MEMBER] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('columnheader', { name: 'Name' });
    await expect(name).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(name).getByRole('button', { name: 'Name' }));
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(names(canvasElement)).toEqual(['Ada Lovelace', 'Grace Hopper', 'Linus Torvalds']);
    await userEvent.keyboard('{Enter}');
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(names(canvasElement)).toEqual(['Linus Torvalds', 'Grace Hopper', 'Ada Lovelace']);
    await expect(canvas.getByRole('columnheader', { name: 'Email' })).not.toHaveAttribute('aria-sort');
  },
};

/**
 * Several hundred members: only the rows in view (and a few beyond) are rendered, in a box that scrolls and
 * takes the keyboard; scrolling to its end brings the last member.
 */
export const SeveralHundredMembers: Story = {
  args: { members: MANY_MEMBERS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Members' });
    await expect(MANY_MEMBERS.length).toBeGreaterThan(VIRTUALIZE_ABOVE_ROWS);
    await expect(table).toHaveAttribute('aria-rowcount', String(MANY_MEMBERS.length + 1));
    const rendered = () => within(table).getAllByRole('row').length;
    await waitFor(() => expect(rendered()).toBeGreaterThan(5));
    await expect(rendered()).toBeLessThan(60);

    const box = scrollBox(table)!;
    await expect(box).toHaveAccessibleName('Members');
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight * 10);
    box.scrollTop = box.scrollHeight;
    const last = await canvas.findByRole('rowheader', { name: 'Member 399' });
    await expect(last.closest('tr')).toHaveAttribute('aria-rowindex', String(MANY_MEMBERS.length + 1));
    await expect(rendered()).toBeLessThan(60);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Member 399' }));
    await expect(args.onRemove).toHaveBeenCalledWith(MANY_MEMBERS.at(-1));
  },
};

/** Several hundred members at 375 px: cards, still only those in view, nothing wider than the screen. */
export const SeveralHundredMembersNarrow: Story = {
  args: { members: MANY_MEMBERS },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Members' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    await expect(within(table).getAllByRole('row').length).toBeLessThan(40);
    await expect(canvas.getByRole('columnheader', { name: 'Email', hidden: true })).not.toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const remove = canvas.getByRole('button', { name: 'Remove Member 001' });
    await expect(remove).toBeVisible();
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

/** 100 members or fewer: every row rendered, no scroll box of its own. */
export const OneHundredMembers: Story = {
  args: { members: MANY_MEMBERS.slice(0, VIRTUALIZE_ABOVE_ROWS) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Members' });
    await expect(within(table).getAllByRole('row')).toHaveLength(VIRTUALIZE_ABOVE_ROWS + 1);
    await expect(scrollBox(table)).toBeNull();
  },
};
