import { BULK_LICENSE_RESULT_LABELS, MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PRINT_CARDS } from './bulk-license-fixtures';
import { FILE_MESSAGES, IDENTIFIERS_LABEL } from './bulk-license-texts';
import { BulkLicensesDialog, type BulkLicensesDialogProps } from './bulk-licenses-dialog';

// Every state of "Add Pod Creator licenses", from props: the list lives in the story, as it lives in the container.

const EXISTING = ['Studio iPad', 'Field kit'];

/** A line of each result; with 2 free licences, the last two valid lines are over them. */
const MIXED = [
  'Kiosk 1',
  'Studio iPad',
  '',
  'kiosk 1',
  'Front\tdesk',
  'Stage camera',
  'Lobby tablet',
  'Back office',
].join('\n');

type HarnessProps = Omit<BulkLicensesDialogProps, 'text' | 'onTextChange'> & { initialText?: string };

/** The dialog with its list held here, so the story can be typed in. */
function Harness({ initialText = '', ...props }: HarnessProps) {
  const [text, setText] = useState(initialText);
  return <BulkLicensesDialog {...props} text={text} onTextChange={setText} />;
}

const meta = {
  title: 'Licences/Add Pod Creator licenses dialog',
  component: Harness,
  args: {
    open: true,
    onClose: fn(),
    existingIdentifiers: EXISTING,
    free: 3,
    onCreate: fn(),
    onUpload: fn(),
    onPrint: fn(),
    onDownload: fn(),
  },
} satisfies Meta<typeof Harness>;
export default meta;

type Story = StoryObj<typeof meta>;
// Dialogs portal to <body>; the Headless UI root has no size, so assertions are on its content.
const body = () => within(document.body);
const field = () => body().findByLabelText(IDENTIFIERS_LABEL);
const narrow = { viewport: { value: 'narrow', isRotated: false } };

/** Empty: the list has the focus, the preview says what to do, Create is disabled. */
export const Empty: Story = {
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Add Pod Creator licenses' })).toBeVisible();
    await waitFor(async () => expect(await field()).toHaveFocus());
    await expect(body().getByText('3 free licenses.')).toBeVisible();
    await expect(body().getByText(/to see what will be created/)).toBeVisible();
    await expect(body().getByLabelText('Upload CSV')).toBeEnabled();
    await expect(body().getByRole('button', { name: 'Create licenses' })).toBeDisabled();
  },
};

/**
 * Typing with every result: valid, duplicate, already held, empty, invalid (a tab inside) and
 * over the free licences. Each problem row says so in words and with a mark, not by colour alone.
 */
export const TypingMixedResults: Story = {
  args: { initialText: MIXED, free: 2 },
  play: async ({ args }) => {
    await expect(
      await body().findByText(
        '2 will be created · 1 duplicate · 1 already exists · 1 empty · 1 invalid · 2 over the free licenses',
      ),
    ).toBeVisible();
    const rows = body().getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.dataset.result)).toEqual([
      'valid',
      'existing',
      'empty',
      'duplicate',
      'invalid',
      'valid',
      'over_limit',
      'over_limit',
    ]);
    for (const result of ['valid', 'duplicate', 'existing', 'empty', 'invalid', 'over_limit'] as const) {
      await expect(body().getAllByText(BULK_LICENSE_RESULT_LABELS[result])[0]).toBeVisible();
    }
    await expect(body().getAllByText('Over the free licenses: 2 are free').at(-1)).toBeVisible();
    // Typing one more line changes the preview as it is typed.
    await userEvent.type(await field(), '{Enter}Kiosk 1');
    await expect(await body().findByText(/2 duplicates/)).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Create 2 licenses' }));
    await expect(args.onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ identifiers: ['Kiosk 1', 'Stage camera'] }),
    );
  },
};

