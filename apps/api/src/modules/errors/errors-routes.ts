import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorsEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { ErrorsService } from './errors-service.ts';

/** The Errors screen's reads and its one action (VIEW_ERRORS, administrators). */
export const errorsRoutes =
  (errors: ErrorsService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, api.list, async (request) => ({ data: await errors.list(request.query) }));
    route(app, api.count, async (request) => ({ data: { count: await errors.count(request.query) } }));
    route(app, api.get, async (request) => ({ data: await errors.get(request.params.id) }));
    route(app, api.resolve, async (request) => ({ data: await errors.resolve(request.params.id) }));
  };
