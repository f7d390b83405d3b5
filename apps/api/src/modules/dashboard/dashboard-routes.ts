import type { FastifyPluginAsync } from 'fastify';
import { dashboardEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { DashboardService } from './dashboard-service.ts';
import type { DashboardOperations } from './dashboard-operations.ts';

/** The start page's tiles (issue 29): each route's permission is its contract's; every count is the caller's vertical's. */
export const dashboardRoutes =
  (dashboard: DashboardService, operations: DashboardOperations): FastifyPluginAsync =>
  async (app) => {
    route(app, api.myWork, async (request) => ({ data: await dashboard.myWork(request.caller) }));
    route(app, api.inventory, async (request) => ({ data: await dashboard.inventory(request.caller) }));
    route(app, api.approvals, async (request) => ({ data: await dashboard.approvals(request.caller) }));
    route(app, api.documents, async (request) => ({ data: await dashboard.documents(request.caller) }));
    route(app, api.pickups, async (request) => ({ data: await dashboard.pickups(request.caller) }));
    route(app, api.keyRequests, async (request) => ({ data: await dashboard.keyRequests(request.caller) }));
    route(app, api.slotCapacity, async (request) => ({ data: await operations.slotCapacity(request.caller) }));
    route(app, api.punctuality, async (request) => ({ data: await operations.punctuality(request.caller) }));
    route(app, api.cleaning, async (request) => ({ data: await operations.cleaning(request.caller) }));
    route(app, api.yardAudits, async (request) => ({ data: await operations.yardAudits(request.caller) }));
  };
