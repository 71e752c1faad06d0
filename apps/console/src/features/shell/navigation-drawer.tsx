import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

export interface NavigationDrawerProps {
  open: boolean;
  onClose: () => void;
  /** What the drawer's title shows (the brand). */
  title: ReactNode;
  children?: ReactNode;
}

/**
 * spec §2: under 1024 px the sidebar is a drawer, a dialog from the left: focus moves in and is trapped, Escape and
 * a click outside close it. The shell loads it when it first opens (shell-controls.ts).
 */
export function NavigationDrawer({ open, onClose, title, children }: NavigationDrawerProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-scrim" />
      <DialogPanel className="fixed inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-surface p-4 shadow-dialog">
        <div className="flex items-center justify-between">
          <DialogTitle as="div">{title}</DialogTitle>
          <Button variant="ghost" aria-label="Close navigation" onClick={onClose} className="px-2">
            <span aria-hidden="true" className="text-xl leading-none">
              ×
            </span>
          </Button>
        </div>
        {children}
      </DialogPanel>
    </Dialog>
  );
}
