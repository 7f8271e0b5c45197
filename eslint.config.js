import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import roomBoundaries from './eslint-rules/room-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/web/dist-snapshot/**',
      '**/node_modules/**',
      'data/**',
      'packages/db/migrations/**',
      'packages/contracts/artifacts/**',
      'test-results/**',
      'playwright-report/**',
      'bench/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // A domain never imports another domain's internals; cross-domain work goes through flows.
    files: ['apps/server/src/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./modules/|^\\.\\./(?!\\.\\./)[a-z-]+/(?!index$|public$)',
              message: 'Import another domain only through its index.ts or public.ts, or move the work into src/flows/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Rooms import in one direction, without circles: platform ← domains ← flows ← app (decision 200).
    files: ['apps/server/src/**/*.ts'],
    plugins: { local: { rules: { 'room-boundaries': roomBoundaries } } },
    rules: { 'local/room-boundaries': 'error' },
  },
);
