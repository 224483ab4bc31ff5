// `npm test`: install if missing, then every check, and a table of how long each took.
// Stops after the first group with a failure. What runs where, and the budget: docs/testing.md.
//
//   1. side by side (each mostly waits on one core or on the network): lint, formatting, the
//      dependency audit, the typecheck, and the build the browser journeys use;
//   2. the unit tests; 3. the API tests on SQLite, then PostgreSQL; 4. the browser journeys.
//
// Each step is an npm script, so one step alone is `npm run <script>` (the table names them).
import { spawn } from 'node:child_process';
import { ensureDependencies, root } from './lib.mjs';

const started = Date.now();
const times = [];

function timed(script, fn) {
  const t0 = Date.now();
  const finish = (ok) => times.push({ script, seconds: (Date.now() - t0) / 1000, ok });
  return fn().then(
    (ok) => (finish(ok), ok),
    (err) => (finish(false), Promise.reject(err)),
  );
}

// The build as `npm start` and the journeys make it: only when a source changed (scripts/lib.mjs).
const BUILD = ['node', ['-e', "import('./scripts/lib.mjs').then((m) => m.ensureBuild())"]];

/**
 * Runs `npm run <script>` (or, for `build`, BUILD); `quiet` keeps its output until it ends, so
 * that the steps run side by side do not interleave.
 */
function npmRun(script, { quiet = false } = {}) {
  const [command, args] = script === 'build' ? BUILD : ['npm', ['run', '--silent', script]];
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const text = Buffer.concat(chunks).toString().trimEnd();
      if (quiet)
        console.log(
          `\n=== ${script} (${code === 0 ? 'passed' : 'FAILED'})${text ? `\n${text}` : ''}`,
        );
      resolve(code === 0);
    });
  });
}

function table() {
  const rows = times.map(
    ({ script, seconds, ok }) =>
      `  ${script.padEnd(20)} ${seconds.toFixed(0).padStart(6)} s  ${ok ? 'passed' : 'FAILED'}`,
  );
  const total = (Date.now() - started) / 1000;
  console.log(
    `\nStep                  Time\n${rows.join('\n')}\n  ${'total'.padEnd(20)} ${total.toFixed(0).padStart(6)} s (${(total / 60).toFixed(1)} min)`,
  );
}

function stopIfFailed(results) {
  if (results.every(Boolean)) return;
  table();
  console.error('\nA check failed (above): stopping.');
  process.exit(1);
}

await timed('install', async () => (ensureDependencies(), true));

console.log('\n=== Lint, formatting, dependency audit, typecheck and build, side by side');
stopIfFailed(
  await Promise.all(
    ['lint', 'format:check', 'audit', 'typecheck', 'build'].map((script) =>
      timed(script, () => npmRun(script, { quiet: true })),
    ),
  ),
);

for (const [script, title] of [
  ['test:unit', 'Unit tests'],
  ['test:api', 'API tests (SQLite, then PostgreSQL)'],
  ['test:e2e', 'Browser journeys (Chromium)'],
]) {
  console.log(`\n=== ${title}`);
  stopIfFailed([await timed(script, () => npmRun(script))]);
}

table();
console.log('\nAll checks passed.');
