import { lazy, useEffect, useState, type ComponentType, type JSX } from 'react';

/** Code that can be loaded ahead of rendering, and asked whether it is in. */
export interface PreloadableCode {
  preload(): Promise<unknown>;
  isLoaded(): boolean;
}

/**
 * A component whose code loads on first render, or earlier through `preload()`; once loaded, new instances render
 * without suspending, which spares React 19's 300 ms hold after a fallback (docs/decisions/0023-first-screen-code.md).
 * An instance that did suspend keeps its lazy component. Render it inside a `<Suspense>`.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (a network blip) is tried again on the next need.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P & JSX.IntrinsicAttributes) {
    const [Implementation] = useState<ComponentType<P>>(
      () => loaded ?? (Lazy as unknown as ComponentType<P>),
    );
    return <Implementation {...props} />;
  }
  return { Component: Preloadable, preload, isLoaded: () => loaded != null };
}

/**
 * Whether all of `codes` is loaded, loading what is not: false until then, and the caller renders what it shows
 * while data loads, not a Suspense fallback. A fallback that commits makes React hold back the next reveal of
 * Suspense content for 300 ms; waiting here instead, the content commits in the render that follows the last load.
 * A failed load counts as done: the lazy component then suspends and tries again itself.
 */
export function useCodeLoaded(codes: readonly PreloadableCode[]): boolean {
  const allLoaded = () => codes.every((code) => code.isLoaded());
  const [, setSettled] = useState(0);
  const [failed, setFailed] = useState(false);
  const loaded = allLoaded();
  useEffect(() => {
    // What this render saw, not what is loaded now: code that arrived between the render and this effect (the
    // effect may run a frame later) must still bring the render that shows it, or the caller waits for good.
    if (loaded) return undefined;
    let current = true;
    Promise.all(codes.map((code) => code.preload())).then(
      () => current && setSettled((count) => count + 1),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [codes, loaded]);
  return loaded || failed;
}

/**
 * Whether `open` has been true at any render of this component: a lazily loaded dialog renders nothing before it
 * first opens, then stays mounted, so closing animates and returns focus as Headless UI does.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export interface AfterFirstScreenTiming {
  /** How long the first screen has the network and the processor to itself. Default 3 s. */
  delayMs?: number;
  /** The longest wait for an idle moment after that; the task then runs anyway. Default 2 s. */
  idleTimeoutMs?: number;
}

/** Runs `task` at an idle moment once the first screen has had the network and the processor (a few seconds). */
export function afterFirstScreen(
  task: () => void,
  { delayMs = 3000, idleTimeoutMs = 2000 }: AfterFirstScreenTiming = {},
): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function')
      idle = requestIdleCallback(task, { timeout: idleTimeoutMs });
    else task();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
