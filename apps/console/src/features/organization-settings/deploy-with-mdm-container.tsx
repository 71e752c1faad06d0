import {
  supportAtHostText,
  useCreateEnrolmentToken,
  useEnrolmentTokens,
  useRevokeEnrolmentToken,
} from '@pod-console/hooks';
import type { CreatedEnrolmentToken, EnrolmentToken } from '@pod-console/sdk';
import { useState } from 'react';
import { config } from '../../lib/config';
import { supportHost } from '../../lib/support-host';
import { toast } from '../../lib/toast';
import { useClockOf } from '../../lib/use-clock-of';
import { toastWriteFailure, useWriteFieldErrors } from '../../lib/write-failure';
import { CreateEnrolmentTokenDialog } from './create-enrolment-token-dialog';
import { DeployWithMdmSection } from './deploy-with-mdm-section';
import { RevokeEnrolmentTokenDialog } from './revoke-enrolment-token-dialog';

export interface DeployWithMdmContainerProps {
  organizationId: string;
  /** The site's host, for spec §8's "support@{host}" text. */
  host?: string;
}

const TOKEN_FIELDS = { name: 'name', maxUses: 'maxUses', lifetimeDays: 'lifetimeDays' } as const;
const NO_TOKENS: readonly EnrolmentToken[] = [];

/**
 * "Deploy with MDM" fed by the hooks (docs/decisions/0041-zero-touch-enrolment.md). The new token lives in this
 * component's state only, never in the query cache, the address or a log, and goes when its dialog closes.
 */
export function DeployWithMdmContainer({
  organizationId,
  host = supportHost(),
}: DeployWithMdmContainerProps) {
  const tokens = useEnrolmentTokens(organizationId);
  const [createOpen, setCreateOpen] = useState(false);
  const [created, setCreated] = useState<CreatedEnrolmentToken | null>(null);
  const [revoking, setRevoking] = useState<EnrolmentToken | null>(null);
  const failed = (title: string, fields?: Record<string, string>) => (error: unknown) =>
    toastWriteFailure(title, error, { supportText: supportAtHostText(host), fields });
  const create = useCreateEnrolmentToken({
    gcTime: 0,
    onSuccess: setCreated,
    onError: failed('Failed to create the enrolment token.', TOKEN_FIELDS),
  });
  const revoke = useRevokeEnrolmentToken({
    onSuccess: (token) => {
      setRevoking(null);
      toast({ title: 'Enrolment token revoked', description: token.name, variant: 'success' });
    },
    onError: failed('Failed to revoke the enrolment token.'),
  });
  const fieldErrors = useWriteFieldErrors(create.error, TOKEN_FIELDS);
  const now = useClockOf(tokens.data);
  const closeCreate = () => {
    setCreateOpen(false);
    setCreated(null);
    create.reset();
  };
  return (
    <>
      <DeployWithMdmSection
        status={tokens.isPending ? 'loading' : tokens.isError && !tokens.data ? 'error' : 'ready'}
        onRetry={() => void tokens.refetch()}
        tokens={tokens.data ?? NO_TOKENS}
        now={now}
        apiUrl={config.apiBaseUrl}
        organizationId={organizationId}
        onCreate={() => setCreateOpen(true)}
        onRevoke={setRevoking}
      />
      <CreateEnrolmentTokenDialog
        open={createOpen}
        onClose={closeCreate}
        creating={create.isPending}
        created={created}
        apiUrl={config.apiBaseUrl}
        organizationId={organizationId}
        fieldErrors={fieldErrors}
        onCreate={(values) => create.mutate({ organizationId, ...values })}
      />
      <RevokeEnrolmentTokenDialog
        token={revoking}
        onClose={() => setRevoking(null)}
        revoking={revoke.isPending}
        onConfirm={(token) => revoke.mutate({ organizationId, enrolmentTokenId: token.id })}
      />
    </>
  );
}
