import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_CATALOGUE, endpointKey } from '@b2c/contracts/endpoint-catalogue';
import { endpoint, envelope, type Endpoint } from '@b2c/contracts';
import { z } from 'zod';
import { buildTestApp, fakePanelBuild, type TestApp } from '../test/build-test-app.ts';
import type { RegisteredRoute } from './route-permissions.ts';
import { ROUTES_WITHOUT_CONTRACT, routeWithoutContract } from '../kits/routes-without-contract.ts';

/**
 * Every endpoint served (issue 27): each endpoint of the contracts' catalogue has its route, and each
 * route the app registers is a contract endpoint or one of the listed exceptions, each with its reason.
 */
let t: TestApp;
// With a built panel, so that its pages' catch-all is among the routes.
const panel = fakePanelBuild();
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: panel.dir });
});
afterAll(async () => {
  await t?.close();
  panel.remove();
});

/** Fastify adds a HEAD beside each GET: the GET is the route. */
const served = (routes: readonly RegisteredRoute[]) => routes.filter((r) => r.method !== 'HEAD');

/** What a route table and a catalogue disagree on, as readable lines; empty when they agree. */
function mismatches(routes: readonly RegisteredRoute[], endpoints: readonly Pick<Endpoint, 'method' | 'path'>[]) {
  const registered = new Set(served(routes).map((r) => `${r.method} ${r.url}`));
  const defined = new Set(endpoints.map(endpointKey));
  return [
    ...[...defined].filter((key) => !registered.has(key)).map((key) => `no route for the contract endpoint ${key}`),
    ...served(routes)
      .filter((r) => !defined.has(`${r.method} ${r.url}`) && !routeWithoutContract(r.method, r.url))
      .map((r) => `no contract endpoint for the route ${r.method} ${r.url}`),
  ];
}

const catalogued = ENDPOINT_CATALOGUE.map((entry) => entry.endpoint);

describe('routes and contracts', () => {
  it('serves every contract endpoint, and no route outside the contracts but the listed exceptions', () => {
    expect(catalogued.length).toBeGreaterThan(250);
    expect(t.routes.map((r) => r.url)).toEqual(expect.arrayContaining(['/*', '/interaction/:uid', '/healthz']));
    expect(mismatches(t.routes, catalogued)).toEqual([]);
  });

  it('notices a contract endpoint without a route and a route without a contract endpoint', () => {
    const unserved = endpoint({
      method: 'GET',
      path: '/api/v1/unserved',
      response: envelope(z.null()),
      access: 'authenticated',
    });
    const stray: RegisteredRoute = { method: 'POST', url: '/api/v1/stray', access: 'authenticated' };
    expect(mismatches([...t.routes, stray], [...catalogued, unserved])).toEqual([
      'no route for the contract endpoint GET /api/v1/unserved',
      'no contract endpoint for the route POST /api/v1/stray',
    ]);
  });

  it('gives each exception its reason, and serves each unless its configuration is missing', () => {
    for (const exception of ROUTES_WITHOUT_CONTRACT) {
      const label = `${exception.method} ${String(exception.url)}`;
      expect(exception.why.length, label).toBeGreaterThan(20);
      const found = served(t.routes).filter((r) => routeWithoutContract(r.method, r.url) === exception);
      if (!exception.only) expect(found.length, `${label} is listed but not served`).toBeGreaterThan(0);
    }
    // No exception hides a contract endpoint.
    for (const e of catalogued) expect(routeWithoutContract(e.method, e.path), endpointKey(e)).toBeUndefined();
  });
});
