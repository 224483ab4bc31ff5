import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One linter for the whole repo. The two apps never import each other's code; both import the
 * contract (the one exception, data: the server's CSV export reads the web's word catalogues,
 * apps/server/src/records/export-words.ts).
 */
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
    // Import cycles are found by dependency-cruiser (`npm run lint:structure`,
    // .dependency-cruiser.cjs), which counts type-only imports too. `import { type A }` would
    // survive as `import {} from`, so no-import-type-side-effects makes such imports
    // `import type`, and what is erased at build time really is gone at run time.
    rules: {
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
