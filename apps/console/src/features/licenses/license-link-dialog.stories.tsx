import { MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../../testing/expect-toast';
import type { LicenseDelivery } from './license-delivery';
import { LicenseLinkDialog } from './license-link-dialog';
import { COPY_TOAST_DURATION_MS, QR_CODE_SIZE_PX } from '../../lib/ui-constants';

const LINK =
  'podcreator://license/claim?licenseId=lic-studio&organizationId=org-acme&organizationName=Acme%20Robotics';

const meta = {
  title: 'Licences/Pod Creator License dialog (link or QR code)',
  component: LicenseLinkDialog,
  args: { open: true, onClose: fn(), link: LINK, identifier: 'Studio iPad', delivery: 'link' },
} satisfies Meta<typeof LicenseLinkDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Result dialog, link: Copy puts it on the clipboard and toasts "Link copied to clipboard" (2 s). */
export const ResultLink: Story = {
  // Its play function times the copy toast (spec §9): the test run's hold (.storybook/toast-timers.ts) stays off.
  parameters: { toastTimers: 'running' },
  beforeEach: () => {
    const copied: string[] = [];
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    (window as { __copied?: string[] }).__copied = copied;
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'Pod Creator License' })).toBeVisible();
    await expect(body().getByText('For Studio iPad')).toBeVisible();
    await expect(body().getByLabelText('License link')).toHaveValue(LINK);
    await userEvent.click(body().getByRole('button', { name: 'Copy' }));
    await expectToast(MESSAGES.linkCopied);
    await expect((window as { __copied?: string[] }).__copied).toEqual([LINK]);
    // spec §9: gone after 2000 ms, well before the 5000 ms of other toasts.
    const shownAt = performance.now();
    await waitFor(() => expect(body().queryByText(MESSAGES.linkCopied)).toBeNull(), { timeout: 4500 });
    await expect(performance.now() - shownAt).toBeLessThan(COPY_TOAST_DURATION_MS + 1500);
    await userEvent.click(body().getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.click(body().getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Result dialog, QR code (187 px), loaded on demand. */
export const ResultQrCode: Story = {
  args: { delivery: 'qr' },
  play: async () => {
    const image = await body().findByRole('img', { name: 'QR code of the license link for Studio iPad' });
    await waitFor(() => expect(image.querySelector('svg')).not.toBeNull());
    const svg = image.querySelector('svg')!;
    await expect(svg).toHaveAttribute('width', String(QR_CODE_SIZE_PX));
    await expect(svg).toHaveAttribute('height', String(QR_CODE_SIZE_PX));
    await expect(body().queryByLabelText('License link')).toBeNull();
    await expect(body().getByRole('button', { name: 'Done' })).toBeVisible();
  },
};

function Switchable(props: { link: string; identifier: string; onClose: () => void }) {
  const [delivery, setDelivery] = useState<LicenseDelivery>('link');
  return <LicenseLinkDialog open {...props} delivery={delivery} onDeliveryChange={setDelivery} />;
}

/** QR code / link dialog for an existing licence: the member switches between the two. */
export const ExistingLicense: Story = {
  render: (args) => <Switchable link={args.link} identifier="Field kit" onClose={args.onClose} />,
  play: async () => {
    await expect(await body().findByRole('radio', { name: 'Link' })).toBeChecked();
    await expect(body().getByLabelText('License link')).toHaveValue(LINK);
    await userEvent.click(body().getByText('QR Code'));
    await expect(body().getByRole('radio', { name: 'QR Code' })).toBeChecked();
    await expect(
      await body().findByRole('img', { name: 'QR code of the license link for Field kit' }),
    ).toBeVisible();
  },
};

/** Where the browser refuses the clipboard, the link stays selectable and the dialog says so. */
export const CopyRefused: Story = {
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    const execCommand = document.execCommand;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    document.execCommand = () => false;
    return () => {
      document.execCommand = execCommand;
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Copy' }));
    await expect(await body().findByText(/select the link and copy it yourself/)).toBeVisible();
    await expect(body().queryByText(MESSAGES.linkCopied)).toBeNull();
  },
};

/** Narrow (375 px): the link field and Copy share the row, the field takes what is left. */
export const ResultLinkNarrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const copy = (await body().findByRole('button', { name: 'Copy' })).getBoundingClientRect();
    await expect(copy.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(body().getByLabelText('License link').getBoundingClientRect().width).toBeGreaterThan(120);
  },
};

/** With an app simulator configured: "Open in app simulator" opens the claim link in it, in a new tab. */
export const WithAppSimulator: Story = {
  args: { simulatorUrl: 'http://127.0.0.1:4003/' },
  play: async () => {
    const open = await body().findByRole('link', { name: /Open in app simulator/ });
    await expect(open).toHaveAttribute('href', `http://127.0.0.1:4003/#link=${encodeURIComponent(LINK)}`);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Without one (the default), no simulator link. */
export const WithoutAppSimulator: Story = {
  play: async () => {
    await expect(await body().findByLabelText('License link')).toHaveValue(LINK);
    await expect(body().queryByRole('link', { name: /app simulator/ })).toBeNull();
  },
};
