import type { FastifyPluginAsync } from 'fastify';
import { driverEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import { crudRoutes } from '../../plugins/crud-routes.ts';
import type { DriverService } from './driver-service.ts';
import type { ResourcePlanService } from './resource-plan-service.ts';
import type { ResourcePlanDay } from './resource-plan-day.ts';

export const driverRoutes =
  (drivers: DriverService, plans: ResourcePlanService, days: ResourcePlanDay): FastifyPluginAsync =>
  async (app) => {
    crudRoutes(app, api, drivers);
    route(app, api.save, async (request, reply) => {
      const { id } = request.query;
      if (id === undefined) return reply.status(201).send({ data: await drivers.create(request.caller, request.body) });
      return { data: await drivers.update(request.caller, id, request.body) };
    });
    route(app, api.plan, async (request) => ({
      data: await plans.get(request.caller.vertical, request.query.driverId),
    }));
    route(app, api.planDay, async (request) => ({
      data: await days.day(request.caller.vertical, request.query.locationCode, request.query.date),
    }));
    route(app, api.savePlan, async (request, reply) => {
      const { plan, created } = await plans.save(request.caller, request.body);
      return reply.status(created ? 201 : 200).send({ data: plan });
    });
  };
