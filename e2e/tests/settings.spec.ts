// Organization Settings (rename, invite and cancel, remove a member) and Personal Settings
// (change your name), each with a failed call that shows the spec §8 message and keeps what was typed.
import { type Page, type Request, type Route } from '@playwright/test';

import {
  agreeToTerms,
  expect,
  expectAccessible,
  expectToast,
  failApiCall,
  isApiCall,
  signIn,
  NETWORK_FAILURE,
  SUPPORT_AT_HOST,
  SIGNUP_TITLE,
  test,
  watchCsp,
} from '../src/fixtures';

const FJORD_ID = '00000000-0000-4000-8000-000000000106';
const CEDAR_ID = '00000000-0000-4000-8000-000000000103';

const pendingMembers = (page: Page) => page.getByRole('region', { name: 'Pending Members' });

test('rename the organization, invite a member, see them pending and cancel (dana)', async ({
  page,
  urls,
}) => {
  await signIn(page, urls, 'dana@example.com', '/settings/organization');
  await expect(page.getByRole('heading', { name: 'Organization Settings', level: 1 })).toBeVisible();
  const name = page.getByLabel('Organization Name');
  await expect(name).toHaveValue('Fjord Systems');
  // spec §6: no remove action on your own row.
  await expect(page.getByRole('row', { name: /Dana Downgrade \(You\)/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(pendingMembers(page)).toContainText('No pending invitations');
  await expectAccessible(page, 'Organization Settings');

  await test.step('rename: Save and Cancel only when changed; a failure keeps the typed name', async () => {
    const form = page.getByRole('form', { name: 'Organization' });
    const save = form.getByRole('button', { name: 'Save' });
    const cancel = form.getByRole('button', { name: 'Cancel' });
    await expect(save).toBeDisabled();
    await expect(cancel).toBeDisabled();
    await name.fill('Something else');
    await expect(save).toBeEnabled();
    await cancel.click();
    await expect(name).toHaveValue('Fjord Systems');
    await expect(save).toBeDisabled();

    // spec §5 (sic): the settings form's empty name says "First name is required".
    await name.fill('');
    await save.click();
    await expect(page.getByText('First name is required')).toBeVisible();

    await name.fill('Fjord Systems AS');
    const failure = await failApiCall(page, urls, 'PATCH', `/organizations/${FJORD_ID}`);
    await save.click();
    await expectToast(page, 'Failed to update Organization.', SUPPORT_AT_HOST);
    expect(failure.hits()).toBe(1);
    await failure.restore();
    await expect(name).toHaveValue('Fjord Systems AS');
    await expect(save).toBeEnabled();

    const [request] = await Promise.all([
      page.waitForRequest(isApiCall(urls, 'PATCH', `/organizations/${FJORD_ID}`)),
      save.click(),
    ]);
    expect(request.postDataJSON()).toEqual({ organizationName: 'Fjord Systems AS' });
    await expectToast(page, 'Organization updated successfully');
    await expect(save).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Organization summary' })).toContainText(
      'Fjord Systems AS',
    );
    await expect(page.getByRole('button', { name: /^Organization: / })).toContainText('Fjord Systems AS');
  });

  const invitee = `guest-${Date.now()}@example.com`;
  await test.step('invite: the e-mail rules, a failure keeping the address, then the pending row', async () => {
    await page.getByRole('button', { name: 'Invite Member' }).click();
    const title = page.getByRole('heading', { name: 'Invite to Organization' });
    await expect(title).toBeVisible();
    const email = page.getByRole('textbox', { name: 'Email addresses' });
    const send = page.getByRole('button', { name: 'Send Invitation' });
    await send.click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await email.fill('guest.example.com');
    await expect(page.getByText('Email is required')).toHaveCount(0);
    await send.click();
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await email.pressSequentially('x');
    // spec §5: the error clears on typing.
    await expect(page.getByText('Invalid email format')).toHaveCount(0);
    await email.fill(invitee);

    const failure = await failApiCall(page, urls, 'POST', `/organizations/${FJORD_ID}/invitations`);
    await send.click();
    await expectToast(page, 'Something went wrong.', SUPPORT_AT_HOST);
    expect(failure.hits()).toBe(1);
    await failure.restore();
    await expect(title).toBeVisible();
    await expect(email).toHaveValue(invitee);

    await send.click();
    await expectToast(page, 'Success!', '1 invitation sent');
    // The dialog then says what became of each address.
    await expect(page.getByRole('list', { name: 'Invitation results' })).toContainText(invitee);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(title).toBeHidden();
    const row = pendingMembers(page).getByRole('row', { name: new RegExp(invitee) });
    await expect(row).toContainText('Pending');
    await expectAccessible(page, 'Organization Settings with a pending member');
  });

  await test.step('cancel the invitation: a failure keeps the dialog, then the row goes', async () => {
    const title = page.getByRole('heading', { name: 'Invitation Details' });
    await page.getByRole('button', { name: `Details for ${invitee}` }).click();
    await expect(title).toBeVisible();
    await expect(
      page.getByRole('dialog', { name: 'Invitation Details' }).getByText(invitee, { exact: true }),
    ).toBeVisible();
    await expectAccessible(page, 'Invitation Details');
    // The check crossed the 1024 px breakpoint and back: the dialog is still open (spec §2).
    await expect(title).toBeVisible();

    const failure = await failApiCall(
      page,
      urls,
      'PATCH',
      /^\/organizations\/[^/]+\/invitation\/[^/]+\/cancel$/,
      {
        abort: true,
      },
    );
    await page.getByRole('button', { name: 'Cancel Invitation' }).click();
    await expectToast(page, 'Something went wrong.', NETWORK_FAILURE);
    expect(failure.hits()).toBe(1);
    await failure.restore();
    await expect(title).toBeVisible();

    await page.getByRole('button', { name: 'Cancel Invitation' }).click();
    await expect(title).toBeHidden();
    await expect(pendingMembers(page)).toContainText('No pending invitations');
  });
});

test('an invited user signs up and joins; the owner removes them after a failed try (pat)', async ({
  page,
  urls,
  browser,
  cspViolations,
}) => {
  const invitee = `joiner-${Date.now()}@example.com`;
  await signIn(page, urls, 'pat@example.com', '/settings/organization');
  await page.getByRole('button', { name: 'Invite Member' }).click();
  await page.getByRole('textbox', { name: 'Email addresses' }).fill(invitee);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(pendingMembers(page).getByRole('row', { name: new RegExp(invitee) })).toContainText('Pending');

  // The invitee, in a browser of their own: sign up, agree to the terms, accept the invitation.
  const other = await browser.newContext({
    baseURL: urls.consoleOrigin,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const joiner = await other.newPage();
    await watchCsp(joiner, cspViolations);
    await joiner.goto('/');
    await joiner.getByRole('link', { name: 'Create an account' }).click();
    await expect(joiner.getByRole('heading', { name: SIGNUP_TITLE })).toBeVisible();
    await joiner.getByLabel('E-mail').fill(invitee);
    await joiner.getByLabel('First name').fill('Jo');
    await joiner.getByLabel('Last name').fill('Iner');
    await joiner.getByRole('button', { name: 'Create account' }).click();
    await agreeToTerms(joiner);
    await expect(joiner.getByRole('heading', { name: 'Organization Invitations' })).toBeVisible();
    await joiner.getByRole('button', { name: 'Accept Cedar Labs' }).click();
    await joiner.getByRole('button', { name: 'Submit' }).click();
    await expect(joiner.getByRole('region', { name: 'Organization summary' })).toContainText('Cedar Labs');
  } finally {
    await other.close();
  }

  // The owner sees the new member (the organization refreshes; a reload makes it immediate).
  await page.reload();
  const member = page.getByRole('button', { name: 'Remove Jo Iner' });
  await expect(member).toBeVisible();
  await expect(pendingMembers(page)).toContainText('No pending invitations');

  const title = page.getByRole('heading', { name: 'Remove Member' });
  await member.click();
  await expect(title).toBeVisible();
  await expect(page.getByText(`Remove Jo Iner (${invitee}) from Cedar Labs?`)).toBeVisible();
  const failure = await failApiCall(page, urls, 'DELETE', /^\/organizations\/[^/]+\/user\/[^/]+$/);
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expectToast(page, 'Something went wrong.', SUPPORT_AT_HOST);
  expect(failure.hits()).toBe(1);
  await failure.restore();
  await expect(title).toBeVisible();

  const [request] = await Promise.all([
    page.waitForRequest(isApiCall(urls, 'DELETE', new RegExp(`^/organizations/${CEDAR_ID}/user/[^/]+$`))),
    page.getByRole('button', { name: 'Remove', exact: true }).click(),
  ]);
  expect((await request.response())?.ok()).toBe(true);
  await expect(title).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove Jo Iner' })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Pat Pastdue \(You\)/ })).toBeVisible();
});

test('change your name, after a failed save that keeps what was typed (lou)', async ({ page, urls }) => {
  await signIn(page, urls, 'lou@example.com', '/settings/personal');
  await expect(page.getByRole('heading', { name: 'Personal Settings', level: 1 })).toBeVisible();
  await expect(page.getByTestId('personal-subheader')).toHaveText('Lou Locked');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('lou@example.com');
  await expectAccessible(page, 'Personal Settings');

  const form = page.getByRole('form', { name: 'Name' });
  const first = form.getByLabel('First Name');
  const last = form.getByLabel('Last Name');
  const save = form.getByRole('button', { name: 'Save' });
  const cancel = form.getByRole('button', { name: 'Cancel' });
  await expect(save).toBeDisabled();
  await expect(cancel).toBeDisabled();

  await last.fill('');
  await save.click();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await cancel.click();
  await expect(last).toHaveValue('Locked');
  await expect(page.getByText('Last name is required')).toHaveCount(0);

  await first.fill('Louise');
  await last.fill('Lockwood');
  const failure = await failApiCall(page, urls, 'PATCH', '/users/current-user');
  await save.click();
  await expectToast(page, 'Update Failed');
  expect(failure.hits()).toBe(1);
  await failure.restore();
  await expect(first).toHaveValue('Louise');
  await expect(last).toHaveValue('Lockwood');
  await expect(page.getByTestId('personal-subheader')).toHaveText('Lou Locked');

  // The access token is refused mid-session (expired or revoked): the console renews it at the identity provider
  // and sends the save once more, without a word to the person.
  const isSave = isApiCall(urls, 'PATCH', '/users/current-user');
  const refusedWith: string[] = [];
  const refuseOnce = async (route: Route) => {
    if (!isSave(route.request()) || refusedWith.length > 0) return route.fallback();
    refusedWith.push((await route.request().headerValue('authorization')) ?? '');
    return route.fulfill({
      status: 401,
      contentType: 'application/problem+json',
      headers: {
        'access-control-allow-origin': urls.consoleOrigin,
        'www-authenticate': 'Bearer realm="pod-console", error="invalid_token"',
      },
      body: JSON.stringify({ type: 'about:blank', title: 'Unauthorized', status: 401 }),
    });
  };
  await page.route((url) => url.href.startsWith(urls.apiBaseUrl), refuseOnce);
  const renewals: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(`${urls.issuer}oauth/token`))
      renewals.push(request.url());
  });
  const saves: Request[] = [];
  page.on('request', (request) => {
    if (isSave(request)) saves.push(request);
  });
  await save.click();
  await expectToast(page, 'Name updated successfully');
  expect(refusedWith).toHaveLength(1);
  expect(renewals.length).toBeGreaterThanOrEqual(1);
  expect(saves).toHaveLength(2);
  expect(saves[1]!.postDataJSON()).toEqual({ userFirstName: 'Louise', userLastName: 'Lockwood' });
  expect(await saves[1]!.headerValue('authorization')).not.toBe(refusedWith[0]);
  await expect(page.getByText('Your session has ended', { exact: false })).toHaveCount(0);
  await expect(page.getByTestId('personal-subheader')).toHaveText('Louise Lockwood');
  await expect(save).toBeDisabled();
  // The header's avatar follows the new initials.
  await expect(page.getByRole('button', { name: /^LL, Account menu/ })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('personal-subheader')).toHaveText('Louise Lockwood');
});
