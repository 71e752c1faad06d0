// Adding several licences and printing their QR codes, in real Chromium over the real providers (session, SDK
// client, cache, toaster) with a fetch answered by handlers typed against the contract: what is sent, what the
// person sees, and that the keyboard alone does it all.
import { createConsoleQueryClient, MESSAGES } from '@pod-console/hooks';
import { cleanup, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { toast as sonner } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { preloadModal } from '../../../components/ui/modal';
import { ACME, WIRE_ACTIVE_SUBSCRIPTION, wireUser } from '../../../testing/fixtures';
import {
  answer,
  apiUrl,
  createStoryFetch,
  fakeIdentityClient,
  STORY_API_BASE,
  VERIFIED_CLAIMS,
} from '../../../testing/story-api';
import { AppProviders } from '../../../testing/story-providers';
import {
  assignManySucceeds,
  BULK_ORGANIZATION,
  NEW_IDENTIFIERS,
  NEW_LICENSE_IDS,
  WITH_NEW_LICENSES,
} from './bulk-license-fixtures';
import { FILE_MESSAGES } from './bulk-license-texts';
import { BulkLicensesEntry } from './bulk-licenses-entry';
import { PrintSheetScreen } from './print-sheet-screen';
import { PRINT_SHEET_PATH } from './print-sheet-state';

// The dialog's frame loads on demand in the app; here it is in, as on a page a few seconds old.
beforeAll(async () => {
  await preloadModal();
});

afterEach(() => {
  vi.restoreAllMocks();
  sonner.dismiss();
  cleanup();
  window.history.replaceState(null, '');
});

const reads = (organization = BULK_ORGANIZATION): RequestHandler[] => [
  answer('get', '/users/current-user', wireUser()),
  answer('get', '/organizations/{organizationId}', organization),
  answer('get', '/organizations/{organizationId}/subscription', { subscription: WIRE_ACTIVE_SUBSCRIPTION }),
];

function mount(children: ReactNode, handlers: RequestHandler[], organization = BULK_ORGANIZATION) {
  const api = createStoryFetch([...handlers, ...reads(organization)]);
  const location = memoryLocation({ path: '/', record: true });
  const queryClient = createConsoleQueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false } },
  });
  render(
    <Router hook={location.hook}>
      <AppProviders
        identityClient={fakeIdentityClient(VERIFIED_CLAIMS)}
        queryClient={queryClient}
        apiBaseUrl={STORY_API_BASE}
        fetch={api.fetch}
      >
        {children}
      </AppProviders>
    </Router>,
  );
  return { sent: api.sent, location, user: userEvent.setup() };
}

const body = () => within(document.body);
const dialog = () => within(body().getByRole('dialog'));
// The dialog's code loads on demand: the first time in a run, the dev server builds it while every package's tests
// share 2 cores, which can take longer than a findBy's 5 s.
const textArea = () =>
  body().findByLabelText<HTMLTextAreaElement>('Identifiers, one per line', {}, { timeout: 20_000 });
/** The preview's counts (the file's notice is a status too). */
const summary = () => dialog().getByText(/ will be created/);
/** A row of the preview, by the line it shows (the browser project has no styles: both message cells show). */
const row = (line: number) =>
  body().getByRole('dialog').querySelector<HTMLElement>(`tr[data-line="${line}"]`)!;
