import { WEBHOOK_EVENT_LABELS, WEBHOOK_MESSAGES } from '@pod-console/hooks/webhooks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WebhookEndpointDialog } from './webhook-endpoint-dialog';
import { HELP_DESK } from './webhooks-fixtures';

const meta = {
  title: 'Organization Settings/Webhook endpoint',
  component: WebhookEndpointDialog,
  args: { open: true, endpoint: null, onClose: fn(), onSave: fn() },
} satisfies Meta<typeof WebhookEndpointDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Adding: the licence events are chosen; a plain-HTTP address elsewhere is refused with the rule, in words. */
export const Add: Story = {
  play: async ({ args }) => {
    const url = await body().findByRole('textbox', { name: 'Endpoint URL' });
    await expect(
      body().getByRole('checkbox', { name: WEBHOOK_EVENT_LABELS['license.claimed'] }),
    ).toBeChecked();
    await expect(
      body().getByRole('checkbox', { name: WEBHOOK_EVENT_LABELS['member.joined'] }),
    ).not.toBeChecked();
    await userEvent.type(url, 'http://hooks.example.com/in');
    await userEvent.click(body().getByRole('button', { name: 'Add endpoint' }));
    await expect(await body().findByText(WEBHOOK_MESSAGES.urlNotHttps)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://hooks.example.com/in');
    await userEvent.click(body().getByRole('checkbox', { name: WEBHOOK_EVENT_LABELS['member.joined'] }));
    await userEvent.click(body().getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        url: 'https://hooks.example.com/in',
        description: '',
        eventTypes: [
          'license.assigned',
          'license.claimed',
          'license.released',
          'license.revoked',
          'member.joined',
        ],
        enabled: true,
      }),
    );
  },
};

/** Editing: what it has, and whether it is enabled; no event type left is refused. */
export const Edit: Story = {
  args: { endpoint: HELP_DESK },
  play: async ({ args }) => {
    await expect(await body().findByRole('textbox', { name: 'Endpoint URL' })).toHaveValue(HELP_DESK.url);
    await expect(body().getByRole('checkbox', { name: 'Enabled' })).toBeChecked();
    for (const type of HELP_DESK.eventTypes) {
      await userEvent.click(body().getByRole('checkbox', { name: WEBHOOK_EVENT_LABELS[type] }));
    }
    await userEvent.click(body().getByRole('button', { name: 'Save' }));
    await expect(await body().findByText(WEBHOOK_MESSAGES.eventTypesEmpty)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The API refused the URL: its words under the field, what was typed kept. */
export const Refused: Story = {
  args: { fieldErrors: [{ name: 'url', message: WEBHOOK_MESSAGES.urlPrivate }] },
  play: async () => {
    await expect(await body().findByText(WEBHOOK_MESSAGES.urlPrivate)).toBeVisible();
  },
};

export const Saving: Story = {
  args: { endpoint: HELP_DESK, saving: true },
  play: async () => {
    await expect(await body().findByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(body().getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
