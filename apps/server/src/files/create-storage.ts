import type { Config } from '../config.js';
import { createDiskStore } from './disk-store.js';
import { createS3Store } from './s3-store.js';
import type { Storage } from './store.js';

/** The configured store (store.ts holds the interface both kinds implement, without them). */
export function createStorage(config: Pick<Config, 'storage' | 'uploadDir'>): Storage {
  return config.storage.kind === 's3'
    ? createS3Store(config.storage, config.uploadDir)
    : createDiskStore(config.uploadDir);
}
