import { WEBHOOK_MESSAGES } from '@pod-console/hooks/webhooks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WebhookSecretDialog } from './webhook-secret-dialog';
import { HELP_DESK } from './webhooks-fixtures';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwx0pQ7vN2b3c=';

const meta = {
  title: 'Organization Settings/Webhook secret',
  component: WebhookSecretDialog,
  args: { shown: { webhookEndpoint: HELP_DESK, secret: SECRET, rotated: false }, onDone: fn() },
} satisfies Meta<typeof WebhookSecretDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Just added: the secret, this once; Escape does not lose it, Done closes. */
export const Added: Story = {
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Webhook endpoint added' })).toBeVisible();
    await expect(body().getByText(WEBHOOK_MESSAGES.secretOnce)).toBeVisible();
    await expect(body().getByRole('textbox', { name: 'Signing secret' })).toHaveValue(SECRET);
    await userEvent.keyboard('{Escape}');
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.click(body().getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** Rotated: the new secret, and how long the old one still signs. */
export const Rotated: Story = {
  args: { shown: { webhookEndpoint: HELP_DESK, secret: SECRET, rotated: true } },
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'New signing secret' })).toBeVisible();
    await expect(body().getByText(WEBHOOK_MESSAGES.rotateConsequence)).toBeVisible();
  },
};
