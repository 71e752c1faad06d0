import { enrolmentTokenOf, wireEnrolmentToken } from '@pod-console/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeployWithMdmSection, TOKEN_PLACEHOLDER } from './deploy-with-mdm-section';

const NOW = new Date('2026-11-27T12:00:00Z');
const WAREHOUSE = enrolmentTokenOf(wireEnrolmentToken());
const KIOSKS = enrolmentTokenOf(
  wireEnrolmentToken({
    id: '0f3c9a51-8d1e-4b8e-9a0c-2b7e5d4c3a21',
    name: 'Lobby kiosks',
    max_uses: 5,
    uses: 5,
    expires_at: '2026-12-20T00:00:00Z',
  }),
);
const OLD = enrolmentTokenOf(
  wireEnrolmentToken({
    id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    name: 'Pilot iPads',
    max_uses: null,
    uses: 3,
    revoked_at: '2026-11-02T10:00:00Z',
  }),
);

const meta = {
  title: 'Organization Settings/Deploy with MDM',
  component: DeployWithMdmSection,
  decorators: [(Story) => <main className="mx-auto max-w-4xl p-4 sm:p-6">{Story()}</main>],
  args: {
    status: 'ready',
    tokens: [WAREHOUSE, KIOSKS, OLD],
    now: NOW,
    apiUrl: 'https://api.pod-console.example/admin-console/v1',
    organizationId: WAREHOUSE.organizationId,
    onRetry: fn(),
    onCreate: fn(),
    onRevoke: fn(),
  },
} satisfies Meta<typeof DeployWithMdmSection>;
export default meta;

type Story = StoryObj<typeof meta>;
const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(
    within(canvasElement)
      .getByRole('rowheader', { name: new RegExp(`^${name}`) })
      .closest('tr')!,
  );

/** Jamf's configuration with $DEVICENAME, then Intune's with {{devicename}}; the tokens with their status and uses. */
export const Tokens: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const config = canvas.getByLabelText('Managed app configuration');
    await expect((config as HTMLTextAreaElement).value).toContain('<string>$DEVICENAME</string>');
    await expect((config as HTMLTextAreaElement).value).toContain(TOKEN_PLACEHOLDER);
    await userEvent.click(canvas.getByRole('radio', { name: 'Microsoft Intune' }));
    await expect((config as HTMLTextAreaElement).value).toContain('<string>{{devicename}}</string>');
    await expect(rowOf(canvasElement, 'Warehouse iPads').getByText('12 of 200')).toBeVisible();
    await expect(rowOf(canvasElement, 'Warehouse iPads').getByText('Active')).toBeVisible();
    await expect(rowOf(canvasElement, 'Lobby kiosks').getByText('Used up')).toBeVisible();
    await expect(rowOf(canvasElement, 'Pilot iPads').getByText('Revoked')).toBeVisible();
    await expect(rowOf(canvasElement, 'Pilot iPads').queryByRole('button', { name: /Revoke/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Warehouse iPads' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(WAREHOUSE);
    await userEvent.click(canvas.getByRole('button', { name: 'Create enrolment token' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { tokens: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No enrolment tokens yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', tokens: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading enrolment tokens' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', tokens: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Try again|Retry/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
