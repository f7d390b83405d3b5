import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../plugins/db/database.ts';
import type { YardAuditDeps } from './yard-audit-deps.ts';
import { yardAuditService } from './yard-audit-service.ts';
import { yardAuditScanService } from './yard-audit-scan-service.ts';
import { yardAuditFixService } from './yard-audit-fix-service.ts';
import { yardAuditRoutes } from './yard-audit-routes.ts';
import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { InventoryPorts } from '../inventory/inventory-module.ts';
import type { LocationPorts } from '../location/location-module.ts';
import type { MovementPorts } from '../movement/movement-module.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';

import { yardAuditDashboard, type YardAuditDashboard } from './yard-audit-dashboard.ts';

export interface YardAuditPorts {
  /** The start page's accuracy by location (issue 29). */
  yardAuditDashboard: YardAuditDashboard;
}

const port = portsFrom<PlatformPorts & InventoryPorts & LocationPorts & MovementPorts & YardAuditPorts>();

export const yardAuditFace = defineModule<YardAuditPorts>({
  area: 'yard-audit',
  provides: { yardAuditDashboard: port(['db'], ({ db }) => yardAuditDashboard(db)) },
  routes: port(
    ['db', 'locations', 'inventoryYardCars', 'movements'],
    ({ db, locations, inventoryYardCars, movements }) =>
      yardAuditModule(db, { locations, cars: inventoryYardCars, stockInHere: movements.stockInHere }),
  ),
});

/**
 * Yard audit by scanning (issue 28): one plugin for app.ts, given the locations, the inventory's cars,
 * trail and missing-car requests, and the movement area's stock-in (yard-audit-deps.ts).
 */
export const yardAuditModule =
  (db: Db, deps: YardAuditDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(
      yardAuditRoutes(yardAuditService(db, deps), yardAuditScanService(db, deps), yardAuditFixService(db, deps)),
    );
  };
