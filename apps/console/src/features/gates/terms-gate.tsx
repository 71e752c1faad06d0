import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { MESSAGES } from '@pod-console/hooks/domain';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TERMS_SCROLL_THRESHOLD_PX } from '../../lib/ui-constants';

const TermsMarkdown = lazy(() =>
  import('./terms-markdown').then((module) => ({ default: module.TermsMarkdown })),
);

export interface TermsGateProps {
  /** The markdown text of the version to sign. */
  text: string;
  submitting?: boolean;
  onAgree: () => void;
  /** Stories start scrolled; the app never does. */
  initiallyScrolled?: boolean;
}

/** Commits together with the lazy markdown, so its effect tells the gate the text is on screen. */
function Rendered({ onRendered }: { onRendered: () => void }) {
  useEffect(onRendered, [onRendered]);
  return null;
}

// Nothing closes this dialog but agreeing (spec §2: not dismissable by outside click or Escape).
const ignoreClose = () => {};

/** spec §2 terms gate: "I Agree" is enabled once the text has been scrolled to within 20 px of its bottom. */
export function TermsGate({ text, submitting = false, onAgree, initiallyScrolled = false }: TermsGateProps) {
  const [scrolledToEnd, setScrolledToEnd] = useState(initiallyScrolled);
  const scroller = useRef<HTMLDivElement | null>(null);

  const check = useCallback(() => {
    const element = scroller.current;
    if (element == null) return;
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    // Once enabled it stays enabled (spec §2), so only ever set true.
    if (distance <= TERMS_SCROLL_THRESHOLD_PX) setScrolledToEnd(true);
  }, []);

  // A text short enough to show whole is already "scrolled to the bottom". Measured only once the markdown has
  // rendered (a loading spinner alone would fit), and again whenever the panel or the text changes size.
  const [rendered, setRendered] = useState(false);
  const markRendered = useCallback(() => setRendered(true), []);
  useEffect(() => {
    const element = scroller.current;
    if (!rendered || element == null) return;
    if (typeof ResizeObserver === 'undefined') return check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [rendered, check]);

  return (
    <Dialog open onClose={ignoreClose} className="relative z-50">
      <div className="fixed inset-0 bg-scrim" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="flex max-h-[90vh] w-full max-w-2xl flex-col rounded-xl bg-surface-raised shadow-dialog">
          <div className="border-b border-line px-6 pt-6 pb-4">
            <DialogTitle className="text-lg font-semibold text-fg">{MESSAGES.termsUpdatedTitle}</DialogTitle>
            <Description className="mt-1 text-sm text-fg-muted">{MESSAGES.termsUpdatedBody}</Description>
          </div>
          <div
            ref={scroller}
            onScroll={check}
            tabIndex={0}
            role="region"
            aria-label="Terms of Service"
            data-testid="terms-text"
            className="min-h-0 flex-1 overflow-y-auto px-6 py-4 focus-visible:outline-2 focus-visible:outline-focus"
          >
            <div>
              <Suspense fallback={<Spinner size={24} label="Loading the terms" className="text-accent-fg" />}>
                <TermsMarkdown text={text} />
                <Rendered onRendered={markRendered} />
              </Suspense>
            </div>
          </div>
          <div className="flex items-center justify-end gap-3 border-t border-line px-6 py-4">
            {!scrolledToEnd ? (
              <p id="terms-scroll-hint" className="mr-auto text-sm text-fg-muted">
                Scroll to the end to agree.
              </p>
            ) : null}
            <Button
              onClick={onAgree}
              disabled={!scrolledToEnd}
              aria-describedby={!scrolledToEnd ? 'terms-scroll-hint' : undefined}
              busy={submitting}
            >
              I Agree
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
