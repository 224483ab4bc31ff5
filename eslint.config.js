import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One linter for the whole repo. The two apps never import each other; both import the contract. */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    // No import cycle between any two files of the repo (dynamic `import()` counts too). The
    // TypeScript resolver maps `./x.js` to `./x.ts` and `@caffee/*` to the workspace's sources;
    // `internal-regex` keeps those followed while `ignoreExternal` skips node_modules, which
    // cannot import back into the repo (that halves the files import-x parses).
    // Type-only imports are not counted, as we want: `import type` is erased at build time, so it
    // cannot make a module run before one it needs (import-x always skips them; no switch).
    // `import { type A }` would survive as `import {} from`, so no-import-type-side-effects
    // makes such imports `import type`, and what is skipped really is gone at run time.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/internal-regex': '^@caffee/',
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/contract/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['packages/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@caffee/server*', '@caffee/web*', '**/apps/**'] },
      ],
    },
  },
  {
    files: ['apps/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@caffee/web*', '**/apps/web/**'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['@caffee/server*', '**/apps/server/**'] }],
    },
  },
  {
    // Test files share their worker's modules (vitest.config.ts): a `vi.mock` there would meet
    // modules an earlier file already loaded, and silently mock nothing.
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}', '**/*.isolated.api.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|resetModules)$/]",
          message:
            'Test files share modules: name this file *.isolated.test.ts(x) (or *.isolated.api.test.ts) to mock a module.',
        },
      ],
    },
  },
  prettier,
);
