import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/** A module of the app's own code that could not be fetched (offline, a chunk gone). */
export class LoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded', { cause });
    this.name = 'LoadError';
  }
}

/** Whether an error caught by a boundary is a failed load rather than a fault in the code. */
export const isLoadError = (error: unknown): error is LoadError => error instanceof LoadError;

/** How to ask again for each load that failed, until `retryFailedLoads` does. */
const failed = new Set<() => void>();

/**
 * Asks again for every module whose load failed: their components then load afresh on their
 * next render. A load error's "Try again" calls it, and so does leaving the screen that failed.
 */
export function retryFailedLoads(): void {
  const resets = [...failed];
  failed.clear();
  resets.forEach((reset) => reset());
}

/** Loads under way, so that a test can end only once its loads have (test/setup.ts). */
const underWay = new Set<Promise<unknown>>();

/**
 * Resolves once no load is under way. Web test files share their modules (vitest.config.ts):
 * a page still loading when a file's document was torn down failed there ("loaded after the
 * environment was torn down"), and that failure, kept here, was the next file's screen.
 */
export async function loadsSettled(): Promise<void> {
  while (underWay.size > 0) await Promise.allSettled([...underWay]);
}

/** A component loaded on demand, and how to start its load ahead of its first render. */
export interface RetryableLazy<P extends object> {
  Component: (props: P) => ReactElement;
  /** Starts loading (once until it fails); rendering later uses the same load. */
  preload: () => Promise<{ default: ComponentType<P> }>;
}

/**
 * `React.lazy` that can be retried. React keeps a lazy component's rejected load for good, so
 * a screen that failed offline would stay failed until a full reload: a failed load is
 * forgotten instead by `retryFailedLoads`, which swaps in a fresh `lazy` that calls `load`
 * again. Not at once on failure: the swap would re-render into a new attempt, looping offline
 * rather than letting the error boundary say so. The rejection is a `LoadError`, so that
 * boundary can tell it from a bug.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): RetryableLazy<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    if (loading) return loading;
    loading = load().catch((cause: unknown) => {
      failed.add(reset);
      throw new LoadError(cause);
    });
    const settled: Promise<unknown> = loading.then(
      () => underWay.delete(settled),
      () => underWay.delete(settled),
    );
    underWay.add(settled);
    return loading;
  };
  let Lazy = lazy(preload);
  function reset() {
    loading = undefined;
    Lazy = lazy(preload);
  }
  // `Lazy` is read at render time, so a retry's fresh one takes the failed one's place.
  const Component = (props: P) => createElement(Lazy as ComponentType<P>, props);
  return { Component, preload };
}
