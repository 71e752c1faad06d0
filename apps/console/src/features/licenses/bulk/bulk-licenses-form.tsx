import type { BulkLicensePreview } from '@pod-console/hooks/domain';
import { useId, type FormEvent } from 'react';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { freeLicenses, IDENTIFIERS_LABEL, previewSummary, UPLOAD_CSV_LABEL } from './bulk-license-texts';
import { BulkLicensesPreviewTable, type RefusedRow } from './bulk-licenses-preview-table';

/** What the last upload did: filled the list in, or why it did not. */
export interface FileNotice {
  kind: 'loaded' | 'refused';
  message: string;
}

/** A failed creation: spec §8's title and the line for what failed (the API's detail for a 409). */
export interface BulkLicensesFailure {
  title: string;
  description?: string;
}

export interface BulkLicensesFormProps {
  formId: string;
  text: string;
  onTextChange: (text: string) => void;
  /** The preview of the text as typed (deferred while typing fast). */
  preview: BulkLicensePreview;
  free: number;
  creating: boolean;
  onSubmit: (event: FormEvent) => void;
  onUpload: (file: File) => void;
  uploading: boolean;
  fileNotice: FileNotice | null;
  failure: BulkLicensesFailure | null;
  /** The row the API refused, while the line still holds what was sent. */
  refused: RefusedRow | null;
}

/**
 * Step one of adding several licences: the list (typed, pasted, or filled from a CSV file) and, as it changes,
 * what will become of each line. Nothing is created until the footer's Create is pressed.
 */
export function BulkLicensesForm({
  formId,
  text,
  onTextChange,
  preview,
  free,
  creating,
  onSubmit,
  onUpload,
  uploading,
  fileNotice,
  failure,
  refused,
}: BulkLicensesFormProps) {
  const ids = { hint: useId(), notice: useId(), preview: useId() };
  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
      {/* The toast has announced it (spec §8); this stays in view while the list is corrected. */}
      {failure ? (
        <div
          data-failure
          className="rounded-md border border-danger bg-danger-subtle p-3 text-sm text-danger-fg"
        >
          <p className="font-semibold">{failure.title}</p>
          {failure.description ? <p className="mt-1">{failure.description}</p> : null}
          <p className="mt-1">Your list is kept: correct it and create again.</p>
        </div>
      ) : null}
      <TextAreaField
        label={IDENTIFIERS_LABEL}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        readOnly={creating}
        rows={8}
        autoComplete="off"
        spellCheck={false}
        error={refused ? `Line ${refused.line}: ${refused.message}` : null}
        data-autofocus
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {/* A real file input, labelled as a button: the keyboard reaches it and Enter or Space opens the picker. */}
        <label
          className={buttonClassName(
            'secondary',
            `cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-surface-sunken has-[:disabled]:text-fg-subtle has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus`,
          )}
        >
          {uploading ? <Spinner size={16} /> : null}
          {UPLOAD_CSV_LABEL}
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            className="sr-only"
            disabled={creating || uploading}
            aria-describedby={fileNotice ? `${ids.hint} ${ids.notice}` : ids.hint}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so choosing the same file again (after fixing it) reads it again.
              event.target.value = '';
              if (file) onUpload(file);
            }}
          />
        </label>
        <p id={ids.hint} className="text-sm text-fg-muted">
          A CSV file with an &ldquo;identifier&rdquo; column, or one identifier a row (at most 1 MB). It
          replaces the list above.
        </p>
      </div>
      {fileNotice ? (
        <p
          id={ids.notice}
          role={fileNotice.kind === 'refused' ? 'alert' : 'status'}
          className={`text-sm ${fileNotice.kind === 'refused' ? 'font-semibold text-danger-fg' : 'text-fg'}`}
        >
          {fileNotice.message}
        </p>
      ) : null}
      <section aria-labelledby={ids.preview} className="space-y-2">
        <h3 id={ids.preview} className="text-base font-semibold text-fg">
          Preview
        </h3>
        <p className="text-sm text-fg-muted">{freeLicenses(free)}</p>
        {/* Always there, so that a screen reader hears the counts change as the list is typed. */}
        <p role="status" className="text-sm font-semibold text-fg">
          {preview.rows.length === 0 ? null : previewSummary(preview.counts)}
        </p>
        {preview.rows.length === 0 ? (
          <p className="rounded-md border border-dashed border-line-strong px-4 py-6 text-center text-sm text-fg-muted">
            Type or paste identifiers above, or upload a CSV file, to see what will be created.
          </p>
        ) : (
          <BulkLicensesPreviewTable rows={preview.rows} refused={refused} />
        )}
      </section>
    </form>
  );
}
