import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** Called on Cancel, Escape and a click outside; never while `busy`. */
  onClose: () => void;
  /** Names the dialog and what it does ("Revoke License"). */
  title: string;
  /** One line under the title (whose licence, which organization). */
  description?: ReactNode;
  /** What will happen: the consequence, in sentences. */
  children?: ReactNode;
  /** The confirm button's label: the action itself ("Revoke", "Leave"). */
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** `danger` for what cannot be undone; `primary` for a confirmation that destroys nothing. */
  variant?: 'danger' | 'primary';
  /** The confirmed request is under way: the confirm button is busy, Cancel and closing wait for the answer. */
  busy?: boolean;
  /** The confirm button cannot be pressed (nothing to confirm yet). */
  confirmDisabled?: boolean;
  /** Why the last attempt failed, shown above the buttons; the dialog stays open to try again. */
  error?: ReactNode;
}

/**
 * A question before an action: what will happen, Cancel, and the action. Cancel takes the focus when it opens, so a
 * destructive action is never one Enter away; a request in flight cannot be taken back, so the dialog waits for it.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  children,
  confirmLabel,
  onConfirm,
  variant = 'danger',
  busy = false,
  confirmDisabled = false,
  error,
}: ConfirmDialogProps) {
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button variant={variant} onClick={onConfirm} disabled={confirmDisabled} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-danger-fg">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
