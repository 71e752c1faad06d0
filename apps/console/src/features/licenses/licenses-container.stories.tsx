import {
  IDLE_SEAT_MESSAGES,
  buildClaimLink,
  LICENSES_FIRST_PAGE_SIZE,
  MESSAGES,
  overLicenseLimit,
  permissionDeniedMessage,
  supportAtHostText,
  supportText,
} from '@pod-console/hooks/domain';
import { wireLicense, wireOrganizationUser } from '@pod-console/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { config } from '../../lib/config';
import { expectToast } from '../../testing/expect-toast';
import { ACME, WIRE_ACTIVE_SUBSCRIPTION, wireOrganization, wireUser } from '../../testing/fixtures';
import { answer, apiUrl, fail, hang } from '../../testing/story-api';
import { sentRequests, StoryProviders } from '../../testing/story-providers';
import { WIRE_LICENSES, wireLicenses } from './license-fixtures';
import { LicensesContainer } from './licenses-container';
import { useAddLicenseDialog } from './use-add-license-dialog';

// The Licences page and its dialogs over per-story API answers: what is sent, what the member sees (spec §8),
// and that a refresh of the organization leaves an open dialog alone.

const ORGANIZATION = wireOrganization({ license_counts: { POD_ADMIN: 4 }, licenses: WIRE_LICENSES });
const NEW_LICENSE_ID = 'lic-new';
const WITH_NEW_LICENSE = wireOrganization({
  license_counts: { POD_ADMIN: 4 },
  licenses: [...WIRE_LICENSES, wireLicense({ id: NEW_LICENSE_ID, identifier: 'Stage camera' })],
});

const currentUser = answer('get', '/users/current-user', wireUser());
const organization = answer('get', '/organizations/{organizationId}', ORGANIZATION);
const subscription = answer('get', '/organizations/{organizationId}/subscription', {
  subscription: WIRE_ACTIVE_SUBSCRIPTION,
});

/** The organization as it was, then (from the `after`-th answer on) as it is after a write elsewhere. */
/**
 * The organization as the API holds it: the first answer until `change()` (a write landed, or a poll brings what
 * someone else did), then `changed`. Not counted by reads: the page's parts read the organization on their own.
 */
function changingOrganization(changed = WITH_NEW_LICENSE) {
  let current = ORGANIZATION;
  return {
    handler: http.get(apiUrl('/organizations/{organizationId}'), () => HttpResponse.json(current)),
    change: () => {
      current = changed;
    },
    reset: () => {
      current = ORGANIZATION;
    },
  };
}

function Location() {
  const [location] = useLocation();
  const search = useSearch();
  return <p data-testid="location">{search ? `${location}?${search}` : location}</p>;
}

/** The page, the shell's "Add Pod Creator" (same hook as the sidebar card) and a way to refresh on demand. */
function LicensesHarness() {
  const addLicense = useAddLicenseDialog(ACME);
  const queryClient = useQueryClient();
  return (
    <>
      <div className="flex gap-3 border-b border-line bg-surface-raised p-3">
        <Button onClick={addLicense.open}>Add Pod Creator</Button>
        {/* The 10 s poll, on demand: stories do not wait for the interval. */}
        <Button variant="secondary" onClick={() => void queryClient.invalidateQueries()}>
          Refresh now
        </Button>
      </div>
      <main className="p-6">
        <LicensesContainer organizationId={ACME.id} />
      </main>
      {addLicense.dialog}
      <Location />
    </>
  );
}

interface HarnessArgs {
  handlers: RequestHandler[];
  onSent?: ReturnType<typeof sentRequests>['onSent'];
  /** The console's own cache rules, for a story that counts the reads a load sends. */
  consoleCache?: boolean;
}

function Harness({ handlers, onSent, consoleCache = false }: HarnessArgs) {
  return (
    <StoryProviders
      handlers={[...handlers, currentUser, organization, subscription]}
      onSent={onSent}
      consoleCache={consoleCache}
    >
      <LicensesHarness />
    </StoryProviders>
  );
}

const meta = {
  title: 'Licences/Page over the API',
  component: Harness,
  parameters: { toaster: false, route: '/members' },
  args: { handlers: [] },
} satisfies Meta<typeof Harness>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const claimLink = (licenseId: string) =>
  buildClaimLink({
    scheme: config.appScheme,
    licenseId,
    organizationId: ACME.id,
    organizationName: ACME.name,
  });

async function fillStep1(identifier: string) {
  await userEvent.click(await body().findByRole('button', { name: 'Add Pod Creator' }));
  await userEvent.type(await body().findByLabelText('Identifier'), identifier);
  await userEvent.click(body().getByRole('button', { name: 'Next' }));
}

