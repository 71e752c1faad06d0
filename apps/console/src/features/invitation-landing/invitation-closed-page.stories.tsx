import { MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvitationClosedPage } from './invitation-closed-page';

const meta = {
  title: 'Invitation link/No longer open',
  component: InvitationClosedPage,
  decorators: [(Story) => <main className="p-4 sm:p-6">{Story()}</main>],
  globals: { viewport: { value: 'wide', isRotated: false } },
} satisfies Meta<typeof InvitationClosedPage>;
export default meta;

type Story = StoryObj<typeof meta>;

async function expectClosed(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: MESSAGES.invitationNotOpen })).toBeVisible();
  await expect(canvas.getByText(MESSAGES.invitationNotOpenHint)).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
}

/** The invitation was answered, cancelled or has expired: says so, who can send it again, and the way Home. */
export const NoLongerOpen: Story = {
  play: async ({ canvasElement }) => expectClosed(canvasElement),
};

/** The same at 375 px. */
export const NoLongerOpenNarrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectClosed(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
