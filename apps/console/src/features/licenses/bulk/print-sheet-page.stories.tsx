import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACME } from '../../../testing/fixtures';
import { PRINT_CARDS } from './bulk-license-fixtures';
import { NOTHING_TO_PRINT, PRINT_SHEET_TITLE } from './bulk-license-texts';
import type { PaperSize } from './paper-size';
import { PrintSheetPage, type PrintSheetPageProps } from './print-sheet-page';

// The QR code sheet as the screen shows it, from props; the paper choice lives in the story.

type HarnessProps = Omit<PrintSheetPageProps, 'paper' | 'onPaperChange'> & { initialPaper: PaperSize };

function Harness({ initialPaper, ...props }: HarnessProps) {
  const [paper, setPaper] = useState(initialPaper);
  return (
    <main className="p-6">
      <PrintSheetPage {...props} paper={paper} onPaperChange={setPaper} />
    </main>
  );
}

const meta = {
  title: 'Licences/QR code sheet',
  component: Harness,
  args: { organizationName: ACME.name, cards: PRINT_CARDS, initialPaper: 'a4', onPrint: fn() },
} satisfies Meta<typeof Harness>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const sheet = () => body().getByRole('region', { name: PRINT_SHEET_TITLE });

/** Five codes on A4: a card each, with the 187 px QR code (SVG), the identifier and the organization. */
export const FiveCodesOnA4: Story = {
  play: async ({ args }) => {
    await expect(body().getByRole('heading', { level: 1, name: PRINT_SHEET_TITLE })).toBeVisible();
    const cards = within(sheet()).getAllByRole('listitem');
    await expect(cards).toHaveLength(5);
    const code = within(cards[0]!).getByRole('img', { name: `QR code for ${PRINT_CARDS[0]!.identifier}` });
    await expect(code.tagName).toBe('svg');
    await expect(code).toHaveAttribute('width', '187');
    await expect(within(cards[0]!).getByText(ACME.name)).toBeVisible();
    await expect(body().getByRole('radio', { name: 'A4' })).toBeChecked();
    await expect(document.documentElement).toHaveClass('page-a4');
    await userEvent.click(body().getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

/** The same on Letter: the document prints on the named page "letter" while the sheet shows. */
export const FiveCodesOnLetter: Story = {
  args: { initialPaper: 'letter' },
  play: async () => {
    await expect(body().getByRole('radio', { name: 'Letter' })).toBeChecked();
    await expect(document.documentElement).toHaveClass('page-letter');
    await userEvent.click(body().getByText('A4'));
    await expect(document.documentElement).toHaveClass('page-a4');
    await expect(document.documentElement).not.toHaveClass('page-letter');
  },
};

/** Some of the licences were revoked meanwhile: the others print, and the page says so. */
export const SomeLeftOut: Story = {
  args: { cards: PRINT_CARDS.slice(0, 3), missing: 2 },
  play: async () => {
    await expect(
      body().getByText('2 licenses are no longer in the organization and are left out.'),
    ).toBeVisible();
    await expect(within(sheet()).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Nothing to print (opened without licences, or none is left): why, and the way back. */
export const NothingToPrint: Story = {
  args: { cards: [] },
  play: async () => {
    // No sheet, no named page: printing this prints as any page does.
    await expect(document.documentElement).not.toHaveClass('page-a4');
    await expect(body().getByText(NOTHING_TO_PRINT)).toBeVisible();
    await expect(body().getByRole('link', { name: 'Back to licenses' })).toHaveAttribute('href', '/');
    await expect(body().queryByRole('region', { name: PRINT_SHEET_TITLE })).toBeNull();
  },
};

/** On a 375 px phone: one card a row, nothing wider than the screen. */
export const FiveCodesNarrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    await expect(within(sheet()).getAllByRole('listitem')).toHaveLength(5);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
