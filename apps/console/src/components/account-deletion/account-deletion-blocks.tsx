import type { AccountDeletion } from '@pod-console/sdk';
import { Link } from 'wouter';

export interface AccountDeletionBlocksProps {
  blocks: AccountDeletion['blocks'];
  /** The organization the console shows now: its pages are where its blocks are resolved. */
  selectedOrganizationId: string | null;
}

// The page where each reason is resolved. The console's routes show the selected organization only, so only a block
// of that one gets a link; the message names the page for the others.
const WHERE: Record<AccountDeletion['blocks'][number]['reason'], { path: string; page: string }> = {
  other_members: { path: '/settings/organization', page: 'Organization Settings' },
  plan_renews: { path: '/billing', page: 'Plan & Billing' },
};

/**
 * Why the account cannot be deleted yet (docs/decisions/0038-export-and-account-deletion.md): each organization in
 * the way, in the API's words, which say what to do first.
 */
export function AccountDeletionBlocks({ blocks, selectedOrganizationId }: AccountDeletionBlocksProps) {
  return (
    <div className="space-y-3 text-sm text-fg">
      <p>Your account cannot be deleted yet:</p>
      <ul aria-label="What is in the way" className="space-y-3">
        {blocks.map((block) => {
          const where = WHERE[block.reason];
          return (
            <li
              key={`${block.organizationId}-${block.reason}`}
              className="rounded-md border border-warning bg-warning-subtle p-3 text-warning-fg"
            >
              <p>{block.message}</p>
              {block.organizationId === selectedOrganizationId ? (
                <Link href={where.path} className="mt-2 inline-block font-semibold text-accent-fg underline">
                  Open {where.page}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