/** Summary cards and the table, from GET /organizations/{id}: counts by the domain's rule. */
export const Populated: Story = {
  play: async () => {
    const summary = within(await body().findByRole('list', { name: 'License summary' }));
    await expect(body().getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    // 4 with an identifier; available = 1 trial + 4 purchased = 5; unassigned 1.
    await expect(summary.getByText('Pod Creators').nextElementSibling).toHaveTextContent('4');
    await expect(
      summary.getByText(MESSAGES.podCreatorLicensesAvailable).nextElementSibling,
    ).toHaveTextContent('1');
    await expect(body().getByRole('cell', { name: 'Expired Jan 1, 2020' })).toHaveClass('text-danger-fg');
    await expect(body().getByRole('cell', { name: 'Active • Expires Dec 31, 2099' })).toBeVisible();
    await expect(body().queryByText(/Your plan includes/)).toBeNull();
  },
};

/**
 * After a downgrade to Starter (1 Pod Creator): the 4 assigned licences stay, 1 trial + 0 purchased are
 * available, and the page says why no new one can be added.
 */
export const OverTheLimitAfterADowngrade: Story = {
  args: {
    handlers: [
      answer(
        'get',
        '/organizations/{organizationId}',
        wireOrganization({ license_counts: { POD_ADMIN: 0 }, licenses: WIRE_LICENSES }),
      ),
      answer('get', '/organizations/{organizationId}/subscription', {
        subscription: { ...WIRE_ACTIVE_SUBSCRIPTION, product: 'starter' },
      }),
    ],
  },
  play: async () => {
    const text = overLicenseLimit({ assigned: 4, available: 1 });
    // The notice ("Add several" says the same in its tooltip).
    await expect(await body().findByText(text, { selector: '[data-notice="over-limit"]' })).toBeVisible();
    await expect(text).toContain('Revoke 3 to assign new ones');
    const summary = within(body().getByRole('list', { name: 'License summary' }));
    await expect(
      summary.getByText(MESSAGES.podCreatorLicensesAvailable).nextElementSibling,
    ).toHaveTextContent('0');
    await expect(body().getAllByRole('rowheader')).toHaveLength(WIRE_LICENSES.length);
  },
};

/** No plan → redirect to /billing. */
export const NoPlanRedirectsToBilling: Story = {
  args: { handlers: [answer('get', '/organizations/{organizationId}/subscription', { subscription: null })] },
  play: async () => {
    await waitFor(() => expect(body().getByTestId('location')).toHaveTextContent('/billing'));
    await expect(body().queryByRole('heading', { name: 'Home' })).toBeNull();
  },
};

/** The organization on its way. */
export const Loading: Story = {
  args: { handlers: [hang('get', '/organizations/{organizationId}')] },
  play: async () => {
    await expect(await body().findByRole('status', { name: 'Loading licenses' })).toBeVisible();
  },
};

/** The organization could not be read; Try again asks once more and shows it. */
export const LoadFailedThenRetried: Story = {
  args: {
    handlers: [
      (() => {
        let calls = 0;
        return http.get(apiUrl('/organizations/{organizationId}'), () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json({ title: 'Unavailable', status: 503 }, { status: 503 })
            : HttpResponse.json(ORGANIZATION);
        });
      })(),
    ],
  },
  play: async () => {
    await expect(await body().findByRole('alert')).toHaveTextContent('The licenses could not be loaded.');
    await userEvent.click(body().getByRole('button', { name: 'Try again' }));
    await expect(await body().findByRole('rowheader', { name: 'Studio iPad' })).toBeVisible();
  },
};

/**
 * An organization with more licences than a first page, answered as the API does: cut to `licenses_limit` with
 * the total and tallies, whole without it (docs/decisions/0053-first-page-of-licences.md). `holdWhole`: the whole
 * answer waits until released.
 */
function largeOrganization(total: number, { holdWhole = false } = {}) {
  const licenses = wireLicenses(total);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    handler: http.get(apiUrl('/organizations/{organizationId}'), async ({ request }) => {
      const limit = new URL(request.url).searchParams.get('licenses_limit');
      if (limit != null && Number(limit) < total) {
        return HttpResponse.json({
          ...wireOrganization({
            license_counts: { POD_ADMIN: total },
            licenses: licenses.slice(0, Number(limit)),
          }),
          licenses_total: total,
          license_tallies: { assigned: total, trial: 0 },
        });
      }
      if (holdWhole) await released;
      return HttpResponse.json(wireOrganization({ license_counts: { POD_ADMIN: total }, licenses }));
    }),
  };
}
const organizationPath = (sent: { method: string; url: string }) =>
  `${sent.method} ${new URL(sent.url).pathname.replace(/^.*\/organizations\//, '/organizations/')}${new URL(sent.url).search}`;
