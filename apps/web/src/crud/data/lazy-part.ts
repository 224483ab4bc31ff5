import { createElement, type ComponentType } from 'react';
import { LoadErrorBoundary } from '../../components/load-error-boundary';
import { retryableLazy } from '../../components/retryable-lazy';

/**
 * A part of a record type's screens (a field's own input, what its detail page adds) loaded
 * with the page that shows it, not with the registry: the menu and the first screen need the
 * declarations, not the forms and panels they name. Render it inside a `Suspense`. If its
 * code cannot be loaded (offline), a short message with "Try again" takes its place, and the
 * rest of the page stays.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const { Component } = retryableLazy(async () => ({ default: await load() }));
  return (props: P) =>
    createElement(LoadErrorBoundary, { size: 'part', children: createElement(Component, props) });
}
