import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient, type PersistedClient } from '@tanstack/react-query-persist-client';
import { KEEP_FOR_MS, keptStorage } from './offline-store';

/**
 * Writes made without a connection wait in React Query as paused mutations (a mutation whose
 * options say `networkMode: 'online'`: an answer, records/engagement/questions/send-answer.ts; a survey's
 * response, records/engagement/surveys/send-response.ts) and
 * are sent when the browser is back online. Kept in the browser's store at once (no throttle),
 * they survive a reload: restored here at start and sent again. Only paused writes are kept,
 * no reads (kept-queries.ts keeps those). Call once the signed-in user is known; the returned
 * function stops keeping (logout).
 */
const KEY = 'queued-writes';

/** Whether an earlier visit left a write waiting (the persister's stored `PersistedClient`). */
async function writesKept(): Promise<boolean> {
  const stored = await keptStorage.getItem(KEY);
  if (!stored) return false;
  try {
    return (JSON.parse(stored) as PersistedClient).clientState.mutations.length > 0;
  } catch {
    return false;
  }
}

export async function keepQueuedWrites(queryClient: QueryClient): Promise<() => void> {
  // How each kept write is sent must be known before it is restored. It comes with the write's
  // own code, which brings the contract's schemas: loaded only when a write was kept, not with
  // every first screen (issue 41). A write made in this visit carries its own.
  if (await writesKept()) {
    const [{ setAnswerDefaults }, { setResponseDefaults }] = await Promise.all([
      import('../records/engagement/questions/send-answer'),
      import('../records/engagement/surveys/send-response'),
    ]);
    setAnswerDefaults(queryClient);
    setResponseDefaults(queryClient);
  }
  const [stop, restored] = persistQueryClient({
    queryClient,
    persister: createAsyncStoragePersister({
      storage: keptStorage,
      key: KEY,
      throttleTime: 0,
    }),
    maxAge: KEEP_FOR_MS,
    dehydrateOptions: {
      shouldDehydrateQuery: () => false,
      shouldDehydrateMutation: (mutation) => mutation.state.isPaused,
    },
  });
  // Restored writes go out now, or, offline, as soon as the connection returns.
  void restored.then(() => queryClient.resumePausedMutations());
  return stop;
}
