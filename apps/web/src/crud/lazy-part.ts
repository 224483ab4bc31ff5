import { lazy, type ComponentType } from 'react';

/**
 * A part of a record type's screens (a field's own input, what its detail page adds) loaded
 * with the page that shows it, not with the registry: the menu and the first screen need the
 * declarations, not the forms and panels they name. Render it inside a `Suspense`.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
