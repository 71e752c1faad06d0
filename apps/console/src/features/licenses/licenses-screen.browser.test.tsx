// The Licences page as a member uses it, in real Chromium over the real providers and a fetch answered by handlers
// typed against the contract: the view kept in the address, a selection across pages revoked in one request, the
// CSV an export saves, a new link shown at once, a released device and the way to print.
import { buildClaimLink, LICENSE_CSV_COLUMNS, MESSAGES } from '@pod-console/hooks/domain';
import { cleanup, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast as sonner } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { preloadModal } from '../../components/ui/modal';
import { config } from '../../lib/config';
import { ACME, WIRE_ACTIVE_SUBSCRIPTION, wireOrganization, wireUser } from '../../testing/fixtures';
import { answer, apiUrl, type SentRequest } from '../../testing/story-api';
import { StoryProviders } from '../../testing/story-providers';
import { WIRE_LICENSES, wireLicenses } from './license-fixtures';
import { LicensesScreen } from './licenses-screen';

// The dialogs' code loads on demand in the app; here it is in from the start, as on a page a few seconds old.
beforeAll(async () => {
  await preloadModal();
});

const KIOSKS = wireLicenses(25);
const ORGANIZATION = wireOrganization({
  license_counts: { POD_ADMIN: 40 },
  licenses: [...WIRE_LICENSES, ...KIOSKS],
});
const TOTAL = WIRE_LICENSES.length + KIOSKS.length;

function mount(path: string, handlers: Parameters<typeof StoryProviders>[0]['handlers'] = []) {
  const location = memoryLocation({ path, record: true });
  const holder: { sent: SentRequest[] } = { sent: [] };
  render(
    <Router hook={location.hook}>
      <StoryProviders
        handlers={[
          ...handlers,
          answer('get', '/users/current-user', wireUser()),
          answer('get', '/organizations/{organizationId}', ORGANIZATION),
          answer('get', '/organizations/{organizationId}/subscription', {
            subscription: WIRE_ACTIVE_SUBSCRIPTION,
          }),
        ]}
        onSent={(sent) => (holder.sent = sent)}
      >
        <LicensesScreen organizationId={ACME.id} />
      </StoryProviders>
    </Router>,
  );
  const writes = () => holder.sent.filter((request) => request.method === 'POST');
  return { location, user: userEvent.setup(), writes };
}

const screen = () => within(document.body);
const identifiers = () =>
  screen()
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const count = (text: string) => screen().findByText(text, {}, { timeout: 5_000 });

afterEach(() => {
  sonner.dismiss();
  cleanup();
  vi.restoreAllMocks();
});

