import type { FastifyPluginAsync } from 'fastify';
import { tutorialEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { TutorialService } from './tutorial-service.ts';

export const tutorialRoutes =
  (tutorials: TutorialService): FastifyPluginAsync =>
  async (app) => {
    route(app, api.list, async (request) => ({ data: await tutorials.list(request.caller, request.query) }));
    route(app, api.count, async (request) => ({
      data: { count: await tutorials.count(request.caller, request.query) },
    }));
    route(app, api.uploadUrl, async (request) => ({ data: await tutorials.uploadUrl(request.caller, request.body) }));
    route(app, api.create, async (request, reply) =>
      reply.status(201).send({ data: await tutorials.create(request.caller, request.body) }),
    );
  };
