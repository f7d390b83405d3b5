import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countResponse,
  idParam,
  zoneCodeParam,
  zoneCountQuery,
  zoneCreateBody,
  zoneDataListResponse,
  zoneListResponse,
  zoneLocationListResponse,
  zoneQuery,
  zoneResponse,
  zoneUpdateBody,
} from '@b2c/contracts';
import type { ZoneService } from './zone-service.ts';

const tags = ['master data: zones'];
const read = { access: 'masterdataMenu' } as const;
const write = { access: 'MANAGE_MASTERDATA' } as const;

export const zoneRoutes =
  (service: ZoneService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/zone',
      { config: read, schema: { tags, querystring: zoneQuery, response: { 200: zoneListResponse } } },
      async (request) => ({
        data: await service.list(request.caller, request.query),
      }),
    );
    app.get(
      '/api/v1/zone/count',
      { config: read, schema: { tags, querystring: zoneCountQuery, response: { 200: countResponse } } },
      async (request) => ({
        data: { count: await service.count(request.caller, request.query) },
      }),
    );
    app.get(
      '/api/v1/zone/data',
      { config: read, schema: { tags, querystring: zoneQuery, response: { 200: zoneDataListResponse } } },
      async (request) => ({
        data: await service.listData(request.caller, request.query),
      }),
    );
    // SPEC §7 lists the c2c zone list under store-location (v2); it is zone data all the same.
    app.get(
      '/api/v2/store-location/c2c-zone',
      { config: read, schema: { tags, querystring: zoneQuery, response: { 200: zoneDataListResponse } } },
      async (request) => ({
        data: await service.listData(request.caller, { ...request.query, c2c: true }),
      }),
    );
    app.get(
      '/api/v1/zone/code/:code/location',
      { config: read, schema: { tags, params: zoneCodeParam, response: { 200: zoneLocationListResponse } } },
      async (request) => ({ data: await service.locationsOfZone(request.caller.vertical, request.params.code) }),
    );
    app.post(
      '/api/v1/zone',
      { config: write, schema: { tags, body: zoneCreateBody, response: { 201: zoneResponse } } },
      async (request, reply) => reply.status(201).send({ data: await service.create(request.caller, request.body) }),
    );
    app.put(
      '/api/v1/zone/:id',
      { config: write, schema: { tags, params: idParam, body: zoneUpdateBody, response: { 200: zoneResponse } } },
      async (request) => ({
        data: await service.update(request.caller, request.params.id, request.body),
      }),
    );
  };
