// A thin helper over sonner so screens speak in the spec's terms: a title, an optional description, and one of
// the three variants of spec §2 (default, success, destructive). Durations and limits live on <Toaster>.
//
// sonner loads with <Toaster>, in its own chunk, not with the first page (docs/architecture.md, "Budgets"):
// a toast sent before the toaster listens waits for it, so none is lost.
import type { ExternalToast, toast as SonnerToast } from 'sonner';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Overrides the spec's 5000 ms, e.g. the 2000 ms "Link copied to clipboard" toast (spec §9). */
  duration?: number;
}

let listening: (sonner: typeof SonnerToast) => void = () => undefined;
let toaster = new Promise<typeof SonnerToast>((resolve) => (listening = resolve));
let heard = false;
/** The toaster that listens now, told apart from one that mounted after it. */
let current: object | null = null;
/** sonner's toast function, once a toaster has brought it. */
let sonnerToast: typeof SonnerToast | null = null;
/** Who loads the toaster when a toast comes before it does (app/providers.tsx). */
let wanted: () => void = () => undefined;

/**
 * Called by <Toaster> once it listens: the toasts sent so far show, and every later one at once. Answers what to
 * call when it stops listening (it unmounts): later toasts wait for, and ask for, the next toaster, as the first
 * ones did. An app mounts one toaster for its life; tests and stories mount one per render.
 */
export function toasterListening(sonner: typeof SonnerToast): () => void {
  const listener = {};
  current = listener;
  heard = true;
  sonnerToast = sonner;
  listening(sonner);
  return () => {
    // A toaster that mounted meanwhile (the next story, the next test) listens already: it stays the one.
    if (current !== listener) return;
    current = null;
    heard = false;
    toaster = new Promise((resolve) => (listening = resolve));
  };
}

/** `load` runs when a toast is sent while no toaster listens yet: the toaster loads after the first screen. */
export function whenToasterWanted(load: () => void): void {
  wanted = load;
}

export function toast({ title, description, variant = 'default', duration }: ToastInput): void {
  const options: ExternalToast = {};
  if (description != null) options.description = description;
  if (duration != null) options.duration = duration;
  if (!heard) wanted();
  void toaster.then((sonnerToast) => {
    switch (variant) {
      case 'success':
        return sonnerToast.success(title, options);
      case 'destructive':
        return sonnerToast.error(title, options);
      default:
        return sonnerToast(title, options);
    }
  });
}

/**
 * Removes every toast (stories and tests start clean): those shown, and those waiting for a toaster, which belong to
 * the story or test before.
 */
export function dismissAllToasts(): void {
  sonnerToast?.dismiss();
  if (!heard) toaster = new Promise((resolve) => (listening = resolve));
}
