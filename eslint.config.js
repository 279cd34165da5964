// Lint: the layers stay layers. No import cycle between files; the browser bundle never imports the server
// nor Node; the server imports only the shared domain (src/domain/: zod models, access rules, money, dates), never a view.
// Format is prettier's (`npm run lint` checks both).
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';

/** Server code imports the shared domain (src/domain/: models and rules), never the client's views nor their libraries. */
const noClientViews = {
  group: ['react', 'react-dom', 'react-admin', 'ra-*', '@mui/*', '**/*.tsx'],
  message: 'Server code imports only the shared domain (src/domain/: models and rules), never client views.',
};

/** Nor the client's other layers (its tests may read the client's texts, to compare). */
const noClientLayers = {
  group: [
    'i18n',
    'navigation',
    'theme',
    'hooks',
    'session',
    'providers',
    'shell',
    'resources',
    'pages',
    'catalogue',
  ].map((layer) => `**/src/${layer}/**`),
  message: "Server code imports only the shared domain (src/domain/), never the client's other layers.",
};

/** Browser code: nothing of the server (its code runs in Node, with secrets and the database), no Node. */
const browserCode = [
  { group: ['**/server/**', '../server/*', '../../server/*'], message: 'Browser code must not import the server.' },
  { group: ['node:*'], message: 'Browser code runs without Node (tsconfig.client.json has no Node types).' },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      '.tmp/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
      '**/*.mjs',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/ignore': ['node_modules'],
    },
    rules: {
      // type-only imports vanish at build time: the rule looks at the imports that run
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // the client: nothing of the server (its code runs in Node, with secrets and the database)
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: browserCode,
        },
      ],
    },
  },
  {
    // the shared domain (src/domain/: models and rules): isomorphic, so no React, no react-admin, no MUI either;
    // src/clientLayers.test.ts keeps it from importing the client's other layers
    files: ['src/domain/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...browserCode,
            {
              group: ['react', 'react-dom', 'react-admin', 'ra-*', '@mui/*'],
              message: 'The shared domain runs on the server too: no React, react-admin nor MUI.',
            },
          ],
        },
      ],
    },
  },
  {
    // the server: the shared domain of src/domain/ yes, the client's other layers and their libraries no
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [noClientViews],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [noClientViews, noClientLayers],
        },
      ],
    },
  },
  {
    // the generic CRUD is a lower layer: modules use it, it never uses a module (same view rule as the server's)
    files: ['server/src/crud/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/modules/**'], message: 'The generic CRUD never imports a module: modules build on it.' },
            noClientViews,
            noClientLayers,
          ],
        },
      ],
    },
  },
);
