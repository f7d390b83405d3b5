import type { FastifyPluginAsync } from 'fastify';
import { fastagEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { FastagService } from './fastag-service.ts';
import type { FastagDocumentService } from './fastag-document-service.ts';

/** FASTag orders, their documents, KYC and activation, and the vertical's config: HTTP only. */
export const fastagRoutes =
  (orders: FastagService, documents: FastagDocumentService): FastifyPluginAsync =>
  async (app) => {
    route(app, api.orders, async (request) => ({ data: await orders.list(request.caller, request.query) }));
    route(app, api.count, async (request) => ({ data: { count: await orders.count(request.caller, request.query) } }));
    route(app, api.fulfilment, async (request) => ({
      data: await orders.fulfilment(request.caller, request.params.id),
    }));
    route(app, api.updateDetails, async (request) => ({
      data: await orders.updateDetails(request.caller, request.params.id, request.body),
    }));
    route(app, api.uploadUrl, async (request) => ({
      data: await documents.uploadUrl(request.caller, request.params.id, request.body),
    }));
    route(app, api.recordDocument, async (request) => ({
      data: await documents.record(request.caller, request.params.id, request.params.type, request.body),
    }));
    route(app, api.viewDocument, async (request) => ({
      data: await documents.view(request.caller, request.params.id, request.params.type),
    }));
    route(app, api.updateKyc, async (request) => ({
      data: await orders.updateKyc(request.caller, request.params.id, request.body),
    }));
    route(app, api.activate, async (request) => ({
      data: await orders.activate(request.caller, request.params.id, request.body.version),
    }));
    route(app, api.config, async (request) => ({ data: await orders.config(request.caller) }));
    route(app, api.saveConfig, async (request) => ({ data: await orders.saveConfig(request.caller, request.body) }));
  };