const organizationReads = (sent: Array<{ method: string; url: string }>) =>
  sent.map(organizationPath).filter((call) => /^GET \/organizations\/[^/?]+(\?.*)?$/.test(call));

const firstPageReads = sentRequests();
const heldWhole = largeOrganization(1200, { holdWhole: true });
/**
 * A large organization: the first page's rows and counts show while the whole answer is on its way, and whatever
 * needs every licence waits; then every licence is in. Asked for as a first page, then whole, once each.
 */
export const FirstPageThenEveryLicense: Story = {
  args: { handlers: [heldWhole.handler], onSent: firstPageReads.onSent, consoleCache: true },
  play: async () => {
    await expect(await body().findByRole('rowheader', { name: 'Kiosk 01' })).toBeVisible();
    await expect(body().getByText('Loading all 1,200 licenses…')).toBeVisible();
    const summary = within(body().getByRole('list', { name: 'License summary' }));
    await expect(summary.getByText('Pod Creators').nextElementSibling).toHaveTextContent('1,200');
    await expect(body().getByLabelText('Search licenses')).toBeDisabled();
    await waitFor(() =>
      expect(organizationReads(firstPageReads.holder.sent)).toEqual([
        `GET /organizations/${ACME.id}?licenses_limit=${LICENSES_FIRST_PAGE_SIZE}`,
        `GET /organizations/${ACME.id}`,
      ]),
    );
    heldWhole.release();
    await expect(await body().findByText('Showing 1,200 of 1,200 licenses')).toBeVisible();
    await expect(body().getByLabelText('Search licenses')).toBeEnabled();
    await userEvent.type(body().getByLabelText('Search licenses'), 'Kiosk 1199');
    await expect(await body().findByText('Showing 1 of 1,200 licenses')).toBeVisible();
    await expect(organizationReads(firstPageReads.holder.sent)).toHaveLength(2);
  },
};

const smallReads = sentRequests();
/** An organization whose licences fit the first page: one read, no second request (its poll is conditional). */
export const SmallOrganizationAskedOnce: Story = {
  args: {
    handlers: [largeOrganization(LICENSES_FIRST_PAGE_SIZE).handler],
    onSent: smallReads.onSent,
    consoleCache: true,
  },
  play: async () => {
    await expect(
      await body().findByText(`Showing ${LICENSES_FIRST_PAGE_SIZE} of 100 licenses`),
    ).toBeVisible();
    await expect(body().queryByText(/Loading all/)).toBeNull();
    await expect(organizationReads(smallReads.holder.sent)).toEqual([
      `GET /organizations/${ACME.id}?licenses_limit=${LICENSES_FIRST_PAGE_SIZE}`,
    ]);
  },
};

/** empty state, from an organization without licences. */
export const Empty: Story = {
  args: {
    handlers: [answer('get', '/organizations/{organizationId}', wireOrganization({ licenses: [] }))],
  },
  play: async () => {
    await expect(await body().findByText(MESSAGES.noPodCreators)).toBeVisible();
    await expect(body().getByText(MESSAGES.noPodCreatorsHint)).toBeVisible();
  },
};

const byLink = sentRequests();
const assignedByLink = changingOrganization();
/** Add dialog by Link → "Success!" / "License Key assigned." → result dialog with the claim link. */
export const AssignByLink: Story = {
  args: {
    handlers: [
      http.post(apiUrl('/licenses/assign-member-to-license'), () => {
        assignedByLink.change();
        return HttpResponse.json({ licenseId: NEW_LICENSE_ID });
      }),
      assignedByLink.handler,
    ],
    onSent: byLink.onSent,
  },
  beforeEach: assignedByLink.reset,
  play: async () => {
    await fillStep1('  Stage camera ');
    await userEvent.click(body().getByRole('radio', { name: 'Link' }));
    await userEvent.click(body().getByRole('button', { name: 'Generate License' }));
    await expectToast(MESSAGES.success, MESSAGES.assignSucceeded);
    await expect(await body().findByRole('heading', { name: 'Pod Creator License' })).toBeVisible();
    await expect(body().getByLabelText('License link')).toHaveValue(claimLink(NEW_LICENSE_ID));
    await expect(byLink.holder.sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: apiUrl('/licenses/assign-member-to-license'),
        body: { organizationId: ACME.id, identifier: 'Stage camera', licenseType: 'POD_ADMIN' },
      }),
    );
    // The write refreshed the organization: the new licence is in the table behind the dialog.
    await expect(body().getByRole('rowheader', { name: 'Stage camera', hidden: true })).toBeInTheDocument();
    await userEvent.click(body().getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body().queryByRole('heading', { name: 'Pod Creator License' })).toBeNull());
  },
};

