import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countResponse,
  idParam,
  pincodeCountQuery,
  pincodeInput,
  pincodeListResponse,
  pincodeQuery,
  pincodeResponse,
  pincodeUpdate,
} from '@b2c/contracts';
import type { PincodeService } from './pincode-service.ts';

const tags = ['master data: pincodes'];
const read = { access: 'masterdataMenu' } as const;
const write = { access: 'MANAGE_MASTERDATA' } as const;

export const pincodeRoutes =
  (service: PincodeService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/pincode',
      { config: read, schema: { tags, querystring: pincodeQuery, response: { 200: pincodeListResponse } } },
      async (request) => ({
        data: await service.list(request.caller.vertical, request.query),
      }),
    );
    app.get(
      '/api/v1/pincode/count',
      { config: read, schema: { tags, querystring: pincodeCountQuery, response: { 200: countResponse } } },
      async (request) => ({
        data: { count: await service.count(request.caller.vertical, request.query) },
      }),
    );
    app.post(
      '/api/v1/pincode',
      { config: write, schema: { tags, body: pincodeInput, response: { 201: pincodeResponse } } },
      async (request, reply) => reply.status(201).send({ data: await service.create(request.caller, request.body) }),
    );
    app.put(
      '/api/v1/pincode/:id',
      { config: write, schema: { tags, params: idParam, body: pincodeUpdate, response: { 200: pincodeResponse } } },
      async (request) => ({
        data: await service.update(request.caller, request.params.id, request.body),
      }),
    );
  };
