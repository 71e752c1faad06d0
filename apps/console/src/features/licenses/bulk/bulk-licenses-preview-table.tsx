import {
  BULK_LICENSE_RESULT_LABELS,
  type BulkLicenseResult,
  type BulkLicenseRow,
} from '@pod-console/hooks/domain';
import { memo } from 'react';

/**
 * The most rows the table shows: a pasted list far past one batch is over the free licences from some line on,
 * and a table of tens of thousands of rows would stall each keystroke. The counts still cover every line.
 */
export const PREVIEW_ROWS_SHOWN = 1000;

/** The row the API refused (a 400 naming it), with the API's words. */
export interface RefusedRow {
  line: number;
  message: string;
}

// Each result has a mark and words of its own, so it never rests on colour alone (WCAG 1.4.1).
const RESULT_LOOK: Record<BulkLicenseResult, { mark: string; className: string; rowClassName: string }> = {
  valid: { mark: '✓', className: 'text-success-fg', rowClassName: '' },
  duplicate: { mark: '✕', className: 'font-semibold text-danger-fg', rowClassName: 'bg-danger-subtle' },
  existing: { mark: '✕', className: 'font-semibold text-danger-fg', rowClassName: 'bg-danger-subtle' },
  empty: { mark: '–', className: 'font-semibold text-fg-muted', rowClassName: 'bg-surface' },
  invalid: { mark: '✕', className: 'font-semibold text-danger-fg', rowClassName: 'bg-danger-subtle' },
  over_limit: { mark: '!', className: 'font-semibold text-warning-fg', rowClassName: 'bg-warning-subtle' },
};

const REFUSED = {
  mark: '✕',
  label: 'Refused',
  className: 'font-semibold text-danger-fg',
  rowClassName: 'bg-danger-subtle',
};

export interface BulkLicensesPreviewTableProps {
  rows: readonly BulkLicenseRow[];
  refused?: RefusedRow | null;
}

/**
 * The preview, a row per line: the line number as the person counts them, the identifier as it would be created,
 * what will become of it and why not. Memoised: typing re-renders it only once the deferred preview changes.
 */
export const BulkLicensesPreviewTable = memo(function BulkLicensesPreviewTable({
  rows,
  refused = null,
}: BulkLicensesPreviewTableProps) {
  const shown = rows.length > PREVIEW_ROWS_SHOWN ? rows.slice(0, PREVIEW_ROWS_SHOWN) : rows;
  return (
    <>
      <table className="w-full table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">What will become of each line</caption>
        <thead className="border-b border-line-strong text-xs font-semibold text-fg-muted uppercase">
          <tr>
            <th scope="col" className="w-14 py-2 pr-2">
              Line
            </th>
            <th scope="col" className="py-2 pr-2">
              Identifier
            </th>
            <th scope="col" className="w-32 py-2 pr-2 sm:w-40">
              Result
            </th>
            <th scope="col" className="hidden py-2 sm:table-cell">
              Message
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {shown.map((row) => {
            const isRefused = refused != null && refused.line === row.line && row.result === 'valid';
            const look = isRefused ? REFUSED : RESULT_LOOK[row.result];
            const label = isRefused ? REFUSED.label : BULK_LICENSE_RESULT_LABELS[row.result];
            const message = isRefused ? refused.message : row.message;
            return (
              <tr
                key={row.line}
                data-line={row.line}
                data-result={isRefused ? 'refused' : row.result}
                className={look.rowClassName}
              >
                <td className="py-2 pr-2 align-top text-fg-muted tabular-nums">{row.line}</td>
                <td className="py-2 pr-2 align-top break-words text-fg">
                  {/* Isolated: an invalid line may hold direction-changing characters that would reorder the row. */}
                  {row.identifier === '' ? (
                    <span className="text-fg-muted italic">(empty)</span>
                  ) : (
                    <bdi>{row.identifier}</bdi>
                  )}
                </td>
                <td className={`py-2 pr-2 align-top ${look.className}`}>
                  <span aria-hidden="true" className="mr-1 inline-block w-3 text-center">
                    {look.mark}
                  </span>
                  {label}
                  {/* Narrow screens have no Message column: the message goes under the result. */}
                  {message ? (
                    <span className="mt-0.5 block text-xs font-normal break-words text-fg sm:hidden">
                      {message}
                    </span>
                  ) : null}
                </td>
                <td className="hidden py-2 align-top break-words text-fg sm:table-cell">{message}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {shown.length < rows.length ? (
        <p className="mt-2 text-sm text-fg-muted">
          The first {PREVIEW_ROWS_SHOWN.toLocaleString('en-US')} of {rows.length.toLocaleString('en-US')}{' '}
          lines are shown; the counts above cover them all.
        </p>
      ) : null}
    </>
  );
});
