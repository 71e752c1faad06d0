import { LEAVE_MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACME } from '../../testing/fixtures';
import { LeaveOrganizationSection } from './leave-organization-section';

const meta = {
  title: 'Organization Settings/Leave organization section',
  component: LeaveOrganizationSection,
  decorators: [(Story) => <main className="p-4 sm:p-6">{Story()}</main>],
  args: { organizationName: ACME.name, blockedBecause: null, onLeave: fn() },
} satisfies Meta<typeof LeaveOrganizationSection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Any member but the Owner: "Leave organization" asks to leave. */
export const NotTheOwner: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Leave organization' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

/** The Owner: the button stays, disabled, with the reason shown (transfer ownership first). */
export const TheOwner: Story = {
  args: { blockedBecause: LEAVE_MESSAGES.owner, tooltipOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const leave = canvas.getByRole('button', { name: 'Leave organization' });
    await expect(leave).toHaveAttribute('aria-disabled', 'true');
    await expect(leave).toHaveAccessibleDescription(LEAVE_MESSAGES.owner);
    await expect(within(document.body).getByRole('tooltip')).toBeVisible();
    await userEvent.click(leave);
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

/** The Owner at 375 px: the reason opens on keyboard focus and stays on screen. */
export const TheOwnerNarrow: Story = {
  args: { blockedBecause: LEAVE_MESSAGES.owner },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Leave organization' })).toHaveFocus();
    const tip = within(document.body).getByRole('tooltip');
    await expect(tip).toBeVisible();
    await expect(tip.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await userEvent.keyboard('{Escape}');
    await expect(tip).not.toBeVisible();
  },
};