/** Add dialog by QR Code → result dialog with the 187 px QR code. */
export const AssignByQrCode: Story = {
  args: {
    handlers: [answer('post', '/licenses/assign-member-to-license', { licenseId: NEW_LICENSE_ID })],
  },
  play: async () => {
    await fillStep1('Stage camera');
    await userEvent.click(body().getByRole('radio', { name: 'QR Code' }));
    await userEvent.click(body().getByRole('button', { name: 'Generate License' }));
    await expectToast(MESSAGES.success, MESSAGES.assignSucceeded);
    const qr = await body().findByRole('img', { name: 'QR code of the license link for Stage camera' });
    await waitFor(() => expect(qr.querySelector('svg')).toHaveAttribute('width', '187'));
    await userEvent.click(body().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('img', { name: /QR code/ })).toBeNull());
  },
};

/** generating (the request has not answered). */
export const Generating: Story = {
  args: { handlers: [hang('post', '/licenses/assign-member-to-license')] },
  play: async () => {
    await fillStep1('Stage camera');
    await userEvent.click(body().getByRole('radio', { name: 'Link' }));
    await userEvent.click(body().getByRole('button', { name: 'Generate License' }));
    await waitFor(() =>
      expect(body().getByRole('button', { name: 'Generate License' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

const failedAssign = sentRequests();
/**
 * Add dialog failed ("Failed to assign License."): the dialog stays open with the identifier and the
 * method kept, and Generate License can be pressed again (the second try succeeds).
 */
export const AssignFailedThenRetried: Story = {
  args: {
    handlers: [
      (() => {
        let calls = 0;
        return http.post(apiUrl('/licenses/assign-member-to-license'), () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 })
            : HttpResponse.json({ licenseId: NEW_LICENSE_ID });
        });
      })(),
    ],
    onSent: failedAssign.onSent,
  },
  play: async () => {
    await fillStep1('Stage camera');
    await userEvent.click(body().getByRole('radio', { name: 'QR Code' }));
    await userEvent.click(body().getByRole('button', { name: 'Generate License' }));
    await expectToast(MESSAGES.assignFailed, supportText(config.supportEmail));
    await expect(body().getByRole('radio', { name: 'QR Code' })).toBeChecked();
    await userEvent.click(body().getByRole('button', { name: 'Back' }));
    await expect(body().getByLabelText('Identifier')).toHaveValue('Stage camera');
    await userEvent.click(body().getByRole('button', { name: 'Next' }));
    await userEvent.click(body().getByRole('button', { name: 'Generate License' }));
    await expect(await body().findByRole('heading', { name: 'Pod Creator License' })).toBeVisible();
    await expect(
      failedAssign.holder.sent.filter((request) => request.url.endsWith('/assign-member-to-license')),
    ).toHaveLength(2);
  },
};

/** spec §8: an answer without licenseId is a failure too. */
export const AssignAnsweredWithoutLicenseId: Story = {
  args: {
    handlers: [http.post(apiUrl('/licenses/assign-member-to-license'), () => HttpResponse.json({}))],
  },
  play: async () => {
    await fillStep1('Stage camera');
    await userEvent.click(body().getByRole('radio', { name: 'Link' }));
    await userEvent.click(body().getByRole('button', { name: 'Generate License' }));
    await expectToast(MESSAGES.assignFailed, supportText(config.supportEmail));
    await expect(body().getByRole('heading', { name: 'Generate Pod Creator License' })).toBeVisible();
    await expect(body().queryByRole('heading', { name: 'Pod Creator License' })).toBeNull();
  },
};

const network = sentRequests();
/** A network failure (no answer at all) shows the same message and keeps what was typed. */
export const AssignNetworkError: Story = {
  args: {
    handlers: [http.post(apiUrl('/licenses/assign-member-to-license'), () => HttpResponse.error())],
    onSent: network.onSent,
  },
  play: async () => {
    await fillStep1('Stage camera');
    await userEvent.click(body().getByRole('radio', { name: 'Link' }));
    await userEvent.click(body().getByRole('button', { name: 'Generate License' }));
    await expectToast(MESSAGES.assignFailed);
    await expect(body().getByRole('button', { name: 'Generate License' })).toBeEnabled();
  },
};

/** The last free licence went elsewhere meanwhile (409 from the API): the same message, the draft kept. */
export const AssignRefusedAtTheLimit: Story = {
  args: {
    handlers: [fail('post', '/licenses/assign-member-to-license', 409, 'All licences are assigned: 5 of 5.')],
  },
  play: async () => {
    await fillStep1('Stage camera');
    await userEvent.click(body().getByRole('radio', { name: 'Link' }));
    await userEvent.click(body().getByRole('button', { name: 'Generate License' }));
    // The API's reason for the refusal is the line under spec §8's title (describeWriteFailure).
    await expectToast(MESSAGES.assignFailed, 'All licences are assigned: 5 of 5.');
    await userEvent.click(body().getByRole('button', { name: 'Back' }));
    await expect(body().getByLabelText('Identifier')).toHaveValue('Stage camera');
  },
};

const edited = sentRequests();
/** Edit License Identifier: Save sends the new identifier and closes once the organization is fresh. */
export const EditSaved: Story = {
  args: {
    handlers: [
      http.post(apiUrl('/licenses/update-license-identifier'), () => new HttpResponse(null, { status: 204 })),
    ],
    onSent: edited.onSent,
  },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Edit identifier of Field kit' }));
    const field = await body().findByLabelText('Identifier');
    await expect(field).toHaveValue('Field kit');
    await userEvent.clear(field);
    await userEvent.type(field, 'Field kit 2');
    await userEvent.click(body().getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(body().queryByRole('heading', { name: 'Edit License Identifier' })).toBeNull(),
    );
    await expect(edited.holder.sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        body: { organizationId: ACME.id, licenseId: 'lic-field', identifier: 'Field kit 2' },
      }),
    );
  },
};

