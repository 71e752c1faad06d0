// A thin helper over sonner so screens speak in the spec's terms: a title, an optional description, and one of
// the three variants of spec §2 (default, success, destructive). Durations and limits live on <Toaster>.
import { toast as sonnerToast, type ExternalToast } from 'sonner';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Overrides the spec's 5000 ms, e.g. the 2000 ms "Link copied to clipboard" toast (spec §9). */
  duration?: number;
}

export function toast({ title, description, variant = 'default', duration }: ToastInput): string | number {
  const options: ExternalToast = {};
  if (description != null) options.description = description;
  if (duration != null) options.duration = duration;
  switch (variant) {
    case 'success':
      return sonnerToast.success(title, options);
    case 'destructive':
      return sonnerToast.error(title, options);
    default:
      return sonnerToast(title, options);
  }
}

/** Removes every toast (stories and tests start clean). */
export function dismissAllToasts(): void {
  sonnerToast.dismiss();
}
