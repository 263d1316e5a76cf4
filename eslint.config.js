import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries of docs/design.md § Layout, enforced here so that a wrong import fails `npm run lint`.
const boundary = (message, ...group) => ({ group, message });
const noServer = boundary(
  'src/ never imports server/ (docs/design.md § Layout)',
  '**/server/**',
  '#server/*',
);
const noSrc = boundary('server/ never imports src/ (docs/design.md § Layout)', '**/src/**', '#src/*');
const noAdmin = boundary(
  'the public site never imports the console',
  '**/admin/**',
  '#src/admin/*',
  'react-admin',
  'ra-*',
  '@mui/*',
);
const noSite = boundary('the console never imports the public site', '**/site/**', '#src/site/*');

// The public site's zones: each feature folder of src/site/ imports the kit (src/site/ui/), src/api, domain/,
// locales/, its own folder and the shell files api.tsx, i18n.tsx, areaI18n.ts, menu.ts and types.ts; never
// another feature, nor the router (App.tsx, routes.tsx) that composes them. The kit imports no feature.
// One exception: center/types.ts, whose record Link (older / newer) the kit's PrevNext and the board read
// until it moves to the shell's types.ts.
const SITE_FEATURES = [
  'application',
  'board',
  'center',
  'guide',
  'home',
  'info',
  'layout',
  'matching',
  'pages',
  'terms',
];
const siteFolder = (name) => (name === 'center' ? 'center(?!/types\\.ts$)' : name);
const siteZone = (folder, banned, message) =>
  [1, 2, 3].map((depth) => {
    const up = `^(?:${'\\.\\./'.repeat(depth)}|#src/site/)`;
    return {
      files: [`src/site/${folder}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              noServer,
              noAdmin,
              {
                regex: `${up}(?:${banned.map(siteFolder).join('|')})(?:/|$)`,
                message,
              },
              { regex: `${up}(?:App|routes)\\.tsx$`, message: 'only the shell composes the features' },
            ],
          },
        ],
      },
    };
  });
const siteZones = [
  ...SITE_FEATURES.flatMap((feature) =>
    siteZone(
      feature,
      SITE_FEATURES.filter((other) => other !== feature),
      `src/site/${feature}/ imports src/site/ui/, its own folder and the shell, not another feature`,
    ),
  ),
  ...siteZone('ui', SITE_FEATURES, 'the kit src/site/ui/ imports no feature'),
];

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
  ...siteZones,
  {
    files: ['src/admin/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noSite] }] },
  },
);
