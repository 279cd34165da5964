// Lint: the layers stay layers. No import cycle between files, and the browser bundle never imports the
// server. Style and format are left to TypeScript and reviewers.
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';

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
    files: [
      'src/**/*.{ts,tsx}',
      'resources/**/*.{ts,tsx}',
      'dataProvider/**/*.{ts,tsx}',
      'authProvider/**/*.{ts,tsx}',
      'i18n/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '../server/*', '../../server/*'],
              message: 'Browser code must not import the server.',
            },
          ],
        },
      ],
    },
  },
);
