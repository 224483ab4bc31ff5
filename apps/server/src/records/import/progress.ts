// How far each running import has read its file, for `GET {type}/import/progress/{id}`: kept
// in this process's memory (the import runs in one request of one process; a few numbers per
// import), under the importer's id and the id their screen made up for the request.
import type { ImportProgress } from '@caffee/contract';

/** More running imports than any council has at once: past it the oldest is forgotten. */
const MAX_RUNNING = 1000;

export function importProgress() {
  const running = new Map<string, ImportProgress>();
  const key = (userId: number, id: string) => `${userId}:${id}`;
  return {
    /** Sets where an import is; the first call starts it, `end` forgets it. */
    set(userId: number, id: string, progress: ImportProgress) {
      const k = key(userId, id);
      if (!running.has(k) && running.size >= MAX_RUNNING) {
        const oldest = running.keys().next().value;
        if (oldest !== undefined) running.delete(oldest);
      }
      running.set(k, progress);
    },
    get: (userId: number, id: string) => running.get(key(userId, id)),
    end: (userId: number, id: string) => running.delete(key(userId, id)),
  };
}
export type ImportProgressStore = ReturnType<typeof importProgress>;
