// Story data for deleting an account: what the preview says, camelCase for the dialog and on the wire (typed by the
// contract) for the stories over the API. The people and organizations are the shared fixtures'.
import { ACCOUNT_DELETION_MESSAGES } from '@pod-console/hooks/domain';
import type { AccountDeletion, components } from '@pod-console/sdk';
import { ACME, GLOBEX, INITECH } from '../../testing/fixtures';

type Wire = components['schemas'];

/** Ada's own workshop, which she owns alone: deleted with her account. */
export const WORKSHOP = { id: 'org-workshop', name: "Ada's Workshop" };

/** Both reasons: Acme has other members; Globex, which Ada owns alone, has a plan that renews. */
export const BLOCKED: AccountDeletion = {
  allowed: false,
  blocks: [
    {
      organizationId: ACME.id,
      organizationName: ACME.name,
      reason: 'other_members',
      message: ACCOUNT_DELETION_MESSAGES.otherMembers(ACME.name),
    },
    {
      organizationId: GLOBEX.id,
      organizationName: GLOBEX.name,
      reason: 'plan_renews',
      message: ACCOUNT_DELETION_MESSAGES.planRenews(GLOBEX.name, 'Dec 24, 2026'),
    },
  ],
  membershipsEnded: [],
  organizationsDeleted: [],
};

/** Allowed: two memberships end; the workshop goes with the account. */
export const ALLOWED: AccountDeletion = {
  allowed: true,
  blocks: [],
  membershipsEnded: [
    { organizationId: GLOBEX.id, organizationName: GLOBEX.name, role: 'ADMIN' },
    { organizationId: INITECH.id, organizationName: INITECH.name, role: 'LICENSE_MANAGER' },
  ],
  organizationsDeleted: [{ organizationId: WORKSHOP.id, organizationName: WORKSHOP.name }],
};

/** The same, as GET /users/current-user/deletion answers it. */
export const wireAccountDeletion = (deletion: AccountDeletion): Wire['AccountDeletion'] => ({
  allowed: deletion.allowed,
  blocks: deletion.blocks.map((block) => ({
    organization_id: block.organizationId,
    organization_name: block.organizationName,
    reason: block.reason,
    message: block.message,
  })),
  memberships_ended: deletion.membershipsEnded.map((membership) => ({
    organization_id: membership.organizationId,
    organization_name: membership.organizationName,
    role: membership.role,
  })),
  organizations_deleted: deletion.organizationsDeleted.map((organization) => ({
    organization_id: organization.organizationId,
    organization_name: organization.organizationName,
  })),
});
