import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  countResponse,
  pendingActionCountQuery,
  pendingActionDecisionBody,
  pendingActionDecisionResponse,
  pendingActionHistoryResponse,
  pendingActionListResponse,
  pendingActionQuery,
} from '@b2c/contracts';
import type { PendingActionService } from './pending-action-service.ts';

const tags = ['pending actions'];
const read = { access: 'inventoryMenu' } as const;

/** Maker-checker (SPEC §7 pending actions). */
export const pendingActionRoutes =
  (service: PendingActionService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/pendingAction',
      { config: read, schema: { tags, querystring: pendingActionQuery, response: { 200: pendingActionListResponse } } },
      async (request) => ({
        data: await service.list(request.caller, request.query),
      }),
    );
    app.get(
      '/api/pendingAction/count',
      { config: read, schema: { tags, querystring: pendingActionCountQuery, response: { 200: countResponse } } },
      async (request) => ({
        data: { count: await service.count(request.caller, request.query) },
      }),
    );
    app.post(
      '/api/pendingAction',
      {
        config: { access: 'APPROVE_PENDING_ACTION' },
        schema: { tags, body: pendingActionDecisionBody, response: { 200: pendingActionDecisionResponse } },
      },
      async (request) => ({ data: await service.decide(request.caller, request.body) }),
    );
    app.get(
      '/api/audit-log/inventory/:id/pending-updates',
      {
        config: read,
        schema: {
          tags,
          params: z.object({ id: z.string().trim().min(1).max(40) }),
          response: { 200: pendingActionHistoryResponse },
        },
      },
      async (request) => ({ data: await service.history(request.caller, request.params.id) }),
    );
  };
