// Organization roles, invitations that arrive by e-mail, and the activity log, on the real stack
// (docs/decisions/0024-organization-roles.md, 0025-invitation-mail.md, 0026-activity-log.md): rose, the Owner of
// Rowan Studio, invites a License manager and a Billing member; each reads the invitation in the local mail
// catcher, signs up through its link and accepts; each can do their part and nothing else (the API refuses the
// rest); ownership moves; the Activity page tells every step with its actor.
import type { Browser, Page } from '@playwright/test';

import {
  agreeToTerms,
  expect,
  expectAccessible,
  expectToast,
  isApiCall,
  signIn,
  SIGNUP_TITLE,
  test,
  waitForMail,
  watchCsp,
  type CspViolation,
} from '../src/fixtures';
import type { StackUrls } from '../src/stack-env';

const ROWAN_ID = '00000000-0000-4000-8000-000000000110';
const ROSE_ID = '00000000-0000-4000-8000-000000000014';

const members = (page: Page) => page.getByRole('region', { name: 'Members' });
const pendingMembers = (page: Page) => page.getByRole('region', { name: 'Pending Members' });

/** Invites `email` with `role` through the Invite to Organization dialog, and sees it invited. */
async function invite(page: Page, email: string, role: string): Promise<void> {
  await page.getByRole('button', { name: 'Invite Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to Organization' });
  await dialog.getByRole('textbox', { name: 'Email addresses' }).fill(email);
  await dialog.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog).toContainText('Invited');
  await expectToast(page, '1 invitation sent');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(pendingMembers(page).getByRole('row', { name: new RegExp(email) })).toContainText(role);
}

/**
 * The invitee, in a browser of their own: the link from the invitation e-mail opens the sign-up page; they sign up,
 * agree to the terms and accept on the invitations screen. Answers their page, signed in, on Home.
 */