/** Edit License Identifier failed: the message, the dialog open, the typed text kept. */
export const EditFailed: Story = {
  args: { handlers: [fail('post', '/licenses/update-license-identifier')] },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Edit identifier of Field kit' }));
    const field = await body().findByLabelText('Identifier');
    await userEvent.type(field, ' B');
    await userEvent.click(body().getByRole('button', { name: 'Save' }));
    await expectToast(MESSAGES.revokeFailed, supportAtHostText(window.location.hostname));
    await expect(body().getByLabelText('Identifier')).toHaveValue('Field kit B');
    await expect(body().getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

const revoked = sentRequests();
/** Revoke, success ("License Key is now available for assignment."). */
export const RevokeSucceeded: Story = {
  args: {
    handlers: [answer('post', '/licenses/remove-member-from-license', { success: true })],
    onSent: revoked.onSent,
  },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Revoke license of Studio iPad' }));
    await expect(await body().findByRole('heading', { name: 'Revoke License' })).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Revoke' }));
    await expectToast(MESSAGES.revokeSucceeded);
    await waitFor(() => expect(body().queryByRole('heading', { name: 'Revoke License' })).toBeNull());
    await expect(revoked.holder.sent).toContainEqual(
      expect.objectContaining({ method: 'POST', body: { organizationId: ACME.id, licenseId: 'lic-studio' } }),
    );
  },
};

/** Revoke failed ("Something went wrong."): the confirmation stays for another try. */
export const RevokeFailed: Story = {
  args: { handlers: [fail('post', '/licenses/remove-member-from-license')] },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Revoke license of Studio iPad' }));
    await userEvent.click(await body().findByRole('button', { name: 'Revoke' }));
    await expectToast(MESSAGES.revokeFailed, supportAtHostText(window.location.hostname));
    await expect(body().getByRole('button', { name: 'Revoke' })).toBeEnabled();
  },
};

/** spec §7: an answer of success false is a failure too. */
export const RevokeAnsweredFalse: Story = {
  args: { handlers: [answer('post', '/licenses/remove-member-from-license', { success: false })] },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Revoke license of Studio iPad' }));
    await userEvent.click(await body().findByRole('button', { name: 'Revoke' }));
    await expectToast(MESSAGES.revokeFailed);
    await expect(body().getByRole('heading', { name: 'Revoke License' })).toBeVisible();
  },
};

/** QR code / link dialog for an existing licence: the claim link of docs/decisions/0002-app-links.md. */
export const ExistingLicenseLink: Story = {
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'QR / Link of Studio iPad' }));
    await expect(await body().findByLabelText('License link')).toHaveValue(claimLink('lic-studio'));
    await expect(claimLink('lic-studio')).toBe(
      `${config.appScheme}://license/claim?licenseId=lic-studio&organizationId=org-acme&organizationName=Acme%20Robotics`,
    );
    await userEvent.click(body().getByText('QR Code'));
    await expect(await body().findByRole('img', { name: /QR code of the license link/ })).toBeVisible();
  },
};

