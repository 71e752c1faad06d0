import type { toast as SonnerToast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { toast, toasterListening, whenToasterWanted } from './toast';

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
});
