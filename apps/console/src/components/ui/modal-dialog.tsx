import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, right-aligned under the content. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A controlled dialog over Headless UI: focus moves in, is trapped, and returns to the opener on close;
 * Escape and a click outside call `onClose`. Tests assert on the dialog's content, not on its root element.
 * Screens use `Modal` (modal.tsx), which loads this when a dialog first opens.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  className = 'max-w-lg',
}: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-scrim" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className={`flex max-h-[90vh] w-full flex-col rounded-xl bg-surface-raised shadow-dialog ${className}`}
        >
          <div className="px-6 pt-6">
            <DialogTitle className="text-lg font-semibold text-fg">{title}</DialogTitle>
            {description ? (
              <Description className="mt-1 text-sm text-fg-muted">{description}</Description>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4">{children}</div>
          {footer ? (
            <div className="flex justify-end gap-3 border-t border-line px-6 py-4">{footer}</div>
          ) : null}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
