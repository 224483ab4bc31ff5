import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WRONG_SERVICES } from '../api/error-message';
import { keepForOffline, keptReads } from './kept-queries';

// The browser's store, as a map: what is kept, and when it was saved.
const kept = new Map<string, { savedAt: number; value: unknown }>();
vi.mock('./offline-store', () => ({
  keep: (key: string, value: unknown) => {
    kept.set(key, { savedAt: Date.now(), value });
    return Promise.resolve();
  },
  recall: (key: string) => Promise.resolve(kept.get(key)),
}));

function clientWith(answer: () => Promise<unknown>) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, persister: keepForOffline } },
  });
  return (key: string) => client.fetchQuery({ queryKey: [key], queryFn: answer });
}

describe('reads kept for offline use', () => {
  beforeEach(() => kept.clear());

  it('keeps what the network answered, and answers from it only when nothing answers', async () => {
    const online = clientWith(() => Promise.resolve({ rows: [1, 2] }));
    await expect(online('news')).resolves.toEqual({ rows: [1, 2] });
    await vi.waitFor(() => expect(kept.get('query:["news"]')?.value).toEqual({ rows: [1, 2] }));
    const savedAt = kept.get('query:["news"]')!.savedAt;

    const offline = clientWith(() => Promise.reject(WRONG_SERVICES));
    await expect(offline('news')).resolves.toEqual({ rows: [1, 2] });
    expect(keptReads.oldestAmong(['["news"]'])).toBe(savedAt);

    // Answered by the network again, it is no longer shown from what was kept.
    await online('news');
    expect(keptReads.oldestAmong(['["news"]'])).toBeNull();
  });

  it('passes a refusal on, and no answer when nothing was kept', async () => {
    const refused = clientWith(() => Promise.reject({ code: 'forbidden' }));
    await expect(refused('laws')).rejects.toEqual({ code: 'forbidden' });
    const offline = clientWith(() => Promise.reject(WRONG_SERVICES));
    await expect(offline('laws')).rejects.toBe(WRONG_SERVICES);
    expect(kept.size).toBe(0);
  });
});