async function acceptByMail(
  browser: Browser,
  urls: StackUrls,
  cspViolations: CspViolation[],
  person: { email: string; firstName: string; lastName: string; role: string },
): Promise<Page> {
  const mail = await waitForMail(urls, person.email, /invited you to Rowan Studio/);
  expect(mail.subject).toContain('Rose Rowan');
  expect(mail.text).toContain(person.role);
  expect(mail.text).toMatch(/Expires|expires/);
  const link = /https?:\/\/\S+\/invitations\/[0-9a-f-]{36}/.exec(mail.text)?.[0];
  expect(link, 'the accept link in the mail').toBeDefined();
  expect(new URL(link!).origin).toBe(urls.consoleOrigin);
  // The HTML part says the same, escaped.
  expect(mail.html).toContain('Rowan Studio');

  const context = await browser.newContext({
    baseURL: urls.consoleOrigin,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await watchCsp(page, cspViolations);
  await page.goto(link!);
  // A new person signs up: the link asks the identity provider for its sign-up page.
  await expect(page.getByRole('heading', { name: SIGNUP_TITLE })).toBeVisible();
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByRole('button', { name: 'Create account' }).click();
  await agreeToTerms(page);
  await expect(page.getByRole('heading', { name: 'Organization Invitations' })).toBeVisible();
  await expect(page.getByText(new RegExp(`${person.role} role, invited by Rose Rowan`))).toBeVisible();
  await page.getByRole('button', { name: 'Accept Rowan Studio' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'Organization summary' })).toContainText('Rowan Studio');
  return page;
}

/** The bearer token the console sends, read off its next API call. */
async function accessTokenOf(page: Page, urls: StackUrls): Promise<string> {
  const [request] = await Promise.all([
    page.waitForRequest(isApiCall(urls, 'GET', '/users/current-user')),
    page.reload(),
  ]);
  const header = await request.headerValue('authorization');
  expect(header).toMatch(/^Bearer /);
  return header!;
}

test('an Owner invites a License manager and a Billing member by e-mail; each does only their part; ownership moves; Activity tells it (rose)', async ({
  page,
  urls,
  browser,
  cspViolations,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const manager = { email: `manager-${stamp}@example.com`, firstName: 'Lee', lastName: 'Manager' };
  const billing = { email: `billing-${stamp}@example.com`, firstName: 'Bill', lastName: 'Payer' };

  await signIn(page, urls, 'rose@example.com', '/settings/organization');
  await expect(members(page).getByRole('row', { name: /Rose Rowan \(You\)/ })).toContainText('Owner');

  await test.step('the Owner invites two people, each with a role', async () => {
    await invite(page, manager.email, 'License manager');
    await invite(page, billing.email, 'Billing');
    await expectAccessible(page, 'Organization Settings with two invitations');
  });

  const managerPage = await test.step('the License manager accepts through the e-mail’s link', () =>
    acceptByMail(browser, urls, cspViolations, { ...manager, role: 'License manager' }));
  const billingPage = await test.step('the Billing member accepts through the e-mail’s link', () =>
    acceptByMail(browser, urls, cspViolations, { ...billing, role: 'Billing' }));

  await test.step('the inviter hears of each acceptance', async () => {
    for (const person of [manager, billing]) {
      const mail = await waitForMail(
        urls,
        'rose@example.com',
        new RegExp(`^${person.firstName} ${person.lastName} joined Rowan Studio`),
      );
      expect(mail.text).toContain(person.email);
    }
  });

  await test.step('the License manager assigns a licence, sees no Remove, and the API refuses a removal', async () => {
    const add = managerPage
      .getByRole('region', { name: 'Organization summary' })
      .getByRole('button', { name: 'Add Pod Creator' });
    await add.click();
    await managerPage.getByRole('textbox', { name: 'Identifier' }).fill('Studio tablet 1');
    await managerPage.getByRole('button', { name: 'Next', exact: true }).click();
    await managerPage.getByLabel('Link').check();
    await managerPage.getByRole('button', { name: 'Generate License' }).click();
    await expectToast(managerPage, 'Success!', 'License Key assigned.');
    await managerPage.getByRole('button', { name: 'Done' }).click();
    await expect(managerPage.getByRole('row', { name: /Studio tablet 1/ })).toBeVisible();

    await managerPage.goto('/settings/organization');
    await expect(members(managerPage).getByRole('row', { name: /Rose Rowan/ })).toBeVisible();
    await expect(managerPage.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await expect(managerPage.getByRole('button', { name: /^Change role of / })).toHaveCount(0);
    await expectAccessible(managerPage, 'Organization Settings as a License manager');

    const authorization = await accessTokenOf(managerPage, urls);
    const refused = await managerPage.request.delete(
      `${urls.apiBaseUrl}/organizations/${ROWAN_ID}/user/${ROSE_ID}`,
      {
        headers: { authorization },
      },
    );
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({
      permission: 'members:manage',
      detail: expect.stringMatching(/^Your role \(License manager\) cannot manage members/),
    });
  });

  await test.step('the Billing member opens the portal but cannot assign', async () => {
    const add = billingPage
      .getByRole('region', { name: 'Organization summary' })
      .getByRole('button', { name: 'Add Pod Creator' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await add.hover();
    await expect(billingPage.getByRole('tooltip')).toHaveText(
      /^Your role \(Billing\) cannot manage licenses/,
    );
    await add.click({ force: true });
    await expect(billingPage.getByRole('heading', { name: 'Generate Pod Creator License' })).toHaveCount(0);

    await billingPage.goto('/billing');
    const [request] = await Promise.all([
      billingPage.waitForRequest(isApiCall(urls, 'POST', '/subscription/create-customer-portal-session')),
      billingPage.getByRole('button', { name: 'Manage Subscription' }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({ organizationId: ROWAN_ID });
    await expect(billingPage.getByRole('heading', { name: 'Manage your Pod Console plan' })).toBeVisible();
    await billingPage.getByRole('link', { name: 'Return to Pod Console' }).click();
    await expect(billingPage).toHaveURL('/billing');
  });

  await test.step('the Owner hands ownership to the License manager and becomes an Admin', async () => {
    await page.reload();
    const name = `${manager.firstName} ${manager.lastName}`;
    await members(page)
      .getByRole('button', { name: `Transfer ownership to ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Transfer ownership' });
    await expect(dialog).toContainText(name);
    await expectAccessible(page, 'Transfer ownership');
    await dialog.getByRole('button', { name: 'Transfer ownership' }).click();
    await expect(dialog).toBeHidden();
    await expect(members(page).getByRole('row', { name: /Rose Rowan \(You\)/ })).toContainText('Admin');
    await expect(members(page).getByRole('row', { name: new RegExp(name) })).toContainText('Owner');
    await expect(page.getByRole('button', { name: /^Transfer ownership to / })).toHaveCount(0);
  });

  await test.step('the new Owner changes the Billing member’s role; the old Owner cannot change their own', async () => {
    await managerPage.goto('/settings/organization');
    const billingName = `${billing.firstName} ${billing.lastName}`;
    await expect(members(managerPage).getByRole('row', { name: /Lee Manager \(You\)/ })).toContainText(
      'Owner',
    );
    await expect(managerPage.getByRole('button', { name: /^Change role of Lee Manager/ })).toHaveCount(0);
    await members(managerPage)
      .getByRole('button', { name: `Change role of ${billingName}` })
      .click();
    const dialog = managerPage.getByRole('dialog', { name: 'Change role' });
    const save = dialog.getByRole('button', { name: 'Save' });
    await dialog.getByRole('radio', { name: /^License manager/ }).check();
    const [request] = await Promise.all([
      managerPage.waitForRequest(
        isApiCall(urls, 'PATCH', new RegExp(`^/organizations/${ROWAN_ID}/user/[^/]+/role$`)),
      ),
      save.click(),
    ]);
    expect(request.postDataJSON()).toEqual({ role: 'LICENSE_MANAGER' });
    await expect(dialog).toBeHidden();
    await expect(members(managerPage).getByRole('row', { name: new RegExp(billingName) })).toContainText(
      'License manager',
    );
  });

  await test.step('the Owner cannot leave; the (former Billing) member leaves and has no organization left', async () => {
    const leaveOwner = managerPage
      .getByRole('region', { name: 'Leave organization' })
      .getByRole('button', { name: 'Leave organization' });
    await expect(leaveOwner).toHaveAttribute('aria-disabled', 'true');
    await expect(leaveOwner).toHaveAccessibleDescription(
      'The Owner cannot leave the organization. Transfer ownership to another member first.',
    );

    await billingPage.goto('/settings/organization');
    await billingPage
      .getByRole('region', { name: 'Leave organization' })
      .getByRole('button', { name: 'Leave organization' })
      .click();
    const dialog = billingPage.getByRole('dialog', { name: 'Leave organization' });
    await dialog.getByRole('button', { name: 'Leave', exact: true }).click();
    await expectToast(billingPage, 'You left Rowan Studio');
    await expect(billingPage.getByRole('heading', { name: 'Organization Information' })).toBeVisible();
  });

  await test.step('the Activity page lists each step with its actor', async () => {
    await page.goto('/activity');
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    const managerName = `${manager.firstName} ${manager.lastName}`;
    const billingName = `${billing.firstName} ${billing.lastName}`;
    // Each entry is a row (a card on a phone) with its actor and what they did.
    for (const [actor, what] of [
      ['Rose Rowan', `invited ${manager.email}`],
      ['Rose Rowan', `invited ${billing.email}`],
      [managerName, 'joined the organization'],
      [billingName, 'joined the organization'],
      [managerName, 'assigned a license to Studio tablet 1'],
      ['Rose Rowan', `transferred ownership to ${manager.email}`],
      [managerName, `changed the role of ${billing.email}`],
      [billingName, 'left the organization'],
    ] as const) {
      const entry = page.getByRole('row').filter({ hasText: what }).filter({ hasText: actor });
      await expect(entry, `${actor} ${what}`).toHaveCount(1);
    }
    await expectAccessible(page, 'Activity');
  });

  await managerPage.context().close();
  await billingPage.context().close();
});
