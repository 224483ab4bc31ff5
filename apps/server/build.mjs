// Bundles the server (and the contract it imports) into dist/; native and large
// dependencies stay in node_modules. `node build.mjs <folder>` writes elsewhere (a test's
// build, src/production.test.ts); the folder must sit under apps/server to find node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@caffee/'));

await build({
  entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts' },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir: process.argv[2] ?? 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
