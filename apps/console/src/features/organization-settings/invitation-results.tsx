import { INVITATION_OUTCOME_LABELS } from '@pod-console/hooks/domain';
import type { InvitationResult } from '@pod-console/sdk';
import { Button } from '../../components/ui/button';

export interface InvitationResultsProps {
  results: readonly InvitationResult[];
  onDone: () => void;
}

/**
 * What became of each address of an invitation: invited, or skipped as already a member or already invited (the
 * domain's words). It replaces the form, whose button goes with it: Done takes the focus, so the keyboard is not
 * left on nothing.
 */
export function InvitationResults({ results, onDone }: InvitationResultsProps) {
  return (
    <div>
      <ul aria-label="Invitation results" className="divide-y divide-line rounded-lg border border-line">
        {results.map((result) => (
          <li
            key={result.email}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2 text-sm"
          >
            <span className="min-w-0 break-all text-fg">{result.email}</span>
            <span
              className={result.outcome === 'invited' ? 'font-semibold text-success-fg' : 'text-fg-muted'}
            >
              {INVITATION_OUTCOME_LABELS[result.outcome]}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex justify-end">
        <Button onClick={onDone} autoFocus>
          Done
        </Button>
      </div>
    </div>
  );
}
