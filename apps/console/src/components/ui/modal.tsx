import { Suspense } from 'react';
import { lazyWithPreload, useOpenedOnce } from '../../lib/lazy-with-preload';
import type { ModalProps } from './modal-dialog';

export type { ModalProps } from './modal-dialog';

// Headless UI's dialog is not on the first screen: it loads when a dialog first opens, or before, at an idle moment
// after the first screen (`preloadModal`, called by the shell; docs/decisions/0023-first-screen-code.md).
const ModalDialog = lazyWithPreload(() => import('./modal-dialog').then((module) => module.ModalDialog));

export const preloadModal = ModalDialog.preload;

/**
 * A controlled dialog (modal-dialog.tsx): nothing until it first opens, then mounted for good, so closing animates
 * and returns focus as Headless UI does.
 */
export function Modal(props: ModalProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog.Component {...props} />
    </Suspense>
  );
}
