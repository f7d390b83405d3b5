import { describe, expect, it } from 'vitest';
import * as contracts from '@b2c/contracts';
import { areaNameProblems, glossaryAreas, readAreaNameSnapshot, type AreaNameSnapshot } from './area-names.ts';

/**
 * Issue 10 "one name per area": folders, contracts, route modules, services and the glossary agree; issue 27
 * adds the browser specs, the API document's tags, the panel's route access keys and its query-key roots.
 */
describe('area names', () => {
  const snapshot = readAreaNameSnapshot();

  it('agree everywhere: folders, contracts, route modules, services, glossary and AREA_OF_FEATURE', () => {
    expect(areaNameProblems(snapshot)).toEqual([]);
  });

  it('reads every xxxEndpoints export of the contracts from its source file', () => {
    const exported = Object.keys(contracts).filter((name) => name.endsWith('Endpoints'));
    const read = [...snapshot.contractFiles.values()].flat();
    expect(read.sort()).toEqual(exported.sort());
    expect(read).toContain('movementEndpoints');
  });

  it('reads the glossary table: 20 areas, users carries both user management items, slot none', () => {
    expect(snapshot.glossary.size).toBe(20);
    expect(snapshot.glossary.get('users')).toEqual(['userManagementV1', 'userManagementV2']);
    expect(snapshot.glossary.get('slot')).toEqual([]);
  });

  it('reads the newer places: e2e specs, API document tags, route access keys, query-key roots', () => {
    expect(snapshot.e2eSpecs).toContain('movement-stock-in.spec.ts');
    expect(snapshot.openApiTags.get('inventoryList')).toBe('inventory');
    expect(snapshot.openApiTags.get('movementLogisticList')).toBe('movement');
    expect([...snapshot.openApiTags.values()]).toContain('storage');
    expect(snapshot.pathAccessKeys).toEqual(expect.arrayContaining(['movement', 'users', 'yardAudit']));
    expect(snapshot.routeAccessKeys).toEqual(expect.arrayContaining(['logistic', 'userManagementV2', 'c2bSlots']));
    expect(snapshot.queryKeyRoots.get('features/driver/driver-api.ts')).toContain('driver');
    expect(snapshot.queryKeyRoots.get('shared/resources/car-cache.ts')).toContain('movement');
    expect(snapshot.sharedQueryRoots).toEqual(['session', 'grid', 'places']);
  });

  it('notices an old name in any place', () => {
    const contractFiles = new Map(snapshot.contractFiles);
    contractFiles.set('zone.ts', ['zoneEndpoints']);
    contractFiles.set('logistic/logistic-lists.ts', ['logisticEndpoints']);
    contractFiles.set('movement/stock-in.ts', ['movementStockInEndpoints']);
    contractFiles.set('masterdata/masterdata-pincode.ts', ['stockInEndpoints']);
    const webRouteAreas = new Map(snapshot.webRouteAreas);
    webRouteAreas.set('logistic/logistic-routes.tsx', 'logistic');
    webRouteAreas.set('movement/stock-in-routes.tsx', 'movement');
    const wrong: AreaNameSnapshot = {
      ...snapshot,
      apiModules: [...snapshot.apiModules, 'ums'],
      webFeatures: [...snapshot.webFeatures, 'stock-in'],
      contractFiles,
      webRouteAreas,
      services: [...snapshot.services, 'ums'],
      areaOfFeature: { ...snapshot.areaOfFeature, userPreferences: 'users' },
      glossary: glossaryAreas('## Areas\n\n| area | what | items |\n|---|---|---|\n| logistic | x | logistic |\n'),
      e2eSpecs: [
        ...snapshot.e2eSpecs,
        'logistic.spec.ts',
        'key-management.spec.ts',
        'stock-in.spec.ts',
        'checkout.spec.ts',
      ],
      openApiTags: new Map([...snapshot.openApiTags, ['logisticList', 'logistic'], ['keyList', 'movement']]),
      pathAccessKeys: [...snapshot.pathAccessKeys, 'logistic'],
      routeAccessKeys: [...snapshot.routeAccessKeys, 'ums'],
      queryKeyRoots: new Map([
        ...snapshot.queryKeyRoots,
        ['features/movement/logistic-api.ts', ['logistic']],
        ['features/config/config-api.ts', ['spelled out: configs']],
      ]),
      sharedQueryRoots: [...snapshot.sharedQueryRoots, 'big-dealer'],
    };
    const problems = areaNameProblems(wrong);
    expect(problems).toEqual(
      expect.arrayContaining([
        'API module folder "ums" is not an area',
        'web feature folder "stock-in" is not an area',
        'contracts file zone.ts is not in one area folder (<area>/<file>)',
        'contracts folder "logistic" (logistic/logistic-lists.ts) is not an area',
        'contracts file movement/stock-in.ts is not named after its folder',
        'masterdata/masterdata-pincode.ts exports stockInEndpoints: not named after its area "masterdata"',
        'logistic/logistic-routes.tsx declares area "logistic", not an area',
        'movement/stock-in-routes.tsx is not named <area>-routes.tsx',
        'service "ums" is not an area',
        'area "movement" has no row in the glossary',
        'glossary row "logistic" is not in AREAS',
        'glossary puts "logistic" under "logistic", the domain does not',
        'feature "userPreferences" (area "users") is missing from the glossary\'s sidebar items',
        'e2e spec logistic.spec.ts uses the old name "logistic" of area "movement"',
        'e2e spec key-management.spec.ts uses the old name "key-management" of area "key"',
        'e2e spec stock-in.spec.ts uses the old name "stock-in" of area "movement"',
        'e2e spec checkout.spec.ts starts with neither an area name nor a cross-area word',
        'operation logisticList is tagged "logistic", not an area',
        'operation keyList is not named after its tag "movement"',
        'PATH_ACCESS key "logistic" is not an area',
        'ROUTE_ACCESS key "ums" is neither a feature nor an area',
        'features/movement/logistic-api.ts roots query keys at "logistic", not an area',
        'features/config/config-api.ts spells a query key out (spelled out: configs): use queryKeys(area)',
        'SHARED_QUERY_ROOTS names "big-dealer", not a known non-area root',
      ]),
    );
  });
});
