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
  it('keeps plugins/ for Fastify plugins: a top-level file that imports nothing of Fastify belongs in kits/', () => {
    const plugins = fileURLToPath(new URL('../plugins/', import.meta.url));
    const notPlugins = readdirSync(plugins)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => !/from 'fastify(-[a-z-]+)?'/.test(readFileSync(plugins + file, 'utf8')));
    expect(notPlugins).toEqual([]);
  });

  it('refuses an API module reaching into another area', async () => {
    const rules = await rulesBroken(
      'apps/api/src/modules/movement/fixture-service.ts',
      "import { inventory } from '../inventory/inventory-tables.ts';\nexport const table = inventory;\n",
    );
    expect(rules).toContain('import/no-restricted-paths');
  });

  it("lets a module import another area's face for its port types only, and app.ts faces only", async () => {
    const file = 'apps/api/src/modules/dealer/fixture-service.ts';
    const typeOnly =
      "import type { LocationPorts } from '../location/location-module.ts';\nexport type L = LocationPorts;\n";
    const value = "import { locationFace } from '../location/location-module.ts';\nexport const face = locationFace;\n";
    expect(await rulesBroken(file, typeOnly)).toEqual([]);
    expect(await rulesBroken(file, value)).toContain('no-restricted-syntax');
    const wiring =
      "import { locationDirectory } from './modules/location/location-service.ts';\nexport const l = locationDirectory;\n";
    expect(await rulesBroken('apps/api/src/app.ts', wiring)).toContain('no-restricted-imports');
  });

  it('refuses the inventory calling movement, however the hooks come in (issue 27.2: one way)', async () => {
    const handedIn = await rulesBroken(
      'apps/api/src/modules/inventory/fixture-service.ts',
      [
        'export interface Deps { movements?: { markLost(id: string): Promise<void> } }',
        "export const lose = (deps: Deps) => deps.movements?.markLost('1');",
        '',
      ].join('\n'),
    );
    expect(handedIn).toContain('no-restricted-syntax');
    const imported = await rulesBroken(
      'apps/api/src/modules/inventory/fixture-service.ts',
      "import type { MovementHooks } from '../movement/movement-module.ts';\nexport type Hooks = MovementHooks;\n",
    );
    // Even its face, even type only: the inventory names nothing of the movement area.
    expect(imported).toContain('no-restricted-syntax');
    // The car's own movement data stays the inventory's to name.
    const data = await rulesBroken(
      'apps/api/src/modules/inventory/fixture-service.ts',
      'export const row = { movementActive: true, inventoryMovement: null };\n',
    );
    expect(data).toEqual([]);
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

  it('lets the seed reach an area only through its face, statically or dynamically', async () => {
    const tables = await rulesBroken(
      'apps/api/src/seed/fixture-seed.ts',
      "import { inventory } from '../modules/inventory/inventory-tables.ts';\nexport const table = inventory;\n",
    );
    const nestedService = await rulesBroken(
      'apps/api/src/seed/fixture-seed.ts',
      "export const load = () => import('../modules/masterdata/zone/zone-service.ts');\n",
    );
    const faces = await rulesBroken(
      'apps/api/src/seed/fixture-seed.ts',
      "import { inventorySeeding } from '../modules/inventory/inventory-module.ts';\n" +
        "import { usersModule } from '../modules/users/users-module.ts';\n" +
        'export const parts = [inventorySeeding, usersModule];\n',
    );
    for (const rules of [tables, nestedService]) expect(rules).toContain('import/no-restricted-paths');
    expect(faces).toEqual([]);
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
