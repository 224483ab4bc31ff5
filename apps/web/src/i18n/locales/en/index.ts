import type { Tree } from '../../catalog';

/** This language's translation files by name, in one module: one request loads them all. */
export default import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' });
