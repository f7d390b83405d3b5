import type { FastifyPluginAsync } from 'fastify';
import { masterdataPincodeEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { PincodeService } from './pincode-service.ts';

export const pincodeRoutes =
  (service: PincodeService): FastifyPluginAsync =>
  async (app) => {
    route(app, api.list, async (request) => ({ data: await service.list(request.caller.vertical, request.query) }));
    route(app, api.count, async (request) => ({
      data: { count: await service.count(request.caller.vertical, request.query) },
    }));
    route(app, api.create, async (request, reply) =>
      reply.status(201).send({ data: await service.create(request.caller, request.body) }),
    );
    route(app, api.update, async (request) => ({
      data: await service.update(request.caller, request.params.id, request.body),
    }));
  };
