import type { FastifyPluginAsync } from 'fastify';
import { keyEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { KeyService } from './key-service.ts';
import type { KeyRequestService } from './key-request-service.ts';

export const keyRoutes =
  (keys: KeyService, requests: KeyRequestService): FastifyPluginAsync =>
  async (app) => {
    route(app, api.createRequest, async (request, reply) =>
      reply.status(201).send({ data: await requests.create(request.caller, request.body) }),
    );
    route(app, api.cancelRequest, async (request) => ({
      data: await requests.step(request.caller, request.params.id, 'CANCEL', request.body),
    }));
    route(app, api.requestAction, async (request) => ({
      data: await requests.step(request.caller, request.params.id, request.params.action, {
        ...request.body,
        noOfKeysReceived: request.query.noOfKeysReceived,
      }),
    }));
    route(app, api.listRequests, async (request) => ({ data: await requests.list(request.caller, request.query) }));
    route(app, api.countRequests, async (request) => ({
      data: { count: await requests.count(request.caller, request.query) },
    }));
    route(app, api.listOutKeys, async (request) => ({ data: await keys.listOutKeys(request.caller, request.query) }));
    route(app, api.countOutKeys, async (request) => ({
      data: { count: await keys.countOutKeys(request.caller, request.query) },
    }));
    route(app, api.receiveOutKeys, async (request) => ({
      data: await keys.receiveOutKeys(request.caller, request.body),
    }));
    route(app, api.teamsStatus, async (request) => ({ data: await keys.teamsStatus(request.caller) }));
    route(app, api.carKeys, async (request) => ({ data: await keys.carKeys(request.caller, request.params.id) }));
    route(app, api.auditTrail, async (request) => ({ data: await keys.auditTrail(request.caller, request.query) }));
    route(app, api.auditTrailCount, async (request) => ({
      data: { count: await keys.auditCount(request.caller, request.query.appointmentId) },
    }));
    route(app, api.moveMainKey, async (request) => ({
      data: await keys.move(request.caller, 'KEY_DETAILS', request.body),
    }));
    route(app, api.moveSpareKey, async (request) => ({
      data: await keys.move(request.caller, 'SPARE_KEY_DETAILS', request.body),
    }));
  };
