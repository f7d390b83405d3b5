import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countResponse,
  idParam,
  locationCountQuery,
  locationInput,
  locationListResponse,
  locationQuery,
  locationResponse,
  locationUpdate,
  mediaUploadBody,
  mediaUploadResponse,
} from '@b2c/contracts';
import { STOCK_IN_SEARCH_PERMISSIONS } from '../../plugins/any-permission.ts';
import type { LocationService } from './location-service.ts';
import type { locationMediaService } from './location-media-service.ts';

const tags = ['store locations'];
const read = { access: 'masterdataMenu' } as const;
const write = { access: 'MANAGE_MASTERDATA' } as const;

export const locationRoutes =
  (service: LocationService, media: ReturnType<typeof locationMediaService>): FastifyPluginAsyncZod =>
  async (app) => {
    // The stock-in location search (SPEC §2) runs for inventory and logistics staff too: any of those
    // menus may list locations; everything else here needs masterdataMenu or MANAGE_MASTERDATA.
    app.get(
      '/api/v2/store-location',
      {
        config: { access: { anyOf: STOCK_IN_SEARCH_PERMISSIONS } },
        schema: { tags, querystring: locationQuery, response: { 200: locationListResponse } },
      },
      async (request) => ({ data: await service.list(request.caller, request.query) }),
    );
    app.get(
      '/api/v2/store-location/count',
      { config: read, schema: { tags, querystring: locationCountQuery, response: { 200: countResponse } } },
      async (request) => ({
        data: { count: await service.count(request.caller, request.query) },
      }),
    );
    app.get(
      '/api/v2/store-location/:id',
      { config: read, schema: { tags, params: idParam, response: { 200: locationResponse } } },
      async (request) => ({
        data: await service.get(request.caller.vertical, request.params.id),
      }),
    );
    app.post(
      '/api/v2/store-location',
      { config: write, schema: { tags, body: locationInput, response: { 201: locationResponse } } },
      async (request, reply) => reply.status(201).send({ data: await service.create(request.caller, request.body) }),
    );
    app.put(
      '/api/v2/store-location/:id',
      { config: write, schema: { tags, params: idParam, body: locationUpdate, response: { 200: locationResponse } } },
      async (request) => ({ data: await service.update(request.caller, request.params.id, request.body) }),
    );
    app.post(
      '/api/v2/store-location/media/upload-url',
      { config: write, schema: { tags, body: mediaUploadBody, response: { 200: mediaUploadResponse } } },
      async (request) => ({ data: await media.uploadUrl(request.caller.vertical, request.body) }),
    );
  };
