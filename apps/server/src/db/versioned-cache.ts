/**
 * Answers kept under the versions of the tables they were read from (`versionsOf` in
 * table-versions.ts): an entry is served only while the versions it was stored with are the
 * current ones, so any write to those tables, by any server process, retires it. At most
 * `max` entries are kept; the least recently used go first.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, { versions: string; value: V }>();

  constructor(private readonly max: number) {}

  /** The value kept for `key` under exactly these versions, if any. */
  get(key: string, versions: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.versions !== versions) return undefined;
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, versions: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { versions, value });
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
