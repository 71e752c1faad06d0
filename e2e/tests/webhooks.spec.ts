// Webhooks on the real stack (docs/decisions/0045-webhooks.md and 0046): an Owner adds an
// endpoint for the local webhook inbox and assigns a licence, and the inbox's page shows the event with a valid
// signature. The inbox then stops receiving; the licence is revoked, the console's delivery log shows the failed
// attempt, and once the inbox receives again the retry brings the missed event by itself. The stack tries a failed
// delivery again after 1 s (WEBHOOK_FIRST_RETRY_MS, src/global-setup.ts), not the 30 s of production. A new
// organization, so no seeded one (each has the demo endpoint at the inbox) sends anything to it.
import { type Locator, type Page } from '@playwright/test';

import { expect, expectAccessible, expectToast, test } from '../src/fixtures';
import { assignByLink, sidebarCard, subscribeToBusiness } from '../src/paid-organization';

const webhooksCard = (page: Page) => page.getByRole('region', { name: 'Webhooks' });

/**
 * The inbox's row for `event` about `subject`, reloading its page (it shows what had arrived when it was opened)
 * until the row is there, as a person waiting for a delivery would.
 */
async function expectInboxRow(inbox: Page, event: string, subject: string): Promise<Locator> {
  const row = inbox.getByRole('row').filter({ hasText: event }).filter({ hasText: subject });
  await expect(async () => {
    await inbox.reload();
    await expect(row).toHaveCount(1, { timeout: 250 });
  }).toPass({ intervals: [250] });
  return row;
}

test('an endpoint at the local inbox hears a licence assigned, and a revocation missed while it was down arrives by the retry', async ({
  page,
  context,
  urls,
}) => {
  const organization = await subscribeToBusiness(page, urls, 'Webhooks');
  const receiveUrl = `${urls.webhookInboxUrl}/receive`;
  // The inbox lists every organization's deliveries: the identifier names this run's licence.
  const identifier = `Webhook tablet ${organization.split(' ').at(-1)}`;

  await test.step('the Owner adds an endpoint for the local inbox; its secret is shown once', async () => {
    await page.getByRole('link', { name: 'Organization Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Organization Settings', level: 1 })).toBeVisible();
    await expect(webhooksCard(page)).toContainText('This organization has no webhook endpoints yet.');
    await webhooksCard(page).getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await dialog.getByLabel('Endpoint URL').fill(receiveUrl);
    await dialog.getByLabel('Description (optional)').fill('Our help desk (local inbox)');
    // A new endpoint hears the licence events unless told otherwise.
    await expect(dialog.getByRole('checkbox', { name: 'License assigned' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'License revoked' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();

    const shown = page.getByRole('dialog', { name: 'Webhook endpoint added' });
    await expect(shown.getByRole('textbox', { name: 'Signing secret' })).toHaveValue(/^whsec_/);
    await shown.getByRole('button', { name: 'Done' }).click();
    // Headless UI's dialog root has no size of its own: its content tells whether it is open.
    await expect(shown.getByRole('textbox', { name: 'Signing secret' })).toBeHidden();
    await expect(webhooksCard(page).getByRole('listitem')).toContainText(receiveUrl);
    await expect(webhooksCard(page).getByRole('listitem')).toContainText('Enabled');
  });

  const inbox = await context.newPage();
  await test.step('a licence assigned reaches the inbox, its signature valid', async () => {
    await page.getByRole('link', { name: 'Licenses' }).click();
    await expect(sidebarCard(page)).toContainText('0 / 5 Pod Creators');
    await assignByLink(page, identifier);
    await expect(sidebarCard(page)).toContainText('1 / 5 Pod Creators');

    await inbox.goto(urls.webhookInboxUrl);
    await expect(inbox.getByRole('heading', { name: 'Webhook inbox' })).toBeVisible();
    const row = await expectInboxRow(inbox, 'license.assigned', identifier);
    await expect(row).toContainText('Signature valid');
    await expectAccessible(inbox, 'the local webhook inbox');
  });

  await test.step('with the inbox stopped, the revocation fails and the log says so', async () => {
    await inbox.getByRole('button', { name: 'Stop receiving' }).click();
    await expect(inbox.getByRole('button', { name: 'Start receiving' })).toBeVisible();
    await expect(inbox.getByText('Stopped: deliveries are answered 503 and retried later.')).toBeVisible();

    await page.getByRole('button', { name: `Revoke license of ${identifier}` }).click();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expectToast(page, 'License Key is now available for assignment.');
    await expect(sidebarCard(page)).toContainText('0 / 5 Pod Creators');

    await page.getByRole('link', { name: 'Organization Settings' }).click();
    await webhooksCard(page)
      .getByRole('button', { name: `Deliveries to ${receiveUrl}` })
      .click();
    const log = page.getByRole('dialog', { name: 'Deliveries' }).getByRole('list', { name: 'Deliveries' });
    const revoked = log.getByRole('listitem').filter({ hasText: 'license.revoked' });
    // The log reads itself again while a delivery is pending: the failed attempt shows without a reload.
    await expect(revoked).toContainText('Retrying');
    await expect(revoked).toContainText(/\d+ attempts?, last .*: HTTP 503/);
    await expect(revoked).toContainText('The inbox is stopped.');
    await expect(log.getByRole('listitem').filter({ hasText: 'license.assigned' })).toContainText(
      /Delivered\s*1 attempt, last .*: HTTP 204/,
    );
  });

  await test.step('receiving again, the retry brings the missed event; the log shows the success', async () => {
    await inbox.getByRole('button', { name: 'Start receiving' }).click();
    await expect(inbox.getByRole('button', { name: 'Stop receiving' })).toBeVisible();
    const row = await expectInboxRow(inbox, 'license.revoked', identifier);
    await expect(row).toContainText('Signature valid');

    const log = page.getByRole('dialog', { name: 'Deliveries' }).getByRole('list', { name: 'Deliveries' });
    const revoked = log.getByRole('listitem').filter({ hasText: 'license.revoked' });
    // Nobody pressed Redeliver: the failed attempts and the one that succeeded, on the one delivery.
    await expect(revoked).toContainText('Delivered');
    await expect(revoked).toContainText(/[2-9] attempts, last .*: HTTP 204/);
    await expect(log.getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page, 'the delivery log');
  });
});
