import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { ConfigPorts } from '../config/config-module.ts';
import type { DocumentPorts } from '../document/document-module.ts';
import type { InventoryPorts } from '../inventory/inventory-module.ts';
import type { KeyPorts } from '../key/key-module.ts';
import type { LocationPorts } from '../location/location-module.ts';
import type { MovementPorts } from '../movement/movement-module.ts';
import { dashboardService } from './dashboard-service.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { dashboardOperations } from './dashboard-operations.ts';
import type { CleaningPorts } from '../cleaning/cleaning-module.ts';
import type { SlotPorts } from '../slot/slot-module.ts';
import type { YardAuditPorts } from '../yard-audit/yard-audit-module.ts';

const port = portsFrom<
  ConfigPorts &
    LocationPorts &
    InventoryPorts &
    DocumentPorts &
    KeyPorts &
    MovementPorts &
    SlotPorts &
    CleaningPorts &
    YardAuditPorts
>();

/**
 * The start page (issue 29): counts of the caller's vertical, read from each area through the
 * dashboard port its face provides. It owns no table and provides nothing.
 */
export const dashboardFace = defineModule({
  area: 'dashboard',
  routes: port(
    [
      'flags',
      'featureMatrix',
      'locations',
      'inventoryDashboard',
      'documentDashboard',
      'keyDashboard',
      'movementDashboard',
      'slotDashboard',
      'cleaningDashboard',
      'yardAuditDashboard',
    ],
    (p) =>
      dashboardRoutes(
        dashboardService({
          flags: p.flags,
          locations: p.locations,
          inventory: p.inventoryDashboard,
          documents: p.documentDashboard,
          keys: p.keyDashboard,
          movements: p.movementDashboard,
        }),
        dashboardOperations({
          featureMatrix: p.featureMatrix,
          locations: p.locations,
          movements: p.movementDashboard,
          slots: p.slotDashboard,
          cleaning: p.cleaningDashboard,
          yardAudits: p.yardAuditDashboard,
        }),
      ),
  ),
});
