import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

/** The second step: what was just made, shown this once. */
export interface ShownOnce {
  /** The heading once made ("Build server created"). */
  title: string;
  /** The warning above it: what to copy, and that it is not shown again. */
  warning: string;
  /** What to copy (copy fields, a configuration): the caller's. */
  children: ReactNode;
}

export interface ShownOnceDialogProps {
  open: boolean;
  /** Cancel, Escape and a click outside on the first step; Done on the second. Never while `busy`. */
  onClose: () => void;
  /** The first step's heading ("Create service account"). */
  title: string;
  /** One line under the first step's heading. */
  description?: string;
  /** The first step: the form that makes it. Without one, the dialog opens on the second step. */
  children?: ReactNode;
  /** The request is under way: nothing closes the dialog until it answers. */
  busy?: boolean;
  /** Set once made: the dialog shows it, and only Done closes it. */
  shown: ShownOnce | null;
}

/**
 * Something shown once (a client secret, an enrolment token, a signing secret): a form, then what it made with its
 * warning and Done. Only Done closes the second step, so Escape or a stray click cannot lose it uncopied; the caller
 * holds it in component state and drops it on close.
 */
export function ShownOnceDialog({
  open,
  onClose,
  title,
  description,
  children,
  busy = false,
  shown,
}: ShownOnceDialogProps) {
  return (
    <Modal
      open={open}
      onClose={busy || shown ? () => undefined : onClose}
      title={shown ? shown.title : title}
      description={shown ? undefined : description}
      // Wide enough for a configuration's longest line once it shows.
      className={shown ? 'max-w-2xl' : 'max-w-lg'}
    >
      {shown ? (
        <div className="space-y-4">
          <p
            role="note"
            className="rounded-md border border-warning bg-warning-subtle p-3 text-sm font-medium text-warning-fg"
          >
            {shown.warning}
          </p>
          {shown.children}
          <div className="flex justify-end">
            <Button onClick={onClose} data-autofocus>
              Done
            </Button>
          </div>
        </div>
      ) : (
        children
      )}
    </Modal>
  );
}
