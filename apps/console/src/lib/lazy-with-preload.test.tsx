import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstScreen,
  lazyWithPreload,
  useCodeLoaded,
  useOpenedOnce,
  type PreloadableCode,
} from './lazy-with-preload';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe('lazyWithPreload', () => {
  it('loads on first render, showing the fallback until the code is in', async () => {
    const code = deferred<typeof Greeting>();
    const load = vi.fn(() => code.promise);
    const Lazy = lazyWithPreload(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy.Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => code.resolve(Greeting));
    expect(await screen.findByText('Hello Ada', {}, { timeout: 1000 })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without a fallback, once preloaded; the code is loaded once', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = lazyWithPreload(load);
    await Lazy.preload();
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy.Component name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next need', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(Greeting);
    const Lazy = lazyWithPreload(load);
    await expect(Lazy.preload()).rejects.toThrow('network');
    await expect(Lazy.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useCodeLoaded', () => {
  afterEach(cleanup);
  function Waiting({ codes }: { codes: readonly PreloadableCode[] }) {
    return <p>{useCodeLoaded(codes) ? 'ready' : 'waiting'}</p>;
  }

  it('shows the code once it is in, also when it arrives between the render and the effect', async () => {
    // Loaded from its second question on: the render asks first (not yet), the effect after it (in by then).
    let asked = 0;
    const code: PreloadableCode = { isLoaded: () => (asked += 1) > 1, preload: () => Promise.resolve() };
    const codes = [code];
    render(<Waiting codes={codes} />);
    expect(await screen.findByText('ready', {}, { timeout: 1000 })).toBeTruthy();
  });

  it('waits for code that is not in, then shows it', async () => {
    let loaded = false;
    let arrive!: () => void;
    const arrived = new Promise<void>((done) => (arrive = done));
    const codes: PreloadableCode[] = [{ isLoaded: () => loaded, preload: () => arrived }];
    render(<Waiting codes={codes} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    loaded = true;
    await act(async () => arrive());
    expect(await screen.findByText('ready', {}, { timeout: 1000 })).toBeTruthy();
  });
});

describe('useOpenedOnce', () => {
  function Probe({ open }: { open: boolean }) {
    return <p>{useOpenedOnce(open) ? 'mounted' : 'nothing'}</p>;
  }

  it('is false until open, then true for good', () => {
    const { rerender } = render(<Probe open={false} />);
    expect(screen.getByText('nothing')).toBeTruthy();
    rerender(<Probe open />);
    expect(screen.getByText('mounted')).toBeTruthy();
    rerender(<Probe open={false} />);
    expect(screen.getByText('mounted')).toBeTruthy();
  });
});

describe('afterFirstScreen', () => {
  it('waits the delay, then an idle moment; cancelled, it never runs', () => {
    vi.useFakeTimers();
    try {
      const task = vi.fn();
      const cancelled = vi.fn();
      afterFirstScreen(task, { delayMs: 3000 });
      const cancel = afterFirstScreen(cancelled, { delayMs: 3000 });
      vi.advanceTimersByTime(2999);
      expect(task).not.toHaveBeenCalled();
      cancel();
      vi.advanceTimersByTime(5000);
      expect(task).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
