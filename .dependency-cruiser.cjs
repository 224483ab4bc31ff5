/**
 * The repo's structure rules (`npm run lint:structure`, part of `npm run lint` and so of
 * `npm test`): no import cycle, type-only imports included; the web's engine knows no domain. ESLint's import-x/no-cycle cannot count `import type` (it always skips them), yet
 * a circle of type imports still ties the files' design together: the generic engine naming
 * the app shell's types closed a 61-file circle (issue 40). `tsPreCompilationDeps` makes
 * dependency-cruiser read the TypeScript sources before type imports are erased.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A file reaches itself through its imports (type-only imports count).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-knows-no-domain',
      severity: 'error',
      comment:
        "The web app's generic record engine (crud/) serves every record type: it imports " +
        'nothing from the app shell, the domains or the pages; they import it (tests aside, ' +
        'which try it on real declarations).',
      from: { path: '^apps/web/src/crud/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/(app|records|pages)/' },
    },
    {
      name: 'declarations-without-zod',
      severity: 'error',
      comment:
        'The record declarations, the file limits and the error codes load no zod (93 kB): the ' +
        "sign-in page and the app's menu read them before any schema is wanted (issue 41).",
      from: {
        path: '^packages/contract/src/(records/[a-z-]+-meta|resource-meta|record-types|files|field-errors)\\.ts$',
      },
      to: { path: 'node_modules/zod/', reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|build/out|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
