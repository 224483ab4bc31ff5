// `npm test`: install if missing, then lint, the dependency audit, typecheck, unit tests, the API tests on
// SQLite and PostgreSQL, and the browser journeys in Chromium. Stops at the first failure.
import { ensureDependencies, run } from './lib.mjs';

ensureDependencies();
const steps = [
  ['lint', 'Lint and formatting'],
  ['audit', 'Dependency advisories (npm audit)'],
  ['typecheck', 'Typecheck'],
  ['test:unit', 'Unit tests'],
  ['test:api', 'API tests (SQLite, PostgreSQL)'],
  ['test:e2e', 'Browser journeys (Chromium)'],
];
for (const [script, title] of steps) {
  console.log(`\n=== ${title}`);
  run('npm', ['run', '--silent', script]);
}
console.log('\nAll checks passed.');
