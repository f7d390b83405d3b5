import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countResponse,
  driverCountQuery,
  driverListResponse,
  driverQuery,
  driverResponse,
  driverSaveBody,
  driverSaveQuery,
  idParam,
  resourcePlanInput,
  resourcePlanQuery,
  resourcePlanResponse,
} from '@b2c/contracts';
import type { DriverService } from './driver-service.ts';
import type { ResourcePlanService } from './resource-plan-service.ts';

const tags = ['drivers'];
const access = { access: 'crudDriver' } as const;

export const driverRoutes =
  (drivers: DriverService, plans: ResourcePlanService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/driver',
      { config: access, schema: { tags, querystring: driverQuery, response: { 200: driverListResponse } } },
      async (request) => ({
        data: await drivers.list(request.caller.vertical, request.query),
      }),
    );
    app.get(
      '/api/v1/driver/count',
      { config: access, schema: { tags, querystring: driverCountQuery, response: { 200: countResponse } } },
      async (request) => ({
        data: { count: await drivers.count(request.caller.vertical, request.query) },
      }),
    );
    app.get(
      '/api/v1/driver/:id',
      { config: access, schema: { tags, params: idParam, response: { 200: driverResponse } } },
      async (request) => ({
        data: await drivers.get(request.caller.vertical, request.params.id),
      }),
    );
    // SPEC §7: one POST both creates (no ?id) and updates (?id={id}, the id also in the body).
    app.post(
      '/api/v1/driver',
      {
        config: access,
        schema: {
          tags,
          querystring: driverSaveQuery,
          body: driverSaveBody,
          response: { 200: driverResponse, 201: driverResponse },
        },
      },
      async (request, reply) => {
        const { id } = request.query;
        if (id === undefined)
          return reply.status(201).send({ data: await drivers.create(request.caller, request.body) });
        return { data: await drivers.update(request.caller, id, request.body) };
      },
    );

    app.get(
      '/api/v1/resource-planner',
      { config: access, schema: { tags, querystring: resourcePlanQuery, response: { 200: resourcePlanResponse } } },
      async (request) => ({ data: await plans.get(request.caller.vertical, request.query.driverId) }),
    );
    app.post(
      '/api/v1/resource-planner',
      {
        config: access,
        schema: { tags, body: resourcePlanInput, response: { 200: resourcePlanResponse, 201: resourcePlanResponse } },
      },
      async (request, reply) => {
        const { plan, created } = await plans.save(request.caller, request.body);
        return reply.status(created ? 201 : 200).send({ data: plan });
      },
    );
  };
