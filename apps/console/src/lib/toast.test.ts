import type { toast as SonnerToast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { dismissAllToasts, toast, toasterListening, whenToasterWanted } from './toast';

function fakeSonner() {
  const shown: string[] = [];
  const sonner = Object.assign((title: string) => shown.push(`default:${title}`), {
    success: (title: string) => shown.push(`success:${title}`),
    error: (title: string) => shown.push(`destructive:${title}`),
  }) as unknown as typeof SonnerToast;
  return { sonner, shown };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toast', () => {
  it('asks for the toaster, keeps the toast until one listens, and does so again after a toaster stops', async () => {
    const wanted = vi.fn();
    whenToasterWanted(wanted);
    toast({ title: 'Saved', variant: 'success' });
    expect(wanted).toHaveBeenCalledTimes(1);

    const first = fakeSonner();
    const stop = toasterListening(first.sonner);
    await settle();
    expect(first.shown).toEqual(['success:Saved']);
    toast({ title: 'Again' });
    await settle();
    expect(first.shown).toEqual(['success:Saved', 'default:Again']);
    expect(wanted).toHaveBeenCalledTimes(1);

    // The toaster unmounts (a test's cleanup): the next toast asks at once for the next one and waits for it.
    stop();
    toast({ title: 'Failed', variant: 'destructive' });
    expect(wanted).toHaveBeenCalledTimes(2);
    await settle();
    expect(first.shown).toEqual(['success:Saved', 'default:Again']);
    const second = fakeSonner();
    toasterListening(second.sonner);
    await settle();
    expect(second.shown).toEqual(['destructive:Failed']);
  });

  it('keeps a toaster that mounted before the previous one unmounted (the next story renders first)', async () => {
    // Both are sonner's one `toast`, as in the app; the first toaster of this test starts from none listening.
    const sonner = fakeSonner();
    toasterListening(sonner.sonner)();
    const stopPrevious = toasterListening(sonner.sonner);
    toasterListening(sonner.sonner);
    stopPrevious();
    const wanted = vi.fn();
    whenToasterWanted(wanted);
    toast({ title: 'Shown' });
    expect(wanted).not.toHaveBeenCalled();
    await settle();
    expect(sonner.shown).toEqual(['default:Shown']);
  });

  it('starts clean: dismisses what shows and drops what waited for a toaster', async () => {
    const sonner = fakeSonner();
    const dismiss = vi.fn();
    Object.assign(sonner.sonner, { dismiss });
    toasterListening(sonner.sonner)();
    toast({ title: 'From the story before' });
    dismissAllToasts();
    expect(dismiss).toHaveBeenCalledTimes(1);
    toasterListening(sonner.sonner);
    toast({ title: 'This story’s' });
    await settle();
    expect(sonner.shown).toEqual(['default:This story’s']);
  });
});
