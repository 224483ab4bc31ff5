// `npm start`: install if missing, build if changed, then serve the API and the web app
// from this one Node process (the server's own entry point is imported, not spawned).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, ensureDependencies, root } from './lib.mjs';

ensureDependencies();
ensureBuild();
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
