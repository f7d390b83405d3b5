import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cityCountQuery,
  cityListResponse,
  cityQuery,
  countResponse,
  makeCountQuery,
  makeListResponse,
  makeQuery,
  regionCountQuery,
  regionListResponse,
  regionQuery,
  stateCountQuery,
  stateListResponse,
  stateQuery,
} from '@b2c/contracts';
import { STOCK_IN_SEARCH_PERMISSIONS } from '../../plugins/any-permission.ts';
import type { GeoService } from './geo-service.ts';

const tags = ['master data'];
const menu = { access: 'masterdataMenu' } as const;

/** States, cities, regions and makes: read-only lists and counts (SPEC §7 master data). */
export const geoRoutes =
  (service: GeoService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/state',
      { config: menu, schema: { tags, querystring: stateQuery, response: { 200: stateListResponse } } },
      async (request) => ({
        data: await service.states(request.caller.vertical, request.query),
      }),
    );
    app.get(
      '/api/v1/state/count',
      { config: menu, schema: { tags, querystring: stateCountQuery, response: { 200: countResponse } } },
      async (request) => ({
        data: { count: await service.countStates(request.caller.vertical, request.query) },
      }),
    );

    // The stock-in city autocomplete (SPEC §2) is used by inventory and logistics staff too, so the city
    // reads accept any of those menus instead of masterdataMenu alone.
    const citySearch = { config: { access: { anyOf: STOCK_IN_SEARCH_PERMISSIONS } } };
    app.get(
      '/api/v1/city',
      { ...citySearch, schema: { tags, querystring: cityQuery, response: { 200: cityListResponse } } },
      async (request) => ({
        data: await service.cities(request.caller.vertical, request.query),
      }),
    );
    app.get(
      '/api/v1/city/count',
      { ...citySearch, schema: { tags, querystring: cityCountQuery, response: { 200: countResponse } } },
      async (request) => ({
        data: { count: await service.countCities(request.caller.vertical, request.query) },
      }),
    );

    app.get(
      '/api/v1/region',
      { config: menu, schema: { tags, querystring: regionQuery, response: { 200: regionListResponse } } },
      async (request) => ({
        data: await service.regions(request.caller.vertical, request.query),
      }),
    );
    app.get(
      '/api/v1/region/count',
      { config: menu, schema: { tags, querystring: regionCountQuery, response: { 200: countResponse } } },
      async (request) => ({
        data: { count: await service.countRegions(request.caller.vertical, request.query) },
      }),
    );

    app.get(
      '/api/v2/make',
      { config: menu, schema: { tags, querystring: makeQuery, response: { 200: makeListResponse } } },
      async (request) => ({
        data: await service.makes(request.caller.vertical, request.query),
      }),
    );
    app.get(
      '/api/v2/make/count',
      { config: menu, schema: { tags, querystring: makeCountQuery, response: { 200: countResponse } } },
      async (request) => ({
        data: { count: await service.countMakes(request.caller.vertical, request.query) },
      }),
    );
  };
