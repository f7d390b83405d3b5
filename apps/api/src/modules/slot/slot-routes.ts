import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  slotAvailabilityResponse,
  slotDefinitionQuery,
  slotDefinitionResponse,
  slotNodeConfigBody,
  slotNodeConfigResponse,
  slotQuery,
} from '@b2c/contracts';
import type { SlotService } from './slot-service.ts';

const tags = ['slot'];
const read = { access: 'logisticMenu' } as const;
// A slot preference is part of a location's set-up, so it needs the master-data write permission.
const write = { access: 'MANAGE_MASTERDATA' } as const;

/** Slot planner (SPEC §7 "Other services"): offered slots, the plan, a location's preference. */
export const slotRoutes =
  (service: SlotService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/slot',
      { config: read, schema: { tags, querystring: slotQuery, response: { 200: slotAvailabilityResponse } } },
      async (request) => ({
        data: await service.offered(request.caller.vertical, request.query),
      }),
    );
    app.get(
      '/api/slot/definition',
      { config: read, schema: { tags, querystring: slotDefinitionQuery, response: { 200: slotDefinitionResponse } } },
      async (request) => ({ data: await service.definition(request.caller.vertical, request.query.slotType) }),
    );
    app.put(
      '/api/slot/config/:id/node',
      {
        config: write,
        schema: { tags, params: idParam, body: slotNodeConfigBody, response: { 200: slotNodeConfigResponse } },
      },
      async (request) => ({ data: await service.saveNodeConfig(request.caller, request.params.id, request.body) }),
    );
  };
