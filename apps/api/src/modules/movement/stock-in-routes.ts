import type { FastifyPluginAsync } from 'fastify';
import { movementStockInEndpoints as api } from '@b2c/contracts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { StockInService } from './stock-in-service.ts';

export const idempotencyKeyOf = (headers: Record<string, string | string[] | undefined>): string | undefined => {
  const value = headers['idempotency-key'];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Stock-in by registration or chassis number (SPEC §7). `apt-{value}` shares its path with the
 * inventory's own actions; `movement-inventory-routes.ts` serves that path and sends `action=STOCK_IN`
 * to the same service.
 */
export const stockInRoutes =
  (service: StockInService): FastifyPluginAsync =>
  async (app) => {
    for (const [by, endpoint] of [
      ['reg', api.byReg],
      ['chassis', api.byChassis],
    ] as const) {
      route(app, endpoint, async (request) => ({
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
