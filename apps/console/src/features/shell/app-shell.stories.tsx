import { MESSAGES, permissionDeniedMessage } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ACME, GLOBEX, INITECH } from '../../testing/fixtures';
import { useState } from 'react';
import { useIsNarrow } from '../../lib/use-is-narrow';
import { AppShell, type AppShellProps } from './app-shell';
import { resizeStoryViewport } from '../../testing/story-viewport';

const meta = {
  title: 'Shell/App shell',
  component: AppShell,
  args: {
    user: { displayName: 'Ada Lovelace', initials: 'AL', superAdmin: false },
    organizations: [ACME],
    selectedOrganizationId: ACME.id,
    onSelectOrganization: fn(),
    card: {
      organizationName: ACME.name,
      assigned: 2,
      available: 5,
      hasPlan: true,
      addBlockedBy: null,
      onAddPodCreator: fn(),
    },
    invitationCount: 0,
    onOpenInvitations: fn(),
    onLogout: fn(),
    narrow: false,
  },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Shell, wide (≥1024 px); header with one organization; sidebar card with free licences. */
export const WideWithFreeLicences: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Licenses' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Organizations' })).toBeNull();
    await expect(canvas.getByText('2 / 5 Pod Creators')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'AL, Account menu' })).toHaveTextContent('AL');
    await expect(canvas.getByText(/© \d{4} Pod Console/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Pod Creator' }));
    await expect(args.card?.onAddPodCreator).toHaveBeenCalledOnce();
  },
};

/** Header, several organizations (switcher open); choosing one asks to switch. */
export const SwitcherOpen: Story = {
  args: { organizations: [ACME, GLOBEX, INITECH] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Acme Robotics/ }));
    const options = await body().findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([ACME.name, GLOBEX.name, INITECH.name]);
    await expect(body().getByRole('option', { name: ACME.name })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(body().getByRole('option', { name: GLOBEX.name }));
    await expect(args.onSelectOrganization).toHaveBeenCalledWith(GLOBEX.id);
    await userEvent.click(canvas.getByRole('button', { name: /Acme Robotics/ }));
    await body().findByRole('option', { name: INITECH.name });
  },
};

/** Header, invitations pending (red dot and count). */
export const InvitationsPending: Story = {
  args: { invitationCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'AL, Account menu, 2 pending invitations' }),
    ).toBeVisible();
    await expect(canvas.getByTestId('invitation-badge')).toHaveTextContent('2');
  },
};

