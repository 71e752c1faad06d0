import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { WIRE_PRICING } from '../../../testing/billing-fixtures';
import { TERMS_DOCUMENT, WIRE_ACTIVE_SUBSCRIPTION, wireUser } from '../../../testing/fixtures';
import { answer } from '../../../testing/story-api';
import { StoryApp } from '../../../testing/story-app';
import { NEW_IDENTIFIERS, NEW_LICENSE_IDS, WITH_NEW_LICENSES } from './bulk-license-fixtures';
import { NOTHING_TO_PRINT, PRINT_SHEET_TITLE } from './bulk-license-texts';
import { PRINT_SHEET_PATH, type PrintSheetState } from './print-sheet-state';

// /licenses/print in the whole app, inside the shell: the sheet of the licences in history state, and on paper
// the sheet alone.

const meta = {
  title: 'Licences/QR code sheet in the app',
  component: StoryApp,
  parameters: { toaster: false, route: PRINT_SHEET_PATH },
  args: {
    handlers: [
      answer('get', '/users/current-user', wireUser()),
      answer('get', '/users/terms-of-service', {
        currentTermsOfService: TERMS_DOCUMENT,
        signedTermsOfService: [TERMS_DOCUMENT],
      }),
      answer('get', '/organizations/{organizationId}', WITH_NEW_LICENSES),
      answer('get', '/organizations/{organizationId}/subscription', {
        subscription: WIRE_ACTIVE_SUBSCRIPTION,
      }),
      answer('get', '/external/subscription/pricing', WIRE_PRICING),
    ],
  },
} satisfies Meta<typeof StoryApp>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** "Print QR sheet" opened the page with these ids in history state; the story puts them there. */
const withLicenseIds = () => {
  const state: PrintSheetState = { licenseIds: NEW_LICENSE_IDS };
  window.history.replaceState(state, '');
  return () => window.history.replaceState(null, '');
};

/**
 * Renders as the printer sees it (CSS print media), through Chromium's DevTools protocol in the test run; in
 * Storybook itself nothing changes. Answers whether it did.
 */
async function emulatePrintMedia(print: boolean): Promise<boolean> {
  if (!(globalThis as { __vitest_browser__?: unknown }).__vitest_browser__) return false;
  const { cdp } = await import('@vitest/browser/context');
  await cdp().send('Emulation.setEmulatedMedia', { media: print ? 'print' : '' });
  return true;
}

async function sheetWithFiveCodes() {
  const sheet = await body().findByRole('region', { name: PRINT_SHEET_TITLE });
  await waitFor(() => expect(within(sheet).getAllByRole('img')).toHaveLength(NEW_LICENSE_IDS.length));
  return sheet;
}

/** Five codes inside the shell; printed, only the sheet shows: no sidebar, header, toolbar or footer. */
export const PrintsOnlyTheSheet: Story = {
  beforeEach: withLicenseIds,
  play: async () => {
    const sheet = await sheetWithFiveCodes();
    for (const identifier of NEW_IDENTIFIERS) {
      await expect(within(sheet).getByRole('img', { name: `QR code for ${identifier}` })).toBeVisible();
    }
    const chrome = [
      document.querySelector('aside'),
      document.querySelector('header'),
      document.querySelector('footer'),
      body().getByRole('button', { name: 'Print' }),
    ];
    for (const element of chrome) await expect(element).toBeVisible();
    if (!(await emulatePrintMedia(true))) return;
    try {
      for (const element of chrome) await waitFor(() => expect(element).not.toBeVisible());
      await expect(sheet).toBeVisible();
      await expect(within(sheet).getAllByRole('listitem')[0]).toHaveStyle({ breakInside: 'avoid' });
      // No shadow-raised: none, or only transparent ones (Tailwind's shadow-none).
      await expect(getComputedStyle(sheet).boxShadow).toMatch(
        /^(none|rgba\(0, 0, 0, 0\) 0px 0px 0px 0px(, )?)+$/,
      );
      await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(255, 255, 255)');
    } finally {
      await emulatePrintMedia(false);
    }
  },
};

/** The same on a phone (the narrow shell's header and drawer button): printed, only the sheet. */
export const PrintsOnlyTheSheetNarrow: Story = {
  beforeEach: withLicenseIds,
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const sheet = await sheetWithFiveCodes();
    const header = document.querySelector('header')!;
    await expect(header).toBeVisible();
    if (!(await emulatePrintMedia(true))) return;
    try {
      await waitFor(() => expect(header).not.toBeVisible());
      await expect(sheet).toBeVisible();
    } finally {
      await emulatePrintMedia(false);
    }
  },
};

/** Opened without history state (a reload of an old tab, the address typed in): "Nothing to print". */
export const WithoutStateNothingToPrint: Story = {
  play: async () => {
    await expect(await body().findByText(NOTHING_TO_PRINT)).toBeVisible();
    await expect(body().getByRole('link', { name: 'Back to licenses' })).toBeVisible();
  },
};
