import type { Readable } from 'node:stream';

/** A byte range, both ends inclusive (as in `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded content lives: the upload folder (the embedded default) or an S3-compatible
 * bucket, which several API processes can share. Names are the generated storage names
 * (storage.ts); content under a name is written once and never changed, only removed.
 */
export interface Storage {
  readonly kind: 'disk' | 's3';
  /**
   * A local folder for uploads in progress: content is checked (type, size, thumbnail) in a
   * local file before it is put into the store. Swept at start like stored content.
   */
  readonly incomingDir: string;
  /** Moves a checked local file into the store; durable once it resolves. */
  put(localFile: string, name: string, contentType: string): Promise<void>;
  /** The content (or the range of it), or undefined when nothing is stored under the name. */
  read(name: string, range?: ByteRange): Promise<Readable | undefined>;
  stat(name: string): Promise<{ size: number; modified: Date } | undefined>;
  /** Removes the content; nothing stored under the name is not an error. */
  remove(name: string): Promise<void>;
  /** Every stored name whose content was last written at or before `olderThan`. */
  list(olderThan: Date): Promise<string[]>;
  close(): void;
}
