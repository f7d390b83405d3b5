import type { FastifyPluginAsync } from 'fastify';
import { preferenceEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import { checkedNumber } from './preference-numbers.ts';
import type { DndService } from './dnd-service.ts';
import type { UserPreferenceService } from './user-preference-service.ts';

/** HTTP only: the preference list and the DND list (SPEC §7 user preferences). */
export const preferenceRoutes =
  (preferences: UserPreferenceService, dnd: DndService): FastifyPluginAsync =>
  async (app) => {
    route(app, api.list, async (request) => ({ data: await preferences.list(request.caller, request.query) }));
    route(app, api.count, async (request) => ({
      data: { count: await preferences.count(request.caller, request.query) },
    }));
    route(app, api.save, async (request, reply) => {
      const { preference, created } = await preferences.save(request.caller, request.body);
      return reply.status(created ? 201 : 200).send({ data: preference });
    });

    route(app, api.dndList, async (request) => ({ data: await dnd.list(request.caller, request.query) }));
    route(app, api.dndCount, async (request) => ({ data: { count: await dnd.count(request.caller, request.query) } }));
    route(app, api.dndAdd, async (request, reply) =>
      reply.status(201).send({ data: await dnd.add(request.caller, request.body) }),
    );
    route(app, api.dndBulk, async (request) => ({ data: await dnd.bulk(request.caller, request.body.entries) }));
    route(app, api.dndUpdate, async (request) => ({
      data: await dnd.update(request.caller, request.params.id, request.body),
    }));
    route(app, api.dndRemove, async (request) => ({
      data: await dnd.remove(request.caller, request.params.id, request.query.version),
    }));
    route(app, api.contactCheck, async (request) => {
      const { vertical } = request.caller;
      const mobileNumber = checkedNumber(request.query.mobileNumber, vertical.country, 'querystring.mobileNumber');
      const { channel } = request.query;
      const decision = await dnd.mayContact(vertical, mobileNumber, channel);
      return {
        data: {
          mobileNumber,
          channel,
          allowed: decision.allowed,
          reason: decision.allowed ? null : decision.reason,
          until: decision.allowed ? null : (decision.until?.toISOString() ?? null),
        },
      };
    });
  };