/** Header, avatar menu open: Organization Invitations and Logout. */
export const AvatarMenuOpen: Story = {
  args: { invitationCount: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    await expect(await body().findByRole('menuitem', { name: 'Organization Invitations' })).toBeVisible();
    await expect(body().getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await userEvent.click(body().getByRole('menuitem', { name: 'Organization Invitations' }));
    await expect(args.onOpenInvitations).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    // Keep the menu open for the picture.
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    await body().findByRole('menu');
  },
};

/** Sidebar card, no plan: "Select a Plan" goes to /billing. */
export const NoPlan: Story = {
  args: {
    card: {
      organizationName: ACME.name,
      assigned: 0,
      available: 0,
      hasPlan: false,
      addBlockedBy: 'plan-not-active',
      onAddPodCreator: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Select a Plan' })).toHaveAttribute('href', '/billing');
    await expect(canvas.queryByRole('button', { name: 'Add Pod Creator' })).toBeNull();
  },
};

/** Sidebar card, no free licence: disabled, tooltip shown. */
export const NoFreeLicence: Story = {
  args: {
    card: {
      organizationName: ACME.name,
      assigned: 5,
      available: 5,
      hasPlan: true,
      addBlockedBy: 'no-free-licence',
      onAddPodCreator: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Add Pod Creator' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(MESSAGES.noLicensesToAssign);
    await userEvent.click(button);
    await expect(args.card?.onAddPodCreator).not.toHaveBeenCalled();
    await userEvent.hover(button);
    await waitFor(() => expect(body().getByRole('tooltip')).toBeVisible());
    await expect(body().getByRole('tooltip')).toHaveTextContent(MESSAGES.noLicensesToAssign);
  },
};

/**
 * Sidebar card, plan not active (an expired trial, a payment problem, a locked organization) with free
 * licences: spec §4 forbids adding; the tooltip says why (the console's text, the spec has none).
 */
export const PlanNotActive: Story = {
  args: {
    card: {
      organizationName: ACME.name,
      assigned: 2,
      available: 5,
      hasPlan: true,
      addBlockedBy: 'plan-not-active',
      onAddPodCreator: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Add Pod Creator' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(MESSAGES.planNotActiveToAssign);
    await userEvent.click(button);
    await expect(args.card?.onAddPodCreator).not.toHaveBeenCalled();
    await userEvent.hover(button);
    await waitFor(() =>
      expect(body().getByRole('tooltip')).toHaveTextContent(MESSAGES.planNotActiveToAssign),
    );
  },
};

/**
 * Sidebar card, a Billing member with free licences: adding is refused by the role, which the tooltip says before
 * anything about the licences.
 */
export const RoleCannotAddLicences: Story = {
  args: {
    card: {
      organizationName: ACME.name,
      assigned: 5,
      available: 5,
      hasPlan: true,
      addBlockedBy: 'no-free-licence',
      manageBlockedBecause: permissionDeniedMessage('BILLING', 'licenses:manage'),
      onAddPodCreator: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Add Pod Creator' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(permissionDeniedMessage('BILLING', 'licenses:manage'));
    await userEvent.click(button);
    await expect(args.card?.onAddPodCreator).not.toHaveBeenCalled();
    button.focus();
    await waitFor(() => expect(body().getByRole('tooltip')).toBeVisible());
  },
};

/** Sidebar card, platform admin (Organizations link). */
export const SuperAdmin: Story = {
  args: { user: { displayName: 'Grace Hopper', initials: 'GH', superAdmin: true } },
  parameters: { route: '/admin/organizations' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Organizations' });
    await expect(link).toHaveAttribute('href', '/admin/organizations');
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};

/** The organization is still loading: no card yet. */
export const OrganizationLoading: Story = {
  args: { card: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Pod Creators/)).toBeNull();
  },
};

/** Shell, narrow (drawer closed): no header, a toggle instead. */
export const NarrowDrawerClosed: Story = {
  args: { narrow: true, invitationCount: 1 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Open navigation, 1 pending invitations' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: /Account menu/ })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

/** Shell, narrow (drawer open): navigation, card, and at the bottom name, switcher, invitations, logout. */
export const NarrowDrawerOpen: Story = {
  args: { narrow: true, invitationCount: 2, organizations: [ACME, GLOBEX] },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Open navigation/ }));
    const drawer = within(await body().findByRole('dialog'));
    await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(drawer.getByText('Ada Lovelace')).toBeVisible();
    await expect(drawer.getByRole('button', { name: /Acme Robotics/ })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: /^Organization Invitations\s*, 2 pending$/ }));
    await expect(args.onOpenInvitations).toHaveBeenCalledOnce();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // Focus returns to the toggle; open it again for the picture.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Open navigation/ })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: /Open navigation/ }));
    await body().findByRole('dialog');
  },
};

/** A page with state of its own: what the user typed lives in React state and in the field. */
function HalfTypedNote() {
  const [note, setNote] = useState('');
  return (
    <label className="flex flex-col gap-1 text-sm text-fg">
      Note
      <input
        value={note}
        onChange={(event) => setNote(event.target.value)}
        className="rounded-md border border-line-input px-3 py-2"
      />
    </label>
  );
}

/** The shell as the container drives it: `narrow` follows the window (use-is-narrow). */
function ShellFollowingTheWindow(props: AppShellProps) {
  return <AppShell {...props} narrow={useIsNarrow()} />;
}

/**
 * spec §2 breakpoint, and nothing a user typed is lost: resizing across 1024 px swaps the sidebar
 * and header for the drawer and back, while the page in `main` stays mounted with what was typed.
 */
export const CrossingTheBreakpointKeepsThePage: Story = {
  render: (args) => (
    <ShellFollowingTheWindow {...args}>
      <HalfTypedNote />
    </ShellFollowingTheWindow>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'AL, Account menu' })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.type(field, 'Half-typed note');

    await resizeStoryViewport('narrow');
    await expect(await canvas.findByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Account menu/ })).toBeNull();
    // The same element, not a new one with the same value: the page was not re-mounted.
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toBe(field);
    await expect(field).toHaveValue('Half-typed note');
    await expect(field).toHaveFocus();

    await resizeStoryViewport('wide');
    await expect(await canvas.findByRole('button', { name: 'AL, Account menu' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toBe(field);
    await expect(field).toHaveValue('Half-typed note');
  },
};

/** A drawer left open when the window widens does not come back when it narrows again. */
export const WideningClosesTheDrawer: Story = {
  render: (args) => <ShellFollowingTheWindow {...args} />,
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    await body().findByRole('dialog');
    await resizeStoryViewport('wide');
    await expect(await canvas.findByRole('button', { name: 'AL, Account menu' })).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await resizeStoryViewport('narrow');
    const toggle = await canvas.findByRole('button', { name: 'Open navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};
