// `npm run serve`: the production start. Runs what `npm run build` made and nothing else: no
// install, no build, so a server needs only `npm ci --omit=dev` and the built files
// (README.md, "Production"). package.json starts it with the same V8 flags as `npm start`
// (see scripts/start.mjs for why); deploy/Dockerfile and deploy/caffee.service repeat them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server/dist/main.js');
const web = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.join(root, 'apps/web/dist');

const missing = [server, path.join(web, 'index.html')].filter((f) => !fs.existsSync(f));
if (missing.length > 0) {
  console.error(
    `Caffee is not built: ${missing.map((f) => path.relative(root, f) || f).join(', ')} missing.\n` +
      'Build it once with `npm ci && npm run build` (on a build machine, or here), then copy ' +
      'apps/server/dist and apps/web/dist next to this checkout.',
  );
  process.exit(1);
}
await import(pathToFileURL(server).href);
