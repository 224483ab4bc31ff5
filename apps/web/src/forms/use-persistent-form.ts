import { useCallback, useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const PREFIX = 'caffee-draft:';
// Secrets never go to storage, even for the length of a session.
const SENSITIVE = /password|token|secret/i;

function readDraft(storageKey: string): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(storageKey);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function writeDraft(storageKey: string, values: FieldValues) {
  const kept = Object.entries(values).filter(
    ([name, value]) => !SENSITIVE.test(name) && value !== undefined && value !== '',
  );
  if (kept.length === 0) sessionStorage.removeItem(storageKey);
  else sessionStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(kept)));
}

/**
 * Keeps a react-hook-form draft in sessionStorage under `key`: saved as it changes,
 * restored on mount (e.g. back from a login after the session expired). Fields named like
 * passwords or tokens are never saved. Returns `clearDraft`, to call after a successful submit.
 */
export function usePersistentForm<T extends FieldValues>(key: string, form: UseFormReturn<T>) {
  const storageKey = PREFIX + key;

  useEffect(() => {
    const draft = readDraft(storageKey);
    if (draft) {
      const current: Record<string, unknown> = form.getValues();
      const restored = Object.fromEntries(
        Object.entries(draft).filter(([name]) => name in current && !SENSITIVE.test(name)),
      );
      form.reset({ ...current, ...restored } as T, { keepDefaultValues: true });
    }
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => writeDraft(storageKey, values),
    });
  }, [form, storageKey]);

  return useCallback(() => sessionStorage.removeItem(storageKey), [storageKey]);
}