describe('the view in the address', () => {
  it('restores the search, filters, order and page from the address, and writes each change back', async () => {
    const { location, user } = mount('/members?q=kiosk&sort=-identifier&page=2');
    await count(`Showing 25 of ${TOTAL} licenses`);
    expect(screen().getByLabelText('Search licenses')).toHaveValue('kiosk');
    expect(screen().getByRole('columnheader', { name: /Identifier/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(identifiers()).toEqual(
      ['15', '14', '13', '12', '11', '10', '09', '08', '07', '06'].map((number) => `Kiosk ${number}`),
    );
    expect(screen().getByText('Page 2 of 3')).toBeInTheDocument();

    // Typing replaces the history entry (no entry per keystroke) and starts again at the first page.
    const entries = location.history!.length;
    await user.type(screen().getByLabelText('Search licenses'), ' 1');
    await count(`Showing 10 of ${TOTAL} licenses`);
    expect(location.history).toHaveLength(entries);
    expect(location.history!.at(-1)).toBe('/members?q=kiosk+1&sort=-identifier');

    // A filter or a new order is a step of its own, which Back returns from.
    await user.selectOptions(screen().getByLabelText('Claimed'), 'claimed');
    await count(`Showing 4 of ${TOTAL} licenses`);
    expect(location.history!.at(-1)).toBe('/members?q=kiosk+1&claimed=claimed&sort=-identifier');
    await user.click(screen().getByRole('button', { name: 'Identifier' }));
    await waitFor(() => expect(identifiers()).toEqual(['Kiosk 10', 'Kiosk 13', 'Kiosk 16', 'Kiosk 19']));
    expect(location.history!.slice(entries)).toEqual([
      '/members?q=kiosk+1&claimed=claimed&sort=-identifier',
      '/members?q=kiosk+1&claimed=claimed',
    ]);
  });

  it('ignores what it does not know, and Clear filters keeps the order', async () => {
    const { location, user } = mount('/members?q=nothing-like-it&status=revoked&sort=-status&page=x');
    expect(await screen().findByText('No licenses match')).toBeInTheDocument();
    await user.click(screen().getByRole('button', { name: 'Clear filters' }));
    await count(`Showing ${TOTAL} of ${TOTAL} licenses`);
    expect(location.history!.at(-1)).toBe('/members?sort=-status');
    expect(screen().getByLabelText('Search licenses')).toHaveValue('');
  });
});

describe('the selection', () => {
  it('selects every licence the search finds, across pages, and revokes exactly those in one request', async () => {
    const found = KIOSKS.map((kiosk) => kiosk.id);
    const { user, writes } = mount('/members?q=kiosk', [
      // One of them was revoked by someone else meanwhile: the API skips it.
      answer('post', '/licenses/revoke-many', { revokedLicenseIds: found.slice(1) }),
    ]);
    await count(`Showing 25 of ${TOTAL} licenses`);
    expect(screen().getByText('Page 1 of 3')).toBeInTheDocument();
    // The table's header holds it (above the cards, another one takes its place).
    const selectAll = () =>
      within(screen().getByRole('table')).getByRole('checkbox', { name: 'Select all 25 licenses found' });
    await user.click(selectAll());
    expect(await screen().findByText('25 selected')).toBeInTheDocument();
    // Unselecting one leaves the others: "select all" is then mixed, and checks them all again.
    await user.click(screen().getByRole('checkbox', { name: 'Select Kiosk 01' }));
    expect(screen().getByText('24 selected')).toBeInTheDocument();
    expect(selectAll()).toHaveProperty('indeterminate', true);
    await user.click(selectAll());
    expect(screen().getByText('25 selected')).toBeInTheDocument();
    // A licence the search does not find stays unselected.
    expect(selectAll()).toBeChecked();

    await user.click(screen().getByRole('button', { name: 'Revoke selected' }));
    const dialog = within(await screen().findByRole('dialog'));
    expect(dialog.getByRole('heading', { name: 'Revoke 25 licenses?' })).toBeInTheDocument();
    expect(dialog.getAllByRole('listitem')).toHaveLength(5);
    expect(dialog.getByText('and 20 more')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Revoke 25 licenses' }));

    expect(await screen().findByText('24 licenses revoked', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen().getByText('1 license had been revoked already.')).toBeInTheDocument();
    expect(writes()).toHaveLength(1);
    const sent = writes()[0]!;
    expect(sent.url).toBe(apiUrl('/licenses/revoke-many'));
    expect(sent.body).toEqual({ organizationId: ACME.id, licenseIds: expect.any(Array) });
    expect([...(sent.body as { licenseIds: string[] }).licenseIds].sort()).toEqual(found);
    await waitFor(() => expect(screen().queryByText(/selected$/)).toBeNull());
  });

  it('prints the QR codes of the selection: the print view gets their ids', async () => {
    const { location, user } = mount('/members');
    await user.click(await screen().findByRole('checkbox', { name: 'Select Studio iPad' }));
    await user.click(screen().getByRole('checkbox', { name: 'Select Field kit' }));
    await user.click(screen().getByRole('button', { name: 'Print QR codes' }));
    await waitFor(() => expect(location.history!.at(-1)).toBe('/licenses/print'));
    expect(location.state).toEqual({ licenseIds: ['lic-studio', 'lic-field'] });
  });
});

describe('the export', () => {
  it('saves the licences the search finds as CSV, with each claim link, named after the organization and day', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:licenses';
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = mount('/members?q=studio');
    await count(`Showing 1 of ${TOTAL} licenses`);
    await user.click(screen().getByRole('button', { name: 'Export CSV' }));

    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe(`licenses-acme-robotics-${new Date().toISOString().slice(0, 10)}.csv`);
    const link = buildClaimLink({
      scheme: config.appScheme,
      licenseId: 'lic-studio',
      organizationId: ACME.id,
      organizationName: ACME.name,
    });
    expect(await saved[0]!.text()).toBe(
      `${LICENSE_CSV_COLUMNS.join(',')}\r\n` +
        `Studio iPad,Active,True,2026-11-20T09:15:00Z,Studio iPad 3,2026-11-23T08:05:00Z,Pod Creator,,${link}\r\n`,
    );
    expect(saved[0]!.type).toBe('text/csv');
  });
});

describe('the claim link and the device', () => {
  it('regenerates an unclaimed licence’s link and shows the new one at once', async () => {
    const { user, writes } = mount('/members', [
      answer('post', '/licenses/regenerate-link', { licenseId: 'lic-field-new' }),
    ]);
    await user.click(await screen().findByRole('button', { name: 'Regenerate link of Field kit' }));
    const dialog = within(await screen().findByRole('dialog'));
    expect(dialog.getByText(/stop working at once/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Regenerate link' }));

    expect(await screen().findByText('Link regenerated', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen().findByLabelText('License link')).toHaveValue(
      buildClaimLink({
        scheme: config.appScheme,
        licenseId: 'lic-field-new',
        organizationId: ACME.id,
        organizationName: ACME.name,
      }),
    );
    expect(writes().map((request) => request.body)).toEqual([
      { organizationId: ACME.id, licenseId: 'lic-field' },
    ]);
  });

  it('releases a claimed licence’s device after its confirmation', async () => {
    const { user, writes } = mount('/members', [
      http.post(apiUrl('/licenses/release-device'), () => new HttpResponse(null, { status: 204 })),
    ]);
    await user.click(await screen().findByRole('button', { name: 'Release device of Studio iPad' }));
    const dialog = within(await screen().findByRole('dialog'));
    expect(dialog.getByRole('heading', { name: 'Release Studio iPad 3?' })).toBeInTheDocument();
    expect(
      dialog.getByText('The device stops using this license and the same link can claim it again.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Release device' }));
    expect(await screen().findByText('Studio iPad 3 released', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(writes().map((request) => request.body)).toEqual([
      { organizationId: ACME.id, licenseId: 'lic-studio' },
    ]);
  });

  it('says a refused regeneration in the revoke’s words, with what the API said', async () => {
    const { user } = mount('/members', [
      http.post(apiUrl('/licenses/regenerate-link'), () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'Conflict', status: 409, detail: 'This license is claimed.' },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    ]);
    await user.click(await screen().findByRole('button', { name: 'Regenerate link of Field kit' }));
    await user.click(
      within(await screen().findByRole('dialog')).getByRole('button', { name: 'Regenerate link' }),
    );
    expect(await screen().findByText(MESSAGES.revokeFailed, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen().getByText('This license is claimed.')).toBeInTheDocument();
    expect(screen().getByRole('button', { name: 'Regenerate link' })).toBeEnabled();
  });
});
