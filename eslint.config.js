// Lint: the layers stay layers. No import cycle between files (runtime or type-only), and the browser bundle
// never imports the server. Style and format are left to TypeScript and reviewers.
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', '.tmp/**', 'data/**', 'test-results/**', 'playwright-report/**', 'public/**', '**/*.mjs'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })], 'import-x/extensions': ['.ts', '.tsx', '.js'] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // the client: nothing of the server (its code runs in Node, with secrets and the database)
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'dataProvider/**/*.{ts,tsx}', 'authProvider/**/*.{ts,tsx}', 'i18n/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '../server/*', '../../server/*'], message: 'Browser code must not import the server.' }] }],
    },
  },
);
