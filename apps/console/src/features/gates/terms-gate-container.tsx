import { MESSAGES, supportAtHostText, useSignTerms } from '@pod-console/hooks';
import { supportHost } from '../../lib/support-host';
import { toastWriteFailure } from '../../lib/write-failure';
import { TermsGate } from './terms-gate';

export interface TermsGateContainerProps {
  version: string;
  text: string;
}

/** Records the acceptance (spec §4: version and the hash of the trimmed text); the refreshed status lifts the gate. */
export function TermsGateContainer({ version, text }: TermsGateContainerProps) {
  const signTerms = useSignTerms({
    // spec §8 prints no message for this failure (MESSAGES.termsSignFailed is decided); the button comes back
    // so the user can try again.
    onError: (error) => {
      console.error('[console] accepting the terms failed', error);
      toastWriteFailure(MESSAGES.termsSignFailed, error, { supportText: supportAtHostText(supportHost()) });
    },
  });
  return (
    <TermsGate
      text={text}
      submitting={signTerms.isPending}
      onAgree={() => signTerms.mutate({ version, termsText: text })}
    />
  );
}
