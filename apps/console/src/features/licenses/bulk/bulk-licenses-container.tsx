import {
  buildClaimLink,
  getLicenseCounts,
  MESSAGES,
  supportText,
  useAssignLicenses,
  useOrganization,
  type BulkLicensePreview,
} from '@pod-console/hooks';
import { isApiError } from '@pod-console/sdk';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { config } from '../../../lib/config';
import { toast } from '../../../lib/toast';
import { toastWriteFailure } from '../../../lib/write-failure';
import { licensesCreated, loadedFromFile } from './bulk-license-texts';
import {
  BulkLicensesDialog,
  type BulkLicensesDialogProps,
  type FileNotice,
  type SentRowRefusal,
} from './bulk-licenses-dialog';
import { claimLinksCsv, claimLinksFileName, type CreatedLicense } from './claim-links-csv';
import { PRINT_SHEET_PATH, type PrintSheetState } from './print-sheet-state';
import { readIdentifiersCsv } from './read-identifiers-csv';
import { saveTextFile } from '../../../lib/save-text-file';

export interface BulkLicensesContainerProps {
  organizationId: string;
  open: boolean;
  onClose: () => void;
}

const NO_IDENTIFIERS: readonly (string | null)[] = [];

/** The contract's pointer to a refused identifier of the list sent: `identifiers/3`. */
const IDENTIFIER_POINTER = /^identifiers\/(\d+)$/;

/**
 * The row a 400 names, as it was sent: the index into the identifiers sent is the index among the preview's valid
 * rows, whose line the person knows.
 */
function refusedRow(error: unknown, sent: BulkLicensePreview): SentRowRefusal | null {
  if (!isApiError(error) || error.status !== 400) return null;
  for (const { field, message } of error.problem?.errors ?? []) {
    const index = IDENTIFIER_POINTER.exec(field)?.[1];
    if (index == null) continue;
    const row = sent.rows.filter((candidate) => candidate.result === 'valid')[Number(index)];
    if (row) return { line: row.line, identifier: row.identifier, message };
  }
  return null;
}

/**
 * Adding several licences over the API (POST /licenses/assign-many, all or none). It stays mounted once opened, so
 * the list survives closing and opening the dialog again until it is created; a failure keeps it too (spec §8:
 * every failed call leaves what was typed in place).
 */
export function BulkLicensesContainer({ organizationId, open, onClose }: BulkLicensesContainerProps) {
  const organization = useOrganization({ organizationId });
  const assign = useAssignLicenses();
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const [fileNotice, setFileNotice] = useState<FileNotice | null>(null);
  const [failure, setFailure] = useState<BulkLicensesDialogProps['failure']>(null);
  const [created, setCreated] = useState<CreatedLicense[] | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // Opening again starts from the list, without the last result or the last failure (adjusted while rendering: no
  // stale frame).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setCreated(null);
      setFailure(null);
      setFileNotice(null);
    }
  }

  const data = organization.data;
  // Only licences in use hold an identifier (spec §3: the organization lists those not revoked).
  const existingIdentifiers = useMemo(
    () =>
      data?.licenses.filter((license) => license.revokedAt == null).map((license) => license.identifier) ??
      NO_IDENTIFIERS,
    [data],
  );
  const free = data ? getLicenseCounts(data).unassigned : 0;

  const create = (preview: BulkLicensePreview) => {
    if (data == null || assign.isPending) return;
    const { identifiers } = preview;
    const failed = (error?: unknown) => {
      // spec §8: creating licences is assigning them; its title, and the API's words for what failed.
      const shown = toastWriteFailure(MESSAGES.assignFailed, error, {
        supportText: supportText(config.supportEmail),
      });
      setFailure({
        title: MESSAGES.assignFailed,
        description: shown.description,
        refused: refusedRow(error, preview),
      });
    };
    setFailure(null);
    assign.mutate(
      { organizationId, identifiers },
      {
        onSuccess: (licenseIds) => {
          // spec §8: an answer without the new licence is a failure; here, one id per identifier sent.
          if (licenseIds.length !== identifiers.length) {
            failed();
            return;
          }
          setCreated(
            licenseIds.map((id, index) => ({
              id,
              identifier: identifiers[index]!,
              // docs/decisions/0002-app-links.md: the claim link carries licenseId, organizationId and name.
              link: buildClaimLink({
                scheme: config.appScheme,
                licenseId: id,
                organizationId,
                organizationName: data.name,
              }),
            })),
          );
          setText('');
          setFileNotice(null);
          // spec §8's style for a write that succeeded: "Success!" and what happened.
          toast({
            title: MESSAGES.success,
            description: licensesCreated(licenseIds.length),
            variant: 'success',
          });
        },
        onError: failed,
      },
    );
  };

  const upload = async (file: File) => {
    setUploading(true);
    const read = await readIdentifiersCsv(file);
    setUploading(false);
    if (!read.ok) {
      setFileNotice({ kind: 'refused', message: read.message });
      return;
    }
    setText(read.identifiers.join('\n'));
    setFileNotice({ kind: 'loaded', message: loadedFromFile(read.identifiers.length, file.name) });
  };

  return (
    <BulkLicensesDialog
      open={open}
      onClose={onClose}
      text={text}
      onTextChange={setText}
      existingIdentifiers={existingIdentifiers}
      free={free}
      creating={assign.isPending}
      onCreate={create}
      onUpload={(file) => void upload(file)}
      uploading={uploading}
      fileNotice={fileNotice}
      failure={failure}
      created={created}
      onPrint={() => {
        if (created == null) return;
        const state: PrintSheetState = { licenseIds: created.map((license) => license.id) };
        onClose();
        navigate(PRINT_SHEET_PATH, { state });
      }}
      onDownload={() => {
        if (created == null) return;
        saveTextFile(claimLinksCsv(created), claimLinksFileName(new Date()), 'text/csv;charset=utf-8');
      }}
    />
  );
}
