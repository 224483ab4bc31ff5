import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
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
export async function keepQueuedWrites(queryClient: QueryClient): Promise<() => void> {
  // The writes that may wait, and how each is sent: loaded apart from the first screen's files
  // (they bring the contract's schemas), before any is restored.
  const [{ setAnswerDefaults }, { setResponseDefaults }] = await Promise.all([
    import('../records/engagement/questions/send-answer'),
    import('../records/engagement/surveys/send-response'),
  ]);
  setAnswerDefaults(queryClient);
  setResponseDefaults(queryClient);
  const [stop, restored] = persistQueryClient({
    queryClient,
    persister: createAsyncStoragePersister({
      storage: keptStorage,
      key: 'queued-writes',
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
