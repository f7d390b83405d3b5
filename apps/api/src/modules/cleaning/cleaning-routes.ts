import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CLIENT_TYPE_HEADER, cleaningEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import { clientTypeOf } from './cleaning-mapping.ts';
import type { CleaningService } from './cleaning-service.ts';
import type { CleaningStepService } from './cleaning-step-service.ts';

/** SPEC §7: the client-type header of the call, recorded with every change it makes. */
const clientOf = (request: Pick<FastifyRequest, 'headers'>) => clientTypeOf(request.headers[CLIENT_TYPE_HEADER]);

export const cleaningRoutes =
  (tasks: CleaningService, steps: CleaningStepService): FastifyPluginAsync =>
  async (app) => {
    route(app, api.qaList, async (request) => ({
      data: await tasks.list(request.caller, 'CLEANING_QA', request.query),
    }));
    route(app, api.qaCount, async (request) => ({
      data: { count: await tasks.count(request.caller, 'CLEANING_QA', request.query) },
    }));
    route(app, api.historyList, async (request) => ({
      data: await tasks.list(request.caller, 'CLEANING_HISTORY', request.query),
    }));
    route(app, api.historyCount, async (request) => ({
      data: { count: await tasks.count(request.caller, 'CLEANING_HISTORY', request.query) },
    }));
    route(app, api.task, async (request) => ({ data: await tasks.get(request.caller, request.params.id) }));
    route(app, api.cleaners, async (request) => ({ data: await tasks.cleaners(request.caller) }));
    route(app, api.create, async (request, reply) =>
      reply.status(201).send({ data: await tasks.create(request.caller, clientOf(request), request.body) }),
    );
    route(app, api.uploadUrl, async (request) => ({ data: await tasks.uploadUrl(request.caller, request.body) }));
    route(app, api.assign, async (request) => ({
      data: await steps.assign(request.caller, clientOf(request), request.params.id, request.body),
    }));
    route(app, api.submit, async (request) => ({
      data: await steps.submit(request.caller, clientOf(request), request.params.id, request.body),
    }));
    route(app, api.approve, async (request) => ({
      data: await steps.approve(request.caller, clientOf(request), request.params.id, request.body),
    }));
    route(app, api.reject, async (request) => ({
      data: await steps.reject(request.caller, clientOf(request), request.params.id, request.body),
    }));
    route(app, api.recordPhoto, async (request) => ({
      data: await steps.recordPhoto(
        request.caller,
        clientOf(request),
        request.params.id,
        request.params.kind,
        request.body,
      ),
    }));
  };
