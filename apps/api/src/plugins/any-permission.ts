import type { FastifyRequest } from 'fastify';
import type { Permission } from '@b2c/domain';
import { forbidden } from './http-errors.ts';

/**
 * For the few reads that several screens share (route access 'authenticated' + this preHandler): the
 * route table can name one permission only, but e.g. the stock-in flow's city and location searches are
 * used by inventory and logistics staff as well as by master-data staff.
 */
export const requireAnyPermission =
  (permissions: readonly Permission[]) =>
  async (request: FastifyRequest): Promise<void> => {
    if (permissions.some((p) => request.caller.permissions.has(p))) return;
    throw forbidden(`You need one of the permissions ${permissions.join(', ')} for this action.`);
  };

/** Who may search cities and locations for a stock-in (SPEC §2 stock-in flow) or pick them in a form. */
export const STOCK_IN_SEARCH_PERMISSIONS: readonly Permission[] = ['masterdataMenu', 'inventoryMenu', 'logisticMenu'];
