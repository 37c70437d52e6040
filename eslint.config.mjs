import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', 'data/**', 'coverage/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['{shell,mfe-explorer,mfe-contest,mfe-admin,packages/ui,packages/api}/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', 'bench/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  { files: ['**/*.{js,cjs}'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // The worker runs jobs, not HTTP: it takes what it shares with a service from that service's
  // jobs entry (no Koa, no routers), never from the service's main entry or its files.
  {
    files: ['services/worker/src/**/*.ts'],
    ignores: ['services/worker/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['nft', 'contest', 'market', 'server'].map((name) => ({
            name: `@nacho/${name}`,
            message: `The worker imports @nacho/${name}/jobs (no HTTP layer), not the service.`,
          })),
          patterns: [
            {
              group: ['koa', '@koa/*', '@nacho/*/src/*', '@nacho/*/dist/*'],
              message: 'The worker loads no HTTP layer: move what a job and a route share into a module without HTTP.',
            },
          ],
        },
      ],
    },
  },
);
