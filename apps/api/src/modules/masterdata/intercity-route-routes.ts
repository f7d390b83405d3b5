import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countResponse,
  routeCodeParam,
  routeCountQuery,
  routeInput,
  routeListResponse,
  routeQuery,
  routeResponse,
  routeUpdateBody,
} from '@b2c/contracts';
import type { IntercityRouteService } from './intercity-route-service.ts';

const tags = ['master data: intercity routes'];
const read = { access: 'masterdataMenu' } as const;
const write = { access: 'MANAGE_MASTERDATA' } as const;

export const intercityRouteRoutes =
  (service: IntercityRouteService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v2/route',
      { config: read, schema: { tags, querystring: routeQuery, response: { 200: routeListResponse } } },
      async (request) => ({
        data: await service.list(request.caller.vertical, request.query),
      }),
    );
    app.get(
      '/api/v2/route/count',
      { config: read, schema: { tags, querystring: routeCountQuery, response: { 200: countResponse } } },
      async (request) => ({
        data: { count: await service.count(request.caller.vertical, request.query) },
      }),
    );
    app.post(
      '/api/v2/route',
      { config: write, schema: { tags, body: routeInput, response: { 201: routeResponse } } },
      async (request, reply) => reply.status(201).send({ data: await service.create(request.caller, request.body) }),
    );
    app.put(
      '/api/v2/route/:code',
      {
        config: write,
        schema: { tags, params: routeCodeParam, body: routeUpdateBody, response: { 200: routeResponse } },
      },
      async (request) => ({ data: await service.update(request.caller, request.params.code, request.body) }),
    );
  };
