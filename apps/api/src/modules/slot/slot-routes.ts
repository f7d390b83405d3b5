import type { FastifyPluginAsync } from 'fastify';
import { slotDefinitionEndpoints as defs, slotEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { SlotService } from './slot-service.ts';

/**
 * Slot planner (SPEC §7 "Other services"): offered slots, the plan, a location's preference; and the
 * slot definitions of /configs/c2b-slots with the planner's read of one location (issue 16).
 */
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
    route(app, defs.node, async (request) => ({
      data: await service.definitions.node(request.caller.vertical, request.query),
    }));
    route(app, defs.list, async (request) => {
      await service.requireConfigs(request.caller.vertical);
      return { data: await service.definitions.list(request.caller.vertical, request.query.slotType) };
    });
    route(app, defs.add, async (request) => {
      await service.requireConfigs(request.caller.vertical);
      return { data: await service.definitions.add(request.caller, request.body) };
    });
    route(app, defs.edit, async (request) => {
      await service.requireConfigs(request.caller.vertical);
      return { data: await service.definitions.edit(request.caller, request.params.code, request.body) };
    });
  };
