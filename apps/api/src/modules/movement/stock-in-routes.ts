import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identifierParam, stockInBody, stockInQuery, stockInResponse } from '@b2c/contracts';
import type { Permission } from '@b2c/domain';
import type { StockInService } from './stock-in-service.ts';

const tags = ['inventory: stock-in'];

/** Inventory and logistics staff both scan cars in (SPEC §2 header icon). */
export const STOCK_IN_PERMISSIONS: readonly Permission[] = ['inventoryMenu', 'logisticMenu'];

export const idempotencyKeyOf = (headers: Record<string, string | string[] | undefined>): string | undefined => {
  const value = headers['idempotency-key'];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Stock-in by registration or chassis number (SPEC §7). `apt-{value}` shares its path with the
 * inventory's own actions, so the inventory module routes `action=STOCK_IN` there to the same service.
 */
export const stockInRoutes =
  (service: StockInService): FastifyPluginAsyncZod =>
  async (app) => {
    const options = {
      config: { access: { anyOf: STOCK_IN_PERMISSIONS } },
      schema: {
        tags,
        params: identifierParam,
        querystring: stockInQuery,
        body: stockInBody,
        response: { 200: stockInResponse },
      },
    };
    for (const by of ['reg', 'chassis'] as const) {
      app.post(`/api/inventory/${by}-:value`, options, async (request) => ({
        data: await service.stockIn(request.caller, {
          by,
          value: request.params.value,
          locationCode: request.body.locationCode,
          comment: request.query.comment,
          idempotencyKey: idempotencyKeyOf(request.headers),
        }),
      }));
    }
  };
