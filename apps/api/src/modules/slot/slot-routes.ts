import type { FastifyPluginAsync } from 'fastify';
import { slotEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { SlotService } from './slot-service.ts';

/** Slot planner (SPEC §7 "Other services"): offered slots, the plan, a location's preference. */
export const slotRoutes =
  (service: SlotService): FastifyPluginAsync =>
  async (app) => {
    route(app, api.offered, async (request) => ({
      data: await service.offered(request.caller.vertical, request.query),
    }));
    route(app, api.definition, async (request) => ({
      data: await service.definition(request.caller.vertical, request.query.slotType),
    }));
    route(app, api.saveNodeConfig, async (request) => ({
      data: await service.saveNodeConfig(request.caller, request.params.id, request.body),
    }));
  };
