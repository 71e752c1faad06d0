// Service accounts on the real stack (docs/decisions/0028-service-accounts.md): iris, the Owner of Iris Studio,
// creates one in Organization Settings; the secret the console shows once gets a token from the real identity
// provider, which reads her organization through the API; after Done the secret is gone from the page; revoking it
// stops both the token endpoint and the token already issued.
import { expect, expectAccessible, expectToast, signIn, test } from '../src/fixtures';
import type { StackUrls } from '../src/stack-env';

const IRIS_STUDIO_ID = '00000000-0000-4000-8000-000000000111';
const AUDIENCE = 'https://api.pod-console.local/admin-console/v1';

/** The client-credentials grant, as a tool asks for its token. */
function requestToken(urls: StackUrls, clientId: string, secret: string): Promise<Response> {
  return fetch(`${urls.issuer}oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', resource: AUDIENCE }),
  });
}

const readOrganization = (urls: StackUrls, token: string) =>
  fetch(`${urls.apiBaseUrl}/organizations/${IRIS_STUDIO_ID}`, {
    headers: { authorization: `Bearer ${token}` },
  });

test('an Owner creates a service account, its secret works once shown, and revoking it stops it (iris)', async ({
  page,
  urls,
}) => {
  await signIn(page, urls, 'iris@example.com', '/settings/organization');
  const section = page.getByRole('region', { name: 'Service accounts', exact: true });
  await expect(section).toContainText('This organization has no service accounts yet.');

  await section.getByRole('button', { name: 'Create service account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(page.getByRole('heading', { name: 'Create service account' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('  Provisioning script ');
  await dialog.getByRole('radio', { name: /^License manager/ }).check();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Provisioning script created' })).toBeVisible();
  const clientId = await dialog.getByRole('textbox', { name: 'Client ID' }).inputValue();
  const secret = await dialog.getByRole('textbox', { name: 'Client secret' }).inputValue();
  expect(clientId).toMatch(/^sa_[0-9a-z]{24}$/);
  expect(secret).toMatch(/^sk_/);
  await expect(dialog).toContainText('shown only this once');
  const environment = await dialog
    .getByRole('textbox', { name: 'Environment for the pod-console command line' })
    .inputValue();
  expect(environment.split('\n')).toEqual([
    `export POD_CONSOLE_API_URL=${urls.apiBaseUrl}`,
    `export POD_CONSOLE_TOKEN_URL=${urls.issuer}oauth/token`,
    `export POD_CONSOLE_AUDIENCE=${AUDIENCE}`,
    `export POD_CONSOLE_CLIENT_ID=${clientId}`,
    `export POD_CONSOLE_CLIENT_SECRET=${secret}`,
  ]);
  await expectAccessible(page, 'the new service account’s secret');

  // What the page showed is what the identity provider and the API accept.
  const issued = await requestToken(urls, clientId, secret);
  expect(issued.status).toBe(200);
  const { access_token: token } = (await issued.json()) as { access_token: string };
  const read = await readOrganization(urls, token);
  expect(read.status).toBe(200);
  expect(((await read.json()) as { name: string }).name).toBe('Iris Studio');

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Provisioning script created' })).toBeHidden();
  expect(await page.content()).not.toContain(secret);

  const row = section.getByRole('row', { name: /Provisioning script/ });
  await expect(row).toContainText('License manager');
  await expect(row).toContainText('Active');
  await expect(row).toContainText(clientId);
  await expectAccessible(page, 'Organization Settings with a service account');

  await row.getByRole('button', { name: 'Revoke Provisioning script' }).click();
  await expect(page.getByRole('heading', { name: 'Revoke Provisioning script?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke', exact: true }).click();
  await expectToast(page, 'This service account was revoked.', 'Provisioning script');
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: 'Revoke Provisioning script' })).toHaveCount(0);

  // No new token, and the one issued before is refused though it has not expired.
  const refused = await requestToken(urls, clientId, secret);
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { error: string }).error).toBe('invalid_client');
  expect((await readOrganization(urls, token)).status).toBe(401);
});
