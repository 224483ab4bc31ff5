import type { ComponentType } from 'react';
import { retryableLazy } from '../components/retryable-lazy';

/** A page loaded on demand that can also be asked for ahead of its first render. */
export type LazyPage = ComponentType & {
  /** Starts loading the page's files (once, until it fails); rendering it later uses the same load. */
  preload: () => Promise<unknown>;
};

/**
 * A page loaded on demand (`retryableLazy`: a failed load is asked for again by the layout's
 * "Try again") with a `preload`: the app asks for the page of the address it opens on while
 * the session is still being checked, instead of after the layout has rendered.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  const { Component, preload } = retryableLazy(load);
  return Object.assign(Component, { preload });
}
