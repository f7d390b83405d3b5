import type { FastifyPluginAsync } from 'fastify';
import { configEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { configService } from './config-service.ts';

export const configRoutes =
  (service: ReturnType<typeof configService>): FastifyPluginAsync =>
  async (app) => {
    route(app, api.uiRules, async (request) => ({ data: await service.uiRules(request.caller) }));
    route(app, api.contactPersons, async (request) => ({ data: await service.contactPersons(request.caller) }));
  };
