import type { FastifyPluginAsync } from 'fastify';
import { INVENTORY_ACTION_BODIES, inventoryEndpoints as api, movementActionBody, stockInBody } from '@b2c/contracts';
import { INVENTORY_APT_ACTIONS, INVENTORY_ID_ACTIONS, isOneOf, type InventoryUpdateAction } from '@b2c/domain';
import { route } from '../../plugins/endpoint-routes.ts';
import { forbidden, parseOrThrow } from '../../kits/http-errors.ts';
import type { MovementActionService } from './movement-action-service.ts';
import type { StockInService } from './stock-in-service.ts';
import type { InventoryActionInput, MovementInventoryPorts } from './movement-inventory-ports.ts';
import { toResult } from './movement-context.ts';
import { idempotencyKeyOf } from './stock-in-routes.ts';

/** The route checked the body is an object; the action's own schema checks it once, naming the failing field. */
const inventoryAction = (action: InventoryUpdateAction, body: unknown): InventoryActionInput =>
  // The schema is chosen by `action`, so the pair is an InventoryActionInput by construction.
  ({ action, body: parseOrThrow(INVENTORY_ACTION_BODIES[action], body, 'body') }) as InventoryActionInput;

/**
 * SPEC §7 puts movements on the inventory's own paths: stock in/out, return and trips on
 * `POST /api/inventory/{id}?action=…`, the stock-in scan on `POST /api/inventory/apt-{id}?action=STOCK_IN`,
 * and the open movement in the vehicle detail `GET /api/inventory/v2/apt-{id}`. This area serves them
 * (issue 27, areas depend one way): the inventory-only actions on the same paths go to the inventory's
 * `inventoryActions`, and the detail is the inventory's with this area's part. Answers, permissions and
 * messages are the contracts' `inventoryEndpoints`, unchanged.
 */
export const movementInventoryRoutes =
  (
    actions: MovementActionService,
    stockIn: StockInService,
    inventory: Pick<MovementInventoryPorts, 'inventoryActions' | 'inventoryDetail'>,
  ): FastifyPluginAsync =>
  async (app) => {
    route(app, api.get, async (request) => {
      const { detail, row } = await inventory.inventoryDetail.read(request.caller, request.params.id);
      // The open movement, and allowedActions judged by the movement transition table.
      return { data: { ...detail, ...(await actions.forDetail(request.caller, row)) } };
    });
    route(app, api.aptAction, async (request) => {
      const { caller, params, query } = request;
      if (isOneOf(INVENTORY_APT_ACTIONS, query.action)) {
        const input = inventoryAction(query.action, request.body);
        return { data: await inventory.inventoryActions.apply(caller, { appointmentId: params.id }, input) };
      }
      const { locationCode } = parseOrThrow(stockInBody, request.body, 'body');
      return {
        data: await stockIn.stockIn(caller, {
          by: 'apt',
          value: params.id,
          locationCode,
          comment: query.comment,
          idempotencyKey: idempotencyKeyOf(request.headers),
        }),
      };
    });
    route(app, api.idAction, async (request) => {
      const { caller, params, query } = request;
      if (isOneOf(INVENTORY_ID_ACTIONS, query.action)) {
        const input = inventoryAction(query.action, request.body);
        return { data: await inventory.inventoryActions.apply(caller, { id: params.id }, input) };
      }
      // The route needs inventoryMenu; a movement action also needs what the movement routes need.
      if (!caller.permissions.has('logisticMenu'))
        throw forbidden('You need the logisticMenu permission for this action.');
      const body = parseOrThrow(movementActionBody, request.body, 'body');
      return { data: toResult(await actions.act(caller, { id: params.id }, query.action, body)) };
    });
  };
