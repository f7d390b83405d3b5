import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentParam,
  createPickupRequestBody,
  inventoryIdParam,
  movementActionBody,
  movementActionQuery,
  movementDetailsBody,
  movementResultResponse,
  movementUpdateBody,
  movementVersionBody,
  movementViewResponse,
  nextHopQuery,
  rescheduleBody,
  rescheduleQuery,
  setLogisticBody,
} from '@b2c/contracts';
import type { MovementActionService } from './movement-action-service.ts';
import type { PickupRequestService } from './pickup-request-service.ts';
import { toResult } from './movement-context.ts';

const tags = ['inventory: movement'];
const logistics = { access: 'logisticMenu' } as const;

/** SPEC §7 movement paths, verbatim. `{id}` is the inventory's numeric id, `apt-{id}` its appointment id. */
export const movementRoutes =
  (actions: MovementActionService, pickups: PickupRequestService): FastifyPluginAsyncZod =>
  async (app) => {
    const params = inventoryIdParam;
    const response = { 200: movementResultResponse };
    app.get(
      '/api/inventory/:id/movement',
      { config: logistics, schema: { tags, params, response: { 200: movementViewResponse } } },
      async (request) => ({
        data: await actions.view(request.caller, { id: request.params.id }),
      }),
    );
    app.post(
      '/api/inventory/:id/movement',
      {
        config: logistics,
        schema: { tags, params, body: createPickupRequestBody, response: { 201: movementResultResponse } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: toResult(await pickups.create(request.caller, { id: request.params.id }, request.body)) }),
    );
    app.put(
      '/api/inventory/:id/movement',
      {
        config: logistics,
        schema: { tags, params, querystring: movementActionQuery, body: movementActionBody, response },
      },
      async (request) => ({
        data: toResult(
          await actions.act(request.caller, { id: request.params.id }, request.query.action, request.body),
        ),
      }),
    );
    app.put(
      '/api/inventory/:id/movement/refresh',
      { config: logistics, schema: { tags, params, body: movementVersionBody, response } },
      async (request) => ({
        data: toResult(await actions.refresh(request.caller, { id: request.params.id }, request.body.version)),
      }),
    );
    app.put(
      '/api/inventory/:id/movement-update',
      { config: logistics, schema: { tags, params, body: movementUpdateBody, response } },
      async (request) => ({
        data: toResult(await pickups.update(request.caller, { id: request.params.id }, request.body)),
      }),
    );
    app.put(
      '/api/inventory/:id/update/movement-details',
      { config: logistics, schema: { tags, params, body: movementDetailsBody, response } },
      async (request) => ({
        data: toResult(await pickups.details(request.caller, { id: request.params.id }, request.body)),
      }),
    );
    app.put(
      '/api/inventory/apt-:id/reschedule',
      {
        config: logistics,
        schema: { tags, params: appointmentParam, querystring: rescheduleQuery, body: rescheduleBody, response },
      },
      async (request) => ({
        data: toResult(
          await pickups.reschedule(
            request.caller,
            { appointmentId: request.params.id },
            request.query.tags,
            request.body,
          ),
        ),
      }),
    );
    app.put(
      '/api/inventory/:id/next-hop',
      { config: logistics, schema: { tags, params, querystring: nextHopQuery, body: movementVersionBody, response } },
      async (request) => ({
        data: toResult(
          await pickups.nextHop(
            request.caller,
            { id: request.params.id },
            request.query.locationCode,
            request.body.version,
          ),
        ),
      }),
    );
    app.post(
      '/api/inventory/:id/logistic',
      { config: logistics, schema: { tags, params, body: setLogisticBody, response } },
      async (request) => ({
        data: toResult(await pickups.setVendor(request.caller, { id: request.params.id }, request.body)),
      }),
    );
  };
