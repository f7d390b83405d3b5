// Lint rules that keep the layout of DESIGN §2: import boundaries, no cycles, kebab-case file names.
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import checkFile from 'eslint-plugin-check-file';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Each folder of `parent` may import only itself among its siblings (an area never reaches into another). */
const siblingsApart = (parent, message) =>
  foldersIn(parent).map((folder) => ({
    target: `${parent}/${folder}`,
    from: parent,
    except: [`./${folder}`],
    message,
  }));

/**
 * DESIGN §2: an API module imports its own folder, and of another area only its face (`<area>-module.ts`),
 * type only (the rule below): the faces' imports are the area graph the picture draws.
 */
const REPO_ROOT = fileURLToPath(new URL('.', import.meta.url));
const areasApart = (parent, message) =>
  foldersIn(parent).map((folder) => ({
    target: `${parent}/${folder}`,
    from: [`${parent.slice(2)}/**/*`],
    // Exceptions to a glob are matched against the import's absolute path.
    except: [`${REPO_ROOT}${parent.slice(2)}/${folder}/**/*`, `${REPO_ROOT}${parent.slice(2)}/*/*-module.ts`],
    message,
  }));

/** DESIGN §2: another area's face is imported for its port types only; its values come through the wiring. */
const FACE_TYPE_ONLY = {
  selector: "ImportDeclaration[importKind!='type'][source.value=/(^|\\/)\\.\\.\\/[a-z-]+\\/[a-z-]+-module\\.ts$/]",
  message: "another area's face is imported `import type` only: its ports come in through the wiring",
};

const noImportOf = (groups, message) => ['error', { patterns: [{ group: groups, message }] }];

const FEATURE_BOUNDARIES = [
  { group: ['**/app/**'], message: 'features never import app' },
  { regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: 'a feature never imports another feature' },
];

/**
 * SPEC §2 "each grid remembers its column selection": a list of records in a feature is a DataGrid
 * (shared/data-table), whose column chooser remembers the user's columns and whose rows turn to cards on
 * a phone. A raw antd Table would silently lose both.
 */
const ANTD_TABLE = {
  name: 'antd',
  importNames: ['Table'],
  message:
    'a list of records is a <DataGrid> (shared/data-table/data-grid.tsx; `rows` for rows already in the browser): its columns are remembered (SPEC §2). A table that is not a list of records goes in RAW_TABLE_ALLOWED (eslint.config.js) with its reason.',
};

/** The same Table reached by its own path. */
const ANTD_TABLE_DEEP = {
  group: ['antd/es/table', 'antd/es/table/*', 'antd/lib/table', 'antd/lib/table/*'],
  message: ANTD_TABLE.message,
};

/** Feature files that may use antd's Table, each with why it is not a grid. */
const RAW_TABLE_ALLOWED = [
  // A form laid out as a matrix (per slot: offered, capacity, each day's closure), not a list of records:
  // hiding a column would hide inputs the save still sends.
  'apps/web/src/features/slot/slot-planner.tsx',
];

