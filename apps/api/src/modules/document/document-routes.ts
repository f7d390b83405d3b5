import type { FastifyPluginAsync } from 'fastify';
import { documentEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { DocumentService } from './document-service.ts';

/** HTTP only: the document endpoints of @b2c/contracts onto the service. */
export const documentRoutes =
  (documents: DocumentService): FastifyPluginAsync =>
  async (app) => {
    route(app, api.search, async (request) => ({ data: await documents.search(request.caller, request.query) }));
    route(app, api.count, async (request) => ({
      data: { count: await documents.count(request.caller, request.query) },
    }));
    route(app, api.pendency, async (request) => ({ data: await documents.pendency(request.caller, request.query) }));
    route(app, api.get, async (request) => ({
      data: await documents.get(request.caller, {
        appointmentId: request.params.id,
        documentType: request.params.type,
      }),
    }));
    route(app, api.act, async (request) => ({
      data: await documents.act(
        request.caller,
        { appointmentId: request.params.id, documentType: request.params.type },
        request.query.action,
        request.body,
      ),
    }));
    route(app, api.batch, async (request) => ({
      data: await documents.batch(request.caller, request.body, request.log),
    }));
  };
