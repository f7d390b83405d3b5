import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { mkdir, rm } from 'node:fs/promises';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The layout rules of DESIGN §2 are lint rules (eslint.config.js); these fixtures break each one on
 * purpose, at a real path of the repository (nothing is written: ESLint lints the text as if it were there).
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
// import/no-cycle needs the linted file on disk, and none of these fixtures is about cycles.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

const rulesBroken = async (file: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
};

describe('layout rules (lint)', () => {
  it('keeps plugins/ for Fastify plugins: a top-level file that never touches Fastify belongs in kits/', () => {
    const plugins = fileURLToPath(new URL('../plugins/', import.meta.url));
    const notPlugins = readdirSync(plugins)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => !/\bFastify(Instance|Request|Reply|PluginAsync)\b/.test(readFileSync(plugins + file, 'utf8')));
    expect(notPlugins).toEqual([]);
  });

  it('refuses an API module reaching into another area', async () => {
    const rules = await rulesBroken(
      'apps/api/src/modules/movement/fixture-service.ts',
      "import { inventory } from '../inventory/inventory-tables.ts';\nexport const table = inventory;\n",
    );
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('refuses a plugin importing a module', async () => {
    const rules = await rulesBroken(
      'apps/api/src/plugins/fixture-plugin.ts',
      "import { usersRepository } from '../modules/users/users-repository.ts';\nexport const repo = usersRepository;\n",
    );
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('refuses a kit importing a module', async () => {
    const rules = await rulesBroken(
      'apps/api/src/kits/fixture-kit.ts',
      "import { usersRepository } from '../modules/users/users-repository.ts';\nexport const repo = usersRepository;\n",
    );
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('refuses routes that reach past their service to SQL', async () => {
    const rules = await rulesBroken(
      'apps/api/src/modules/driver/fixture-routes.ts',
      "import { driverRepository } from './driver-repository.ts';\nexport const repo = driverRepository;\n",
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it('refuses a web feature importing another, statically, dynamically or from a nested folder', async () => {
    const staticImport = await rulesBroken(
      'apps/web/src/features/driver/fixture-page.tsx',
      "import { useInventoryDetail } from '../inventory/inventory-api.ts';\nexport const hook = useInventoryDetail;\n",
    );
    const dynamicImport = await rulesBroken(
      'apps/web/src/features/driver/fixture-page.tsx',
      "export const load = () => import('../inventory/inventory-detail-page.tsx');\n",
    );
    // The resolver needs the importing folder on disk, and no feature has a sub-folder now: one is made for the check.
    const folder = `${root}apps/web/src/features/inventory/fixture-nested`;
    await mkdir(folder, { recursive: true });
    const nested = await rulesBroken(
      'apps/web/src/features/inventory/fixture-nested/fixture-page.tsx',
      "import { useDriver } from '../../driver/driver-api.ts';\nexport const hook = useDriver;\n",
    ).finally(() => rm(folder, { recursive: true, force: true }));
    for (const rules of [staticImport, dynamicImport, nested]) expect(rules).toContain('import/no-restricted-paths');
  });

  it('refuses production code importing test support, and lets tests and test support use it', async () => {
    const apiService = await rulesBroken(
      'apps/api/src/modules/inventory/fixture-service.ts',
      "import { findCar } from '../../test/inventory-test-support.ts';\nexport const find = findCar;\n",
    );
    const apiPlugin = await rulesBroken(
      'apps/api/src/plugins/fixture-plugin.ts',
      "import { buildTestApp } from '../test/build-test-app.ts';\nexport const build = buildTestApp;\n",
    );
    const webScreen = await rulesBroken(
      'apps/web/src/features/movement/fixture-page.tsx',
      "import { answerMovementPanel } from '../../testing/movement-test-support.ts';\nexport const a = answerMovementPanel;\n",
    );
    const webShared = await rulesBroken(
      'apps/web/src/shared/ui/fixture-widget.tsx',
      "import { fakeCar } from '../../testing/factories.ts';\nexport const car = fakeCar;\n",
    );
    for (const rules of [apiService, apiPlugin, webScreen, webShared])
      expect(rules).toContain('import/no-restricted-paths');

    const apiTest = await rulesBroken(
      'apps/api/src/modules/inventory/fixture.test.ts',
      "import { findCar } from '../../test/inventory-test-support.ts';\nexport const find = findCar;\n",
    );
    const webTest = await rulesBroken(
      'apps/web/src/features/movement/fixture.test.tsx',
      "import { answerMovementPanel } from '../../testing/movement-test-support.ts';\nexport const a = answerMovementPanel;\n",
    );
    expect([...apiTest, ...webTest]).not.toContain('import/no-restricted-paths');
  });

  it('refuses a screen calling the API client past call(endpoint)', async () => {
    const rules = await rulesBroken(
      'apps/web/src/features/driver/fixture-api.ts',
      "import { apiRequest } from '../../shared/api/api-client.ts';\nexport const get = () => apiRequest<number>('/x');\n",
    );
    expect(rules).toContain('no-restricted-syntax');
  });

  it('refuses a file over 300 lines', async () => {
    const code = Array.from({ length: 301 }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';
    expect(await rulesBroken('apps/api/src/plugins/fixture-long.ts', code)).toContain('max-lines');
  });

  it('lets a module use its own folder, plugins and the packages', async () => {
    const rules = await rulesBroken(
      'apps/api/src/modules/driver/fixture-service.ts',
      [
        "import { driverEndpoints } from '@b2c/contracts';",
        "import { route } from '../../plugins/endpoint-routes.ts';",
        "import { driverRepository } from './driver-repository.ts';",
        'export const parts = [driverEndpoints, route, driverRepository];',
        '',
      ].join('\n'),
    );
    expect(rules).toEqual([]);
  });
});
