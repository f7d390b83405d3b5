import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countResponse,
  idParam,
  locusTeamCountQuery,
  locusTeamInput,
  locusTeamListResponse,
  locusTeamQuery,
  locusTeamResponse,
  locusTeamUpdate,
} from '@b2c/contracts';
import type { LocusTeamService } from './locus-team-service.ts';

const tags = ['master data: Locus teams'];
const read = { access: 'masterdataMenu' } as const;
const write = { access: 'MANAGE_MASTERDATA' } as const;

export const locusTeamRoutes =
  (service: LocusTeamService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/locus-team',
      { config: read, schema: { tags, querystring: locusTeamQuery, response: { 200: locusTeamListResponse } } },
      async (request) => ({
        data: await service.list(request.caller.vertical, request.query),
      }),
    );
    app.get(
      '/api/v1/locus-team/count',
      { config: read, schema: { tags, querystring: locusTeamCountQuery, response: { 200: countResponse } } },
      async (request) => ({
        data: { count: await service.count(request.caller.vertical, request.query) },
      }),
    );
    app.get(
      '/api/v1/locus-team/:id',
      { config: read, schema: { tags, params: idParam, response: { 200: locusTeamResponse } } },
      async (request) => ({
        data: await service.get(request.caller.vertical, request.params.id),
      }),
    );
    app.post(
      '/api/v1/locus-team',
      { config: write, schema: { tags, body: locusTeamInput, response: { 201: locusTeamResponse } } },
      async (request, reply) => reply.status(201).send({ data: await service.create(request.caller, request.body) }),
    );
    app.put(
      '/api/v1/locus-team/:id',
      { config: write, schema: { tags, params: idParam, body: locusTeamUpdate, response: { 200: locusTeamResponse } } },
      async (request) => ({
        data: await service.update(request.caller, request.params.id, request.body),
      }),
    );
  };