/** The same on a 375 px phone: the message goes under the result, nothing scrolls sideways. */
export const TypingMixedResultsNarrow: Story = {
  args: { initialText: MIXED, free: 2 },
  globals: narrow,
  play: async () => {
    await expect(await body().findByText(/2 will be created/)).toBeVisible();
    // The narrow layout's message, under the result; the Message column is hidden.
    await expect(body().getAllByText('Repeats line 1')[0]).toBeVisible();
    await expect(body().queryByRole('columnheader', { name: 'Message' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A file that is not CSV was uploaded: why, under the button; the list is left as it was. */
export const UploadedAnInvalidFile: Story = {
  args: {
    initialText: 'Kiosk 1\nKiosk 2',
    fileNotice: { kind: 'refused', message: FILE_MESSAGES.unreadable },
  },
  play: async () => {
    await expect(await body().findByRole('alert')).toHaveTextContent(FILE_MESSAGES.unreadable);
    await expect(body().getByLabelText('Upload CSV')).toHaveAccessibleDescription(
      expect.stringContaining(FILE_MESSAGES.unreadable),
    );
    await expect(await field()).toHaveValue('Kiosk 1\nKiosk 2');
  },
};

/** A CSV file filled the list in: it says so, and the preview is of the file's lines. */
export const LoadedFromAFile: Story = {
  args: {
    initialText: 'Kiosk 1\nKiosk 2\nFront desk',
    fileNotice: {
      kind: 'loaded',
      message: '3 lines loaded from devices.csv. Check them below before creating.',
    },
  },
  play: async () => {
    await expect(await body().findByText(/3 lines loaded from devices\.csv/)).toBeVisible();
    await expect(body().getByText('3 will be created')).toBeVisible();
  },
};

/** Creating: the spinner in Create (spec §9: 30 px), nothing can be changed or closed. */
export const Creating: Story = {
  args: { initialText: 'Kiosk 1\nKiosk 2', creating: true },
  play: async ({ args }) => {
    const create = await body().findByRole('button', { name: 'Create 2 licenses' });
    await expect(create).toHaveAttribute('aria-busy', 'true');
    await expect(create).toBeDisabled();
    await expect(body().getByTestId('spinner')).toHaveStyle({ width: '30px', height: '30px' });
    await expect(body().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(await field()).toHaveAttribute('readonly');
    await expect(body().getByLabelText('Upload CSV')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Refused (409, more than are free now): spec §8's title and the API's words; the list is all there. */
export const FailedNothingLost: Story = {
  args: {
    initialText: 'Kiosk 1\nKiosk 2\nFront desk',
    failure: { title: MESSAGES.assignFailed, description: 'Only 2 licenses are free: 3 were asked for.' },
  },
  play: async () => {
    const failure = (await body().findByText(MESSAGES.assignFailed)).parentElement!;
    await expect(failure).toHaveTextContent('Only 2 licenses are free: 3 were asked for.');
    await expect(failure).toHaveTextContent('Your list is kept');
    await expect(await field()).toHaveValue('Kiosk 1\nKiosk 2\nFront desk');
    await expect(body().getByRole('button', { name: 'Create 3 licenses' })).toBeEnabled();
  },
};

/** Refused (400 naming identifiers/1): the row sent second is marked, with the API's words; editing it clears that. */
export const FailedOnARow: Story = {
  args: {
    initialText: 'Kiosk 1\n\nKiosk 2',
    failure: {
      title: MESSAGES.assignFailed,
      description: 'Identifier is already used by another license.',
      refused: { line: 3, identifier: 'Kiosk 2', message: 'Identifier is already used by another license' },
    },
  },
  play: async () => {
    const list = await field();
    await expect(list).toHaveAccessibleDescription('Line 3: Identifier is already used by another license');
    const row = body().getAllByRole('row')[3]!;
    await expect(row).toHaveAttribute('data-result', 'refused');
    await expect(within(row).getByText('Refused')).toBeVisible();
    await userEvent.type(list, 'b');
    await waitFor(() => expect(body().getAllByRole('row')[3]).toHaveAttribute('data-result', 'valid'));
  },
};

/** "5 licenses created": each identifier with its claim link; Download, Print QR sheet, Done (which has the focus). */
export const Created: Story = {
  args: { created: PRINT_CARDS },
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: '5 licenses created' })).toBeVisible();
    const items = within(body().getByRole('list', { name: 'Created licenses' })).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(
      within(items[0]!).getByRole('textbox', { name: `Claim link for ${PRINT_CARDS[0]!.identifier}` }),
    ).toHaveValue(PRINT_CARDS[0]!.link);
    await waitFor(() => expect(body().getByRole('button', { name: 'Done' })).toHaveFocus());
    await userEvent.click(body().getByRole('button', { name: 'Download claim links (CSV)' }));
    await expect(args.onDownload).toHaveBeenCalled();
    await userEvent.click(body().getByRole('button', { name: 'Print QR sheet' }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

/** The result on a 375 px phone: long links wrap. */
export const CreatedNarrow: Story = {
  args: { created: PRINT_CARDS },
  globals: narrow,
  play: async () => {
    await expect(await body().findByRole('heading', { name: '5 licenses created' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
