// Lint for every workspace: typescript-eslint, React hooks in web, and the one-way import boundaries of design.md §2.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const neverReachIntoSources = {
  group: ['**/shared/src/**', '**/functions/src/**', '**/web/src/**', '../../shared/*', '../../functions/*', '../../web/*'],
  message: 'Import workspaces by package name (@backoffice/shared), never by relative path into another workspace.',
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', '.cache/**', 'emulator-data/**', 'tests/test-results/**', 'tests/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*', '@firebase/*'], message: 'shared is pure TypeScript: no Firebase.' },
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'shared is pure TypeScript: no React.' },
            { group: ['@backoffice/web', '@backoffice/functions', '@backoffice/tests'], message: 'shared depends on nothing of ours.' },
            { group: ['node:*'], message: 'shared runs in the browser too: no Node built-ins.' },
            neverReachIntoSources,
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@backoffice/functions', 'firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'], message: 'web never imports the functions or server SDKs.' },
            neverReachIntoSources,
          ],
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['useParams'],
              message: "The shell matches routes itself: read a route's parameters with useRouteParams() from lib/route-context.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@backoffice/web', 'react', 'react/*', 'react-dom', 'firebase', 'firebase/*'], message: 'functions never import the SPA, React or the client SDK.' },
            neverReachIntoSources,
          ],
        },
      ],
    },
  },
);
