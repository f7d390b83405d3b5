import type { FastifyPluginAsync } from 'fastify';
import { movementEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { MovementActionService } from './movement-action-service.ts';
import type { PickupRequestService } from './pickup-request-service.ts';
import { toResult } from './movement-context.ts';

/** SPEC §7 movement paths, verbatim. `{id}` is the inventory's numeric id, `apt-{id}` its appointment id. */
export const movementRoutes =
  (actions: MovementActionService, pickups: PickupRequestService): FastifyPluginAsync =>
  async (app) => {
    route(app, api.view, async (request) => ({ data: await actions.view(request.caller, { id: request.params.id }) }));
    route(app, api.create, async (request, reply) =>
      reply
        .status(201)
        .send({ data: toResult(await pickups.create(request.caller, { id: request.params.id }, request.body)) }),
    );
    route(app, api.act, async (request) => ({
      data: toResult(await actions.act(request.caller, { id: request.params.id }, request.query.action, request.body)),
    }));
    route(app, api.refresh, async (request) => ({
      data: toResult(await actions.refresh(request.caller, { id: request.params.id }, request.body.version)),
    }));
    route(app, api.update, async (request) => ({
      data: toResult(await pickups.update(request.caller, { id: request.params.id }, request.body)),
    }));
    route(app, api.details, async (request) => ({
      data: toResult(await pickups.details(request.caller, { id: request.params.id }, request.body)),
    }));
    route(app, api.reschedule, async (request) => ({
      data: toResult(
        await pickups.reschedule(
          request.caller,
          { appointmentId: request.params.id },
          request.query.tags,
          request.body,
        ),
      ),
    }));
    route(app, api.nextHop, async (request) => ({
      data: toResult(
        await pickups.nextHop(
          request.caller,
          { id: request.params.id },
          request.query.locationCode,
          request.body.version,
        ),
      ),
    }));
    route(app, api.setVendor, async (request) => ({
      data: toResult(await pickups.setVendor(request.caller, { id: request.params.id }, request.body)),
    }));
  };
