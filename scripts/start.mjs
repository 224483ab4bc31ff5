// `npm start`: install if missing, build if changed, then serve the API and the web app
// from this one Node process (the server's own entry point is imported, not spawned).
// package.json starts it with V8's heap bounded: `--max-old-space-size=192` makes V8 collect
// before growing its heap (the server's kept data is bounded far below that; unbounded, a
// burst of pages of 100 took it from 140 to 260 MB, bench/results), and a small young space
// (`--max-semi-space-size=4`). The benchmarks start the server with the same flags.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, ensureDependencies, root } from './lib.mjs';

ensureDependencies();
ensureBuild();
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
