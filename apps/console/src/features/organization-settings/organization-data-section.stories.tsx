import { permissionDeniedMessage } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrganizationDataSection } from './organization-data-section';

const ADMIN_REASON = permissionDeniedMessage('ADMIN', 'data:export');

const meta = {
  title: "Organization Settings/Your organization's data",
  component: OrganizationDataSection,
  decorators: [(Story) => <main className="p-4 sm:p-6">{Story()}</main>],
  args: { blockedBecause: null, onDownload: fn() },
} satisfies Meta<typeof OrganizationDataSection>;
export default meta;

type Story = StoryObj<typeof meta>;
const section = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: "Your organization's data" });
const download = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Download data' });

/** The Owner: the section says what the archive holds, and "Download data" asks for it. */
export const Owner: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(section(canvasElement)).toHaveTextContent(
      'its members, service accounts, invitations, licenses, plan and plan history, and the whole activity log, each as JSON and CSV',
    );
    await expect(section(canvasElement)).toHaveTextContent(
      'It never contains a license key, an invitation link or a secret.',
    );
    await userEvent.click(download(canvasElement));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

/** The Owner, downloading: the button waits with its spinner and cannot be pressed again. */
export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvasElement, args }) => {
    const button = download(canvasElement);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByTestId('spinner')).toBeVisible();
    await userEvent.click(button);
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

/** An Admin: the section shows, its button refused with the reason (data:export is the Owner's alone). */
export const Admin: Story = {
  args: { blockedBecause: ADMIN_REASON, tooltipOpen: true },
  play: async ({ canvasElement, args }) => {
    const button = download(canvasElement);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(ADMIN_REASON);
    await expect(within(document.body).getByRole('tooltip')).toHaveTextContent(ADMIN_REASON);
    await userEvent.click(button);
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

/** An Admin at 375 px: the reason opens on keyboard focus and stays on the screen. */
export const AdminNarrow: Story = {
  args: { blockedBecause: ADMIN_REASON },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(download(canvasElement)).toHaveFocus();
    const tip = within(document.body).getByRole('tooltip');
    await expect(tip).toBeVisible();
    await expect(tip.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(tip.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(section(canvasElement).getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
