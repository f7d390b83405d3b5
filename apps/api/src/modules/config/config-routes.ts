import type { FastifyPluginAsync } from 'fastify';
import { configAdminEndpoints as admin, configEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { configService } from './config-service.ts';
import type { ConfigAdminService } from './config-admin-service.ts';

export const configRoutes =
  (service: ReturnType<typeof configService>, adminService: ConfigAdminService): FastifyPluginAsync =>
  async (app) => {
    route(app, api.uiRules, async (request) => ({ data: await service.uiRules(request.caller) }));
    route(app, api.contactPersons, async (request) => ({ data: await service.contactPersons(request.caller) }));

    // /configs (issue 16): each answers only where the configs feature is on in the caller's vertical.
    route(app, admin.featureMatrix, async (request) => {
      await adminService.requireConfigs(request.caller.vertical);
      return { data: await adminService.featureMatrix(request.caller) };
    });
    route(app, admin.changeFeature, async (request) => {
      await adminService.requireConfigs(request.caller.vertical);
      return { data: await adminService.changeFeature(request.caller, request.body) };
    });
    route(app, admin.verticalFlags, async (request) => {
      await adminService.requireConfigs(request.caller.vertical);
      return { data: await adminService.verticalFlags(request.caller) };
    });
    route(app, admin.changeFlags, async (request) => {
      await adminService.requireConfigs(request.caller.vertical);
      return { data: await adminService.changeFlags(request.caller, request.body) };
    });
  };
