import { useCallback, useState } from 'react';

export const DISPLAY_MODES = ['grid', 'masonry', 'list', 'table'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

const storageKey = (key: string) => `caffee.displayMode.${key}`;

function readMode(key: string): DisplayMode {
  try {
    const stored = localStorage.getItem(storageKey(key));
    return (DISPLAY_MODES as readonly string[]).includes(stored ?? '')
      ? (stored as DisplayMode)
      : 'grid';
  } catch {
    return 'grid';
  }
}

/** A list's display mode, remembered per record type in this browser. */
export function useDisplayMode(key: string) {
  const [mode, setModeState] = useState<DisplayMode>(() => readMode(key));
  const setMode = useCallback(
    (next: DisplayMode) => {
      setModeState(next);
      try {
        localStorage.setItem(storageKey(key), next);
      } catch {
        // Private mode: the choice lasts for this page only.
      }
    },
    [key],
  );
  return [mode, setMode] as const;
}
