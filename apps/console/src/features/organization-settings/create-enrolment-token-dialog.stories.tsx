import { enrolmentTokenOf, wireEnrolmentToken } from '@pod-console/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CreateEnrolmentTokenDialog } from './create-enrolment-token-dialog';

const TOKEN = 'pe_Story0nlyToken0000000000000000000000000000';
const CREATED = { enrolmentToken: enrolmentTokenOf(wireEnrolmentToken({ uses: 0 })), token: TOKEN };

const meta = {
  title: 'Organization Settings/Create enrolment token dialog',
  component: CreateEnrolmentTokenDialog,
  args: {
    open: true,
    onClose: fn(),
    onCreate: fn(),
    apiUrl: 'https://api.pod-console.example/admin-console/v1',
    organizationId: CREATED.enrolmentToken.organizationId,
  },
} satisfies Meta<typeof CreateEnrolmentTokenDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The name and the limits as typed; an out-of-range limit says its range, the valid ones reach onCreate parsed. */
export const Open: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.type(await body.findByLabelText('Name'), ' Warehouse iPads ');
    await userEvent.type(body.getByLabelText('Most devices it may enrol (optional)'), '0');
    await userEvent.click(body.getByRole('button', { name: 'Create' }));
    await expect(
      await body.findByText('Enter a whole number of uses from 1 to 100,000, or leave it empty.'),
    ).toBeVisible();
    await userEvent.clear(body.getByLabelText('Most devices it may enrol (optional)'));
    await userEvent.type(body.getByLabelText('Most devices it may enrol (optional)'), '200');
    await userEvent.click(body.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        name: 'Warehouse iPads',
        maxUses: 200,
        lifetimeDays: null,
      }),
    );
  },
};

/** Created: the token and the configuration carrying it, shown this once; only Done closes it. */
export const Created: Story = {
  args: { created: CREATED },
  play: async ({ args }) => {
    const body = within(document.body);
    await expect(
      await body.findByText('Copy the configuration now: the token is not shown again.'),
    ).toBeVisible();
    await expect(body.getByLabelText('Enrolment token')).toHaveValue(TOKEN);
    await expect((body.getByLabelText('Managed app configuration') as HTMLTextAreaElement).value).toContain(
      `<string>${TOKEN}</string>`,
    );
    await userEvent.click(body.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