/**
 * spec §2: the organization refreshes every 10 s without disturbing an open dialog or a half-typed field. A
 * refresh that brings a new licence updates the table; the identifier being edited stays as typed.
 */
const editDraftRefreshed = changingOrganization();
export const RefreshKeepsTheEditDraft: Story = {
  args: { handlers: [editDraftRefreshed.handler] },
  beforeEach: editDraftRefreshed.reset,
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Edit identifier of Field kit' }));
    const field = await body().findByLabelText('Identifier');
    await userEvent.type(field, ' (half typed');
    editDraftRefreshed.change();
    // The page behind the modal is inert: the refresh is triggered as the poll would, not by a click.
    (body().getByRole('button', { name: 'Refresh now', hidden: true }) as HTMLButtonElement).click();
    await waitFor(() =>
      expect(body().getByRole('rowheader', { name: 'Stage camera', hidden: true })).toBeInTheDocument(),
    );
    await expect(body().getByLabelText('Identifier')).toHaveValue('Field kit (half typed');
    await expect(body().getByLabelText('Identifier')).toHaveFocus();
  },
};

/** The same for the add dialog: a refresh leaves step 1's identifier alone. */
const addDraftRefreshed = changingOrganization();
export const RefreshKeepsTheAddDraft: Story = {
  args: { handlers: [addDraftRefreshed.handler] },
  beforeEach: addDraftRefreshed.reset,
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Add Pod Creator' }));
    await userEvent.type(await body().findByLabelText('Identifier'), 'Half typ');
    addDraftRefreshed.change();
    (body().getByRole('button', { name: 'Refresh now', hidden: true }) as HTMLButtonElement).click();
    await waitFor(() =>
      expect(body().getByRole('rowheader', { name: 'Stage camera', hidden: true })).toBeInTheDocument(),
    );
    await expect(body().getByLabelText('Identifier')).toHaveValue('Half typ');
    await expect(body().getByText('Step 1 of 2')).toBeVisible();
  },
};

const billingViewed = sentRequests();
/**
 * Signed in as a Billing member: the role comes from the cached user and organization; Edit and Revoke say why they
 * are refused (the API's words), open no dialog and send nothing.
 */
export const BillingMemberCannotEditOrRevoke: Story = {
  args: {
    handlers: [
      answer('get', '/users/current-user', wireUser({ id: 'user-katherine' })),
      answer(
        'get',
        '/organizations/{organizationId}',
        wireOrganization({
          license_counts: { POD_ADMIN: 4 },
          licenses: WIRE_LICENSES,
          organization_users: [
            wireOrganizationUser({ user_id: 'user-ada', role: 'OWNER' }),
            wireOrganizationUser({
              user_id: 'user-katherine',
              email: 'katherine@example.com',
              role: 'BILLING',
            }),
          ],
        }),
      ),
    ],
    onSent: billingViewed.onSent,
  },
  play: async () => {
    // Looked up again on each try: a gated button may render before the member's role is in, as another element.
    const revoke = () => body().getByRole('button', { name: 'Revoke license of Studio iPad' });
    await waitFor(() =>
      expect(revoke()).toHaveAccessibleDescription(permissionDeniedMessage('BILLING', 'licenses:manage')),
    );
    await userEvent.click(revoke());
    await userEvent.click(body().getByRole('button', { name: 'Edit identifier of Studio iPad' }));
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(billingViewed.holder.sent.every((request) => request.method === 'GET')).toBe(true);
  },
};

const KIOSKS = wireLicenses(14);
const WITH_KIOSKS = wireOrganization({
  license_counts: { POD_ADMIN: 20 },
  licenses: [...WIRE_LICENSES, ...KIOSKS],
});

async function selectKiosks() {
  await userEvent.type(await body().findByLabelText('Search licenses'), 'kiosk');
  await expect(await body().findByText('Showing 14 of 18 licenses')).toBeVisible();
  await userEvent.click(
    within(body().getByRole('table')).getByRole('checkbox', { name: 'Select all 14 licenses found' }),
  );
  await expect(body().getByText('14 selected')).toBeVisible();
  await userEvent.click(body().getByRole('button', { name: 'Revoke selected' }));
  await expect(await body().findByRole('heading', { name: 'Revoke 14 licenses?' })).toBeVisible();
}

const revokedMany = sentRequests();
/**
 * Revoke selected: every licence the search found, on both pages, in one request; the toast says how many, and that
 * one had been revoked already; the selection goes.
 */
