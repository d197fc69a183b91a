// The boundaries described in docs/architecture.md, held by the linter rather than by discipline.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Tests, benchmarks and scripts may reach across zones (a test reads the server's database). */
const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'test-support/**', 'bench/**', 'scripts/**'];
const folders = (dir) => readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/** A feature reaches another only through shared/ or a core module that app.ts hands it. */
const featureZones = (root) =>
  folders(root).map((feature) => ({
    target: `${root}/${feature}`,
    from: root,
    except: [`./${feature}`],
    message: 'Features do not import each other: give what both need a home outside features/ and pass it in.',
  }));

const ZONES = [
  { target: './shared', from: ['./api', './pwa'], message: 'shared/ is the contract: it imports neither api/ nor pwa/.' },
  { target: './api', from: './pwa', message: 'api/ and pwa/ never import each other; both import shared/.' },
  { target: './pwa', from: './api', message: 'api/ and pwa/ never import each other; both import shared/.' },
  ...featureZones('./api/features'),
  ...featureZones('./pwa/src/features'),
  { target: './pwa', from: './node_modules/dexie', except: [], message: 'IndexedDB belongs to pwa/src/offline/.' },
  { target: './api', from: ['./node_modules/nodemailer', './node_modules/openai'], message: 'Outside services sit behind api/adapters/.' },
];

const SQL_START = '/^\\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER)\\s/';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.scratch/**', 'data/**', 'coverage/**', 'patches/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
      // The text rules mark places with \x00 and \x01 on purpose: they never occur in read text.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['api/**/*.ts', 'shared/**/*.ts', 'pwa/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: ZONES.map((z) => (z.from === './node_modules/dexie' ? { ...z, except: [] } : z)) }],
    },
  },
  {
    // Only pwa/src/offline/ opens IndexedDB.
    files: ['pwa/src/offline/**'],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: ZONES.filter((z) => !String(z.from).includes('dexie')) }] },
  },
  {
    files: ['api/adapters/**'],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: ZONES.filter((z) => !String(z.from).includes('nodemailer')) }] },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    ignores: ['pwa/src/offline/**', ...TESTS],
    rules: { 'no-restricted-globals': ['error', { name: 'indexedDB', message: 'IndexedDB belongs to pwa/src/offline/.' }] },
  },
  {
    // The environment is read in api/config.ts alone.
    files: ['api/**/*.ts', 'shared/**/*.ts', 'pwa/**/*.{ts,tsx}'],
    ignores: ['api/config.ts', ...TESTS],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read the environment in api/config.ts only.' }] },
  },
  {
    // SQL lives in *.repo.ts files and migrations.
    files: ['api/**/*.ts', 'shared/**/*.ts'],
    ignores: ['**/*.repo.ts', 'api/db/**', ...TESTS],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${SQL_START}]`, message: 'SQL lives in *.repo.ts files and migrations.' },
        { selector: `TemplateElement[value.raw=${SQL_START}]`, message: 'SQL lives in *.repo.ts files and migrations.' },
      ],
    },
  },
  { files: ['pwa/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' } },
);
