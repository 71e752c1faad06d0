import {
  identifierKey,
  identifiersFromText,
  previewBulkLicenses,
  type BulkLicensePreview,
} from '@pod-console/hooks/domain';
import { useDeferredValue, useId, useMemo, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { BULK_LICENSES_TITLE, createButtonLabel, licensesCreatedTitle } from './bulk-license-texts';
import { BulkLicensesForm, type BulkLicensesFailure, type FileNotice } from './bulk-licenses-form';
import type { RefusedRow } from './bulk-licenses-preview-table';
import { BulkLicensesResults } from './bulk-licenses-results';
import type { CreatedLicense } from './claim-links-csv';

export type { BulkLicensesFailure, FileNotice } from './bulk-licenses-form';

/** The row a 400 named (`identifiers/<i>`), as it was sent: its line and identifier, and the API's words. */
export interface SentRowRefusal extends RefusedRow {
  identifier: string;
}

export interface BulkLicensesDialogProps {
  open: boolean;
  onClose: () => void;
  /** The list as typed; it lives outside the dialog, so closing and opening again keeps it until created. */
  text: string;
  onTextChange: (text: string) => void;
  /** The identifiers the organization's licences hold (a stable array): the preview flags them. */
  existingIdentifiers: readonly (string | null)[];
  /** spec §4: the free licences (unassigned); valid rows past them are not created. */
  free: number;
  /** The creation is on its way: Create shows the spinner and nothing can be changed. */
  creating?: boolean;
  /** Called with the preview of the text as it is now; its `identifiers` are what to create. */
  onCreate: (preview: BulkLicensePreview) => void;
  onUpload: (file: File) => void;
  uploading?: boolean;
  fileNotice?: FileNotice | null;
  /** The last creation failed: what the person reads, with the list kept. */
  failure?: (BulkLicensesFailure & { refused?: SentRowRefusal | null }) | null;
  /** The licences just created: the dialog shows them instead of the form. */
  created?: readonly CreatedLicense[] | null;
  onPrint: () => void;
  onDownload: () => void;
}

/** The preview of a list, with the organization's identifiers and free licences. */
export const previewOf = (text: string, existingIdentifiers: readonly (string | null)[], free: number) =>
  previewBulkLicenses(identifiersFromText(text), { existingIdentifiers, free });

/**
 * "Add Pod Creator licenses": identifiers one per line, previewed row by row (`previewBulkLicenses`, spec §4),
 * the valid rows created all or none, then their claim links, CSV and QR sheet
 * (docs/decisions/0027-licences-at-scale.md).
 */
export function BulkLicensesDialog({
  open,
  onClose,
  text,
  onTextChange,
  existingIdentifiers,
  free,
  creating = false,
  onCreate,
  onUpload,
  uploading = false,
  fileNotice = null,
  failure = null,
  created = null,
  onPrint,
  onDownload,
}: BulkLicensesDialogProps) {
  const formId = useId();
  // A long list re-previews after the keystroke has painted, not before it (React's deferred rendering).
  const deferredText = useDeferredValue(text);
  const preview = useMemo(
    () => previewOf(deferredText, existingIdentifiers, free),
    [deferredText, existingIdentifiers, free],
  );
  // The refused row, while its line still holds what was sent.
  const refusedRow = failure?.refused;
  const refused = useMemo(() => {
    if (refusedRow == null) return null;
    const row = preview.rows[refusedRow.line - 1];
    return row?.result === 'valid' && identifierKey(row.identifier) === identifierKey(refusedRow.identifier)
      ? { line: refusedRow.line, message: refusedRow.message }
      : null;
  }, [preview, refusedRow]);

  const close = () => {
    // A creation in flight cannot be taken back: the dialog waits for its answer.
    if (!creating) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (creating) return;
    // The text as it is now, not the deferred preview a fast typist may be ahead of.
    const now = previewOf(text, existingIdentifiers, free);
    if (now.identifiers.length > 0) onCreate(now);
  };
  const toCreate = preview.identifiers.length;

  return (
    <Modal
      open={open}
      onClose={close}
      title={created ? licensesCreatedTitle(created.length) : BULK_LICENSES_TITLE}
      description={
        created
          ? undefined
          : 'Paste or type one identifier per line, or upload a CSV file. Check the preview, then create.'
      }
      className="max-w-3xl"
      footer={
        created ? (
          <div className="flex w-full flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onDownload}>
              Download claim links (CSV)
            </Button>
            <Button variant="secondary" onClick={onPrint}>
              Print QR sheet
            </Button>
            {/* The form and its buttons are gone: focus lands here rather than on nothing. */}
            <Button onClick={close} autoFocus>
              Done
            </Button>
          </div>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={creating}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={toCreate === 0} busy={creating}>
              {createButtonLabel(toCreate)}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <BulkLicensesResults created={created} />
      ) : (
        <BulkLicensesForm
          formId={formId}
          text={text}
          onTextChange={onTextChange}
          preview={preview}
          free={free}
          creating={creating}
          onSubmit={submit}
          onUpload={onUpload}
          uploading={uploading}
          fileNotice={fileNotice}
          failure={failure}
          refused={refused}
        />
      )}
    </Modal>
  );
}