const ONE_WAY =
  'the inventory never calls movement (issue 27.2): movement builds on the inventory — serve the route from movement, or offer an extension point movement registers into';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/db/migrations/**', '**/*.mjs', 'bench/results/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'check-file': checkFile },
    settings: {
      'import/extensions': ['.ts', '.tsx'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // DESIGN §2: files stay small; past 300 lines, split by responsibility.
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    // DESIGN §2 boundaries, by resolved path, so static and dynamic imports and any relative spelling count.
    // Tests are exempt: they set up records of several areas to exercise one.
    files: ['apps/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/api/src/test/**', 'apps/web/src/testing/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          // Zones are relative to the repository, whichever folder ESLint runs from.
          basePath: fileURLToPath(new URL('.', import.meta.url)),
          zones: [
            ...areasApart(
              './apps/api/src/modules',
              "an API module imports only its own folder, plugins, kits and the packages; another area comes in through a port of that area's face",
            ),
            {
              target: './apps/api/src/plugins',
              from: './apps/api/src/modules',
              message: 'plugins are mechanisms: they never import a module (hand them an interface instead)',
            },
            {
              target: './apps/api/src/kits',
              from: './apps/api/src/modules',
              message: 'kits are reusable code (uploads, caches …): they never import a module',
            },
            {
              // Issue 27: demo data stands beside the app, not between it and every module's tables.
              target: './apps/api/src/seed',
              from: './apps/api/src/modules',
              except: foldersIn('./apps/api/src/modules').map((area) => `./${area}/${area}-module.ts`),
              message:
                'the seed reaches an area only through its face: the `<area>Seeding` port of modules/<area>/<area>-module.ts (add what the seed needs there)',
            },
            ...siblingsApart('./apps/web/src/features', 'a feature never imports another feature'),
            // Issue 27: test support lives under test/ and testing/ only, and what ships never imports it
            // (a harness pulls vitest, fake data and the test database into the build).
            {
              target: './apps/api/src',
              from: './apps/api/src/test',
              message: 'production code never imports test support (apps/api/src/test): only tests do',
            },
            {
              target: './apps/web/src',
              from: './apps/web/src/testing',
              message: 'production code never imports test support (apps/web/src/testing): only tests do',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': noImportOf(
        ['@b2c/*', '**/apps/**', '**/contracts/**'],
        'domain imports nothing of ours',
      ),
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': noImportOf(['@b2c/api', '@b2c/web', '**/apps/**'], 'contracts import domain only'),
    },
  },
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': noImportOf(['**/features/**', '**/app/**'], 'shared never imports features or app'),
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [ANTD_TABLE], patterns: [...FEATURE_BOUNDARIES, ANTD_TABLE_DEEP] }],
    },
  },
  {
    // The few raw tables that are not lists of records (see RAW_TABLE_ALLOWED): only the boundaries apply.
    files: RAW_TABLE_ALLOWED,
    rules: { 'no-restricted-imports': ['error', { patterns: FEATURE_BOUNDARIES }] },
  },
  {
    // DESIGN §2: another area's face is imported for its port types only; its values come through the wiring.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', FACE_TYPE_ONLY],
    },
  },
  {
    // The untyped request layer stays inside shared/api: screens call `call(endpoint, input)` (issue 10),
    // whose answers are typed and checked against the contract.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportDeclaration[source.value=/api-client|file-transfer/] ImportSpecifier[imported.name=/^(apiRequest|sendRequest|requestFile)$/]',
          message:
            'the untyped request layer is internal to shared/api: use call(endpoint, input) / callFile(endpoint, input) from shared/api/call.ts',
        },
        {
          // issue 24 #16: antd's InputNumber clamps to min/max and rounds on blur, changing what was typed.
          selector: "ImportDeclaration[source.value='antd'] ImportSpecifier[imported.name='InputNumber']",
          message:
            'use NumberInput / CheckedNumber from shared/forms/number-input.tsx: bounds come from the contract, never a clamp',
        },
        {
          // DESIGN §6: dates in yyyy-MM-dd in the vertical's zone, never the browser's mm/dd/yyyy picker.
          selector: "JSXAttribute[name.name='type'][value.value=/^(date|datetime-local|time|month|week)$/]",
          message:
            'use DateInput / TimeInput from shared/forms/date-inputs.tsx (antd pickers, yyyy-MM-dd), not a native picker',
        },
      ],
    },
  },
  {
    // Issue 27: one file-transfer layer. Requests leave the panel through shared/api only (host, bearer,
    // vertical headers, error parsing in one place): `call`/`callFile` for the API, `uploadToTicket` for a
    // signed upload. A raw fetch or XMLHttpRequest elsewhere would be the next copy of all that.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/api/**', 'apps/web/src/testing/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message:
            'requests go through shared/api: call(endpoint) / callFile(endpoint) for the API, uploadToTicket(ticket, file) for a signed upload',
        },
        {
          name: 'XMLHttpRequest',
          message:
            'upload through uploadToTicket(ticket, file, onProgress) from shared/api/file-transfer.ts (it reports progress)',
        },
      ],
    },
  },
  {
    // DESIGN §6 / issue 24: one date-time and money format, the vertical's zone and currency. The browser's
    // locale formatting ("11/27/2026, 3:14:25 AM") stays inside shared/format, the one formatter.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/format/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: "format through shared/format (useFormatters): the vertical's zone, yyyy-MM-dd HH:mm, its currency",
        })),
        ...['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat'].map((property) => ({
          object: 'Intl',
          property,
          message: "format through shared/format (useFormatters): the vertical's zone, yyyy-MM-dd HH:mm, its currency",
        })),
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: { 'no-restricted-imports': noImportOf(['**/apps/web/**', '@b2c/web'], 'the API never imports the panel') },
  },
  {
    // Issue 27.2, areas depend one way: movement builds on the inventory (it serves the inventory paths
    // that move cars, adds the detail's open movement and registers what approving a missing car does),
    // never the reverse. The import zones keep the folders apart; this keeps the inventory from being
    // handed movement's hooks instead. Only the car's own movement data may be named here.
    files: ['apps/api/src/modules/inventory/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-test-support.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Identifier[name=/movement/i]:not([name=/^(movementActive|inventoryMovement|movementField|MOVEMENT_ENTITY)$/])',
          message: ONE_WAY,
        },
        { selector: 'ImportDeclaration[source.value=/movement/i]', message: ONE_WAY },
        FACE_TYPE_ONLY,
      ],
    },
  },
  // After the API-wide rule: a later block's options replace an earlier one's for the same rule.
  {
    // DESIGN §2: app.ts is a list of faces; anything else it needs comes through the platform's face.
    files: ['apps/api/src/app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!.*-module\\.ts$)', message: 'app.ts imports module faces (`*-module.ts`) only' }] },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/web/**', '@b2c/web'], message: 'the API never imports the panel' },
            {
              regex: '(-repository|-tables)\\.ts$|/plugins/db/|^drizzle-orm',
              message: 'routes call services only: SQL belongs to repositories',
            },
          ],
        },
      ],
    },
  },
);
