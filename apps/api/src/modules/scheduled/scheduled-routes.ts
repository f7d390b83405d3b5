import type { FastifyPluginAsync } from 'fastify';
import { scheduledEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { ScheduledService } from './scheduled-service.ts';

/** SPEC §7 scheduled tasks: HTTP only; rules live in the service. */
export const scheduledRoutes =
  (schedules: ScheduledService): FastifyPluginAsync =>
  async (app) => {
    route(app, api.list, async (request) => ({ data: await schedules.list(request.caller, request.query) }));
    route(app, api.count, async (request) => ({
      data: { count: await schedules.count(request.caller, request.query) },
    }));
    route(app, api.get, async (request) => ({ data: await schedules.get(request.caller, request.params.id) }));
    route(app, api.create, async (request, reply) =>
      reply.status(201).send({ data: await schedules.create(request.caller, request.body) }),
    );
    route(app, api.update, async (request) => ({
      data: await schedules.update(request.caller, request.params.id, request.body),
    }));
    route(app, api.cancel, async (request) => ({
      data: await schedules.cancel(request.caller, request.params.id, request.body.version),
    }));
  };
