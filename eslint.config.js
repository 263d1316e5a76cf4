import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries of DESIGN.md § Layout, enforced here so that a wrong import fails `npm run lint`.
const boundary = (message, ...group) => ({ group, message });
const noServer = boundary('src/ never imports server/ (DESIGN.md § Layout)', '**/server/**', '#server/*');
const noSrc = boundary('server/ never imports src/ (DESIGN.md § Layout)', '**/src/**', '#src/*');
const noAdmin = boundary(
  'the public site never imports the console',
  '**/admin/**',
  '#src/admin/*',
  'react-admin',
  'ra-*',
  '@mui/*',
);
const noSite = boundary('the console never imports the public site', '**/site/**', '#src/site/*');

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'server/db/migrations',
      'playwright-report',
      'test-results',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            boundary(
              'domain/ imports nothing of the project',
              '**/server/**',
              '**/src/**',
              '**/locales/**',
              '#server/*',
              '#src/*',
              '#locales/*',
            ),
            boundary(
              'domain/ is pure: no React, Node APIs or database',
              'react',
              'react-*',
              'node:*',
              'drizzle-orm*',
              'fastify*',
            ),
          ],
        },
      ],
    },
  },
  { files: ['server/**'], rules: { 'no-restricted-imports': ['error', { patterns: [noSrc] }] } },
  {
    files: ['src/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/**'],
    ignores: ['src/site/**', 'src/admin/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer] }] },
  },
  {
    files: ['src/site/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noAdmin] }] },
  },
  {
    files: ['src/admin/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noSite] }] },
  },
);
