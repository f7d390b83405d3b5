import { describe, expect, it } from 'vitest';
import * as contracts from '@b2c/contracts';
import { areaNameProblems, glossaryAreas, readAreaNameSnapshot, type AreaNameSnapshot } from './area-names.ts';

/** Issue 10 "one name per area": folders, contracts, route modules, services and the glossary agree. */
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

  it('reads the glossary table: 19 areas, users carries both user management items, slot none', () => {
    expect(snapshot.glossary.size).toBe(19);
    expect(snapshot.glossary.get('users')).toEqual(['userManagementV1', 'userManagementV2']);
    expect(snapshot.glossary.get('slot')).toEqual([]);
  });

  it('notices an old name in any place', () => {
    const contractFiles = new Map(snapshot.contractFiles);
    contractFiles.set('zone.ts', ['zoneEndpoints']);
    contractFiles.set('masterdata-pincode.ts', ['stockInEndpoints']);
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
    };
    const problems = areaNameProblems(wrong);
    expect(problems).toEqual(
      expect.arrayContaining([
        'API module folder "ums" is not an area',
        'web feature folder "stock-in" is not an area',
        'contracts file zone.ts starts with no area name',
        'masterdata-pincode.ts exports stockInEndpoints: not named after its area "masterdata"',
        'logistic/logistic-routes.tsx declares area "logistic", not an area',
        'movement/stock-in-routes.tsx is not named <area>-routes.tsx',
        'service "ums" is not an area',
        'area "movement" has no row in the glossary',
        'glossary row "logistic" is not in AREAS',
        'glossary puts "logistic" under "logistic", the domain does not',
        'feature "userPreferences" (area "users") is missing from the glossary\'s sidebar items',
      ]),
    );
  });
});