export const RevokeSelectedSucceeded: Story = {
  args: {
    handlers: [
      answer('get', '/organizations/{organizationId}', WITH_KIOSKS),
      answer('post', '/licenses/revoke-many', {
        revokedLicenseIds: KIOSKS.slice(1).map((kiosk) => kiosk.id),
      }),
    ],
    onSent: revokedMany.onSent,
  },
  play: async () => {
    await selectKiosks();
    await userEvent.click(body().getByRole('button', { name: 'Revoke 14 licenses' }));
    await expectToast('13 licenses revoked', '1 license had been revoked already.');
    await waitFor(() => expect(body().queryByRole('heading', { name: 'Revoke 14 licenses?' })).toBeNull());
    await expect(body().queryByText('14 selected')).toBeNull();
    const writes = revokedMany.holder.sent.filter((request) => request.method === 'POST');
    await expect(writes).toEqual([
      expect.objectContaining({
        url: apiUrl('/licenses/revoke-many'),
        body: { organizationId: ACME.id, licenseIds: KIOSKS.map((kiosk) => kiosk.id) },
      }),
    ]);
  },
};

/** Revoke selected, pending: the confirm button spins and nothing closes the dialog. */
export const RevokeSelectedPending: Story = {
  args: {
    handlers: [
      answer('get', '/organizations/{organizationId}', WITH_KIOSKS),
      hang('post', '/licenses/revoke-many'),
    ],
  },
  play: async () => {
    await selectKiosks();
    await userEvent.click(body().getByRole('button', { name: 'Revoke 14 licenses' }));
    await waitFor(() =>
      expect(body().getByRole('button', { name: 'Revoke 14 licenses' })).toHaveAttribute('aria-busy', 'true'),
    );
    await userEvent.keyboard('{Escape}');
    await expect(body().getByRole('heading', { name: 'Revoke 14 licenses?' })).toBeVisible();
  },
};

/** Revoke selected failed: spec §8's revoke failure; the confirmation and the selection stay for another try. */
export const RevokeSelectedFailed: Story = {
  args: {
    handlers: [
      answer('get', '/organizations/{organizationId}', WITH_KIOSKS),
      fail('post', '/licenses/revoke-many'),
    ],
  },
  play: async () => {
    await selectKiosks();
    await userEvent.click(body().getByRole('button', { name: 'Revoke 14 licenses' }));
    await expectToast(MESSAGES.revokeFailed, supportAtHostText(window.location.hostname));
    await expect(body().getByRole('button', { name: 'Revoke 14 licenses' })).toBeEnabled();
    await userEvent.click(body().getByRole('button', { name: 'Cancel' }));
    await expect(body().getByText('14 selected')).toBeVisible();
  },
};

/**
 * The selection is kept by licence through the 10 s poll: a selected licence revoked elsewhere drops out of it, the
 * others stay selected.
 */
// Whether "Refresh now" was pressed: the organization's answers before it are the first one, however many reads
// the page's parts make on their own.
let selectionRefreshed = false;
export const SelectionSurvivesARefresh: Story = {
  args: {
    handlers: [
      http.get(apiUrl('/organizations/{organizationId}'), () =>
        HttpResponse.json(
          selectionRefreshed
            ? wireOrganization({ license_counts: { POD_ADMIN: 4 }, licenses: WIRE_LICENSES.slice(1) })
            : ORGANIZATION,
        ),
      ),
    ],
  },
  beforeEach: () => {
    selectionRefreshed = false;
  },
  play: async () => {
    await userEvent.click(await body().findByRole('checkbox', { name: 'Select Studio iPad' }));
    await userEvent.click(body().getByRole('checkbox', { name: 'Select Old laptop' }));
    await expect(body().getByText('2 selected')).toBeVisible();
    selectionRefreshed = true;
    await userEvent.click(body().getByRole('button', { name: 'Refresh now' }));
    await waitFor(() => expect(body().queryByRole('rowheader', { name: 'Studio iPad' })).toBeNull());
    await expect(body().getByText('1 selected')).toBeVisible();
    await expect(body().getByRole('checkbox', { name: 'Select Old laptop' })).toBeChecked();
  },
};

