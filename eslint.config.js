import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import fs from 'node:fs';
import { SERVER_FLOORS } from './scripts/server-floors.mjs';

/*
 * One-way imports (docs/architecture.md "Where each part lives", as bulletproof-react does): shared
 * code (components, lib) → features → app. Shared code never imports a feature or the app; a feature
 * never imports the app or another feature; the page and the console share only src/lib and
 * src/components. Zones are folders, relative to the root.
 */
const foldersIn = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const layerZones = (root, { others = [] } = {}) => [
  {
    target: [`${root}/components`, `${root}/lib`],
    from: [`${root}/features`, `${root}/app`, ...others],
    message: 'Shared code (components, lib) never imports a feature or the app.',
  },
  ...foldersIn(`${root}/features`).map((feature) => ({
    target: `${root}/features/${feature}`,
    from: [`${root}/app`, `${root}/features`, ...others],
    except: [`./${feature}`],
    message:
      'A feature never imports the app or another feature: share through lib/components, compose in app/.',
  })),
];
const PAGE = 'apps/web/src';
const CONSOLE = 'apps/web/src/console';
/*
 * The server's floors (scripts/server-floors.mjs): a folder of apps/server/src imports only folders on
 * floors below its own. no-restricted-paths counts type-only imports too, so a type cannot climb either.
 */
const SERVER = 'apps/server/src';
const serverZones = SERVER_FLOORS.flatMap((floor, index) => {
  const above = SERVER_FLOORS.slice(index).flat();
  return floor.map((folder) => ({
    target: `${SERVER}/${folder}`,
    from: [
      ...above.filter((other) => other !== folder).map((other) => `${SERVER}/${other}`),
      ...['app.ts', 'server.ts', 'worker.ts'].map((file) => `${SERVER}/${file}`),
    ],
    message: `${folder}/ is on floor ${index + 1} of scripts/server-floors.mjs: it imports only folders on floors below it.`,
  }));
});
const importZones = [
  ...serverZones,
  ...layerZones(PAGE, { others: [CONSOLE] }),
  ...layerZones(CONSOLE),
  {
    target: [`${CONSOLE}/app`, `${CONSOLE}/features`, `${CONSOLE}/components`, `${CONSOLE}/lib`],
    from: [`${PAGE}/app`, `${PAGE}/features`],
    message: "The console never imports the page's code (only src/lib and src/components are shared).",
  },
  {
    target: `${PAGE}/app`,
    from: CONSOLE,
    message: "The page never imports the console's code.",
  },
  {
    target: 'packages/contract/src',
    from: ['apps'],
    message: 'The contract is imported by the apps, never the other way round.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/.test-build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      // Value imports only: import-x skips type-only ones here, so scripts/check-imports.mjs (run by
      // `npm run lint`) finds every circle with types included.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
      // One import statement per module (types inline: `import { type A, b }`).
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
    },
  },
  {
    // A function over a hundred lines (blank lines and comments aside) is split, or says why it is not
    // (an eslint-disable-next-line comment with its reason).
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'packages/client/src/schema.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