const writes = (sent: { method: string; url: string }[]) =>
  sent.filter((request) => request.method === 'POST' && request.url === apiUrl('/licenses/assign-many'));

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const button = await body().findByRole('button', { name: 'Add several' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  return textArea();
}

describe('adding several licences', () => {
  it('previews a pasted list, sends only the valid identifiers in order, and shows their claim links', async () => {
    const { sent, user, location } = mount(<BulkLicensesEntry organizationId={ACME.id} />, [
      assignManySucceeds(),
    ]);
    const field = await openDialog(user);
    await user.click(field);
    await user.paste(
      ['Kiosk 1', 'Kiosk 2', '', 'Front desk', 'kiosk 1 ', 'Stage camera', 'Lobby tablet'].join('\n'),
    );

    await waitFor(() => expect(summary()).toHaveTextContent('5 will be created · 1 duplicate · 1 empty'));
    expect(row(5)).toHaveAttribute('data-result', 'duplicate');
    expect(row(5)).toHaveTextContent('kiosk 1');
    expect(row(5)).toHaveTextContent('Duplicate');
    expect(row(5)).toHaveTextContent('Repeats line 1');
    expect(row(3)).toHaveAttribute('data-result', 'empty');
    expect(row(3)).toHaveTextContent('(empty)');
    expect(row(7)).toHaveAttribute('data-result', 'valid');
    expect(row(7)).toHaveTextContent('Lobby tablet');
    expect(row(7)).toHaveTextContent('Will be created');

    await user.click(dialog().getByRole('button', { name: 'Create 5 licenses' }));

    expect(await body().findByRole('heading', { name: '5 licenses created' })).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      expect.objectContaining({
        body: { organizationId: ACME.id, identifiers: NEW_IDENTIFIERS, licenseType: 'POD_ADMIN' },
      }),
    ]);
    const created = within(dialog().getByRole('list', { name: 'Created licenses' })).getAllByRole('listitem');
    expect(created.map((item) => item.querySelector('p')!.textContent)).toEqual(NEW_IDENTIFIERS);
    const link = within(created[0]!).getByRole<HTMLInputElement>('textbox', {
      name: 'Claim link for Kiosk 1',
    });
    expect(link.value).toContain(`licenseId=${NEW_LICENSE_IDS[0]}&organizationId=${ACME.id}`);
    expect(await body().findByText('5 licenses created.')).toBeInTheDocument();
    expect(body().getByText(MESSAGES.success)).toBeInTheDocument();

    // The claim links as a CSV file, saved from a Blob: identifier and link, in order.
    const saved: { blob?: Blob; name?: string } = {};
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.blob = blob as Blob;
      return 'blob:claim-links';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.name = this.download;
    });
    await user.click(dialog().getByRole('button', { name: 'Download claim links (CSV)' }));
    expect(saved.name).toMatch(/^claim-links-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await saved.blob!.text()).split('\r\n');
    expect(lines[0]).toBe('Identifier,Claim link');
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual(NEW_IDENTIFIERS);
    expect(lines[1]).toContain(`licenseId=${NEW_LICENSE_IDS[0]}`);
    vi.restoreAllMocks();

    // The sheet opens with the new ids in history state, not in the address.
    await user.click(dialog().getByRole('button', { name: 'Print QR sheet' }));
    expect(location.history!.at(-1)).toBe(PRINT_SHEET_PATH);
    expect(location.state).toEqual({ licenseIds: NEW_LICENSE_IDS });
  });

  it('fills the list from a CSV file with an "identifier" column, for the person to check', async () => {
    const { user } = mount(<BulkLicensesEntry organizationId={ACME.id} />, [assignManySucceeds()]);
    const field = await openDialog(user);
    await user.upload(
      body().getByLabelText('Upload CSV'),
      new File(['room,identifier\r\nA,Kiosk 1\r\nB,"Kiosk, 2"\r\nC,Studio iPad\r\n'], 'devices.csv', {
        type: 'text/csv',
      }),
    );

    await waitFor(() => expect(field).toHaveValue('Kiosk 1\nKiosk, 2\nStudio iPad'));
    expect(body().getByText(/3 lines loaded from devices\.csv/)).toBeInTheDocument();
    // The preview follows the list a moment later (it is worked out off the typing path), however busy the machine.
    await waitFor(() => expect(summary()).toHaveTextContent('2 will be created · 1 already exists'));

    await user.upload(
      body().getByLabelText('Upload CSV'),
      new File([new Uint8Array([0x50, 0x4b, 3, 4, 0, 0])], 'devices.xlsx', { type: 'text/csv' }),
    );
    expect(await body().findByRole('alert')).toHaveTextContent(FILE_MESSAGES.unreadable);
    // A refused file leaves the list as it was.
    expect(field).toHaveValue('Kiosk 1\nKiosk, 2\nStudio iPad');
  });

  it('keeps the list after a refusal (409), and after closing and opening again', async () => {
    const detail = 'Only 10 licenses are free: 12 were asked for.';
    const { sent, user } = mount(<BulkLicensesEntry organizationId={ACME.id} />, [
      http.post(apiUrl('/licenses/assign-many'), () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'Conflict', status: 409, detail },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    ]);
    const field = await openDialog(user);
    await user.type(field, 'Kiosk 1{Enter}Kiosk 2');
    await user.click(dialog().getByRole('button', { name: 'Create 2 licenses' }));

    // The toast says it (spec §8), and the dialog keeps saying it while the list is corrected.
    const toast = await body().findByText(detail, { selector: '[data-sonner-toast] *' });
    expect(toast.closest('[data-sonner-toast]')).toHaveTextContent(MESSAGES.assignFailed);
    expect((await dialog().findByText(MESSAGES.assignFailed)).parentElement).toHaveTextContent(detail);
    expect(field).toHaveValue('Kiosk 1\nKiosk 2');
    await waitFor(() => expect(dialog().getByRole('button', { name: 'Create 2 licenses' })).toBeEnabled());
    expect(writes(sent)).toHaveLength(1);

    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await user.click(body().getByRole('button', { name: 'Add several' }));
    expect(await textArea()).toHaveValue('Kiosk 1\nKiosk 2');
  });

  it('points at the line a 400 names (identifiers/<i> of those sent)', async () => {
    const message = 'Identifier cannot contain control or direction-changing characters';
    const { user } = mount(<BulkLicensesEntry organizationId={ACME.id} />, [
      http.post(apiUrl('/licenses/assign-many'), () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            errors: [{ field: 'identifiers/1', message }],
          },
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    ]);
    const field = await openDialog(user);
    await user.click(field);
    // Line 2 is empty: the second identifier sent is on line 3.
    await user.paste('Kiosk 1\n\nKiosk 2');
    await user.click(await dialog().findByRole('button', { name: 'Create 2 licenses' }));

    await waitFor(() => expect(field).toHaveAccessibleDescription(`Line 3: ${message}`));
    expect(row(3)).toHaveAttribute('data-result', 'refused');
    expect(row(3)).toHaveTextContent('Kiosk 2');
    expect(row(3)).toHaveTextContent('Refused');
    expect(row(3)).toHaveTextContent(message);
  });

  it('is used with the keyboard alone', async () => {
    const { sent, user } = mount(<BulkLicensesEntry organizationId={ACME.id} />, [assignManySucceeds()]);
    const opener = await body().findByRole('button', { name: 'Add several' });
    await waitFor(() => expect(opener).toBeEnabled());
    await user.tab();
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');

    // The list has the focus as the dialog opens.
    const field = await textArea();
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('Kiosk 1{Enter}Kiosk 2');
    await user.tab();
    expect(body().getByLabelText('Upload CSV')).toHaveFocus();
    await user.tab();
    expect(dialog().getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(dialog().getByRole('button', { name: 'Create 2 licenses' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const done = await dialog().findByRole('button', { name: 'Done' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(writes(sent)).toHaveLength(1);
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(dialog().getByRole('button', { name: 'Print QR sheet' })).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(dialog().getByRole('button', { name: 'Download claim links (CSV)' })).toHaveFocus();

    // Escape closes it, and the focus goes back to the button that opened it; the list starts empty again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await textArea()).toHaveValue('');
  });
});

describe('the QR code sheet', () => {
  it('shows a QR code (SVG) per licence of the history state, with its identifier', async () => {
    window.history.replaceState({ licenseIds: NEW_LICENSE_IDS }, '');
    mount(<PrintSheetScreen organizationId={ACME.id} initialPaper="a4" />, [], WITH_NEW_LICENSES);

    const sheet = await body().findByRole('region', { name: 'QR code sheet' });
    await waitFor(() => expect(sheet.querySelectorAll('svg')).toHaveLength(NEW_LICENSE_IDS.length));
    const cards = within(sheet).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByText(NEW_IDENTIFIERS[cards.indexOf(card)]!))).toHaveLength(
      5,
    );
    for (const identifier of NEW_IDENTIFIERS) {
      expect(within(sheet).getByRole('img', { name: `QR code for ${identifier}` }).tagName).toBe('svg');
    }
    expect(document.documentElement).toHaveClass('page-a4');
    expect(body().queryByText('Nothing to print')).toBeNull();
  });

  it('says "Nothing to print" without history state (a reload, an address typed in)', async () => {
    mount(<PrintSheetScreen organizationId={ACME.id} />, [], WITH_NEW_LICENSES);

    expect(await body().findByText('Nothing to print')).toBeInTheDocument();
    expect(body().getByRole('link', { name: 'Back to licenses' })).toHaveAttribute('href', '/');
    expect(document.querySelector('svg')).toBeNull();
  });

  it('says "Nothing to print" when none of the licences is in the organization any more', async () => {
    window.history.replaceState({ licenseIds: ['lic-gone'] }, '');
    mount(<PrintSheetScreen organizationId={ACME.id} />, [], WITH_NEW_LICENSES);

    expect(await body().findByText('Nothing to print')).toBeInTheDocument();
  });
});