const regenerated = sentRequests();
/** Regenerate link: confirm, "Link regenerated", then the QR / Link dialog with the new link. */
export const RegenerateLinkThenShowIt: Story = {
  args: {
    handlers: [answer('post', '/licenses/regenerate-link', { licenseId: 'lic-field-2' })],
    onSent: regenerated.onSent,
  },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Regenerate link of Field kit' }));
    await expect(
      await body().findByRole('heading', { name: 'Regenerate the link of Field kit?' }),
    ).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Regenerate link' }));
    await expectToast('Link regenerated', 'The old link and QR code no longer work.');
    await expect(await body().findByLabelText('License link')).toHaveValue(claimLink('lic-field-2'));
    await expect(regenerated.holder.sent).toContainEqual(
      expect.objectContaining({ method: 'POST', body: { organizationId: ACME.id, licenseId: 'lic-field' } }),
    );
  },
};

/** Regenerate link refused (the licence was claimed meanwhile): the API's reason under the revoke's title. */
export const RegenerateLinkRefused: Story = {
  args: {
    handlers: [
      fail('post', '/licenses/regenerate-link', 409, 'This license is claimed: release its device first.'),
    ],
  },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Regenerate link of Field kit' }));
    await userEvent.click(await body().findByRole('button', { name: 'Regenerate link' }));
    await expectToast(MESSAGES.revokeFailed, 'This license is claimed: release its device first.');
    await expect(body().getByRole('button', { name: 'Regenerate link' })).toBeEnabled();
  },
};

const released = sentRequests();
/** Release device: "Release Studio iPad 3?", then a toast, and the confirmation closes. */
export const ReleaseDeviceSucceeded: Story = {
  args: {
    handlers: [http.post(apiUrl('/licenses/release-device'), () => new HttpResponse(null, { status: 204 }))],
    onSent: released.onSent,
  },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Release device of Studio iPad' }));
    await expect(await body().findByRole('heading', { name: 'Release Studio iPad 3?' })).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Release device' }));
    await expectToast('Studio iPad 3 released', 'Studio iPad can be claimed again with the same link.');
    await waitFor(() => expect(body().queryByRole('heading', { name: 'Release Studio iPad 3?' })).toBeNull());
    await expect(released.holder.sent).toContainEqual(
      expect.objectContaining({ method: 'POST', body: { organizationId: ACME.id, licenseId: 'lic-studio' } }),
    );
  },
};

/** Print QR codes of the selection: the print view, with the selected ids in the history entry's state. */
export const PrintSelected: Story = {
  play: async () => {
    await userEvent.click(await body().findByRole('checkbox', { name: 'Select Field kit' }));
    await userEvent.click(body().getByRole('button', { name: 'Print QR codes' }));
    await waitFor(() => expect(body().getByTestId('location')).toHaveTextContent('/licenses/print'));
  },
};

const IDLE_SEATS = [1, 2].map((index) =>
  wireLicense({
    id: `00000000-0000-4000-8000-0000000001${index}0`,
    identifier: `Dock iPad ${index}`,
    license_key_hash: `hash-${index}`,
    claimed_at: '2026-01-05T09:00:00Z',
    device_name: `Dock iPad ${index}`,
    last_seen_at: '2026-01-06T09:00:00Z',
  }),
);
const releasedMany = sentRequests();
/**
 * Release selected (docs/decisions/0044-idle-seat-recovery.md): two idle seats selected, confirmed, sent in one call;
 * the toast counts them and the selection goes.
 */
export const ReleaseSelectedSucceeded: Story = {
  args: {
    handlers: [
      answer(
        'get',
        '/organizations/{organizationId}',
        wireOrganization({ idle_seat_release_days: 30, licenses: [...WIRE_LICENSES, ...IDLE_SEATS] }),
      ),
      answer('post', '/licenses/release-many', { releasedLicenseIds: IDLE_SEATS.map((seat) => seat.id) }),
    ],
    onSent: releasedMany.onSent,
  },
  play: async () => {
    await userEvent.click(await body().findByRole('checkbox', { name: 'Select Dock iPad 1' }));
    await userEvent.click(body().getByRole('checkbox', { name: 'Select Dock iPad 2' }));
    await userEvent.click(body().getByRole('button', { name: 'Release 2 seats' }));
    await expect(await body().findByRole('heading', { name: 'Release 2 seats?' })).toBeVisible();
    await userEvent.click(
      within(body().getByRole('dialog')).getByRole('button', { name: 'Release 2 seats' }),
    );
    await expectToast(IDLE_SEAT_MESSAGES.released(2));
    await waitFor(() => expect(body().queryByText('2 selected')).toBeNull());
    const writes = releasedMany.holder.sent.filter((request) => request.method === 'POST');
    await expect(writes).toEqual([
      expect.objectContaining({
        url: apiUrl('/licenses/release-many'),
        body: { organizationId: ACME.id, licenseIds: IDLE_SEATS.map((seat) => seat.id) },
      }),
    ]);
  },
};
