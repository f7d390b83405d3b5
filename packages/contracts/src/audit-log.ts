import { z } from 'zod';
import { countResponse, envelope } from './common.ts';
import { endpoint, type EndpointAccess } from './endpoint.ts';

/**
 * The generic audit-log read (SPEC §7 "audit logs … their counts"): one row per changed field, newest
 * first, the actor already formatted per SPEC §3. GET /api/audit-log/{entity}/{id} and …/{id}/count.
 */
export const auditLogQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
/** The audited entity's id as text: numeric ids and appointment ids share one trail table. */
export const auditIdParam = z.object({ id: z.string().trim().min(1).max(60) });
export const auditLogEntry = z.object({
  id: z.number().int(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  field: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  authType: z.string(),
  actor: z.string(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;
export const auditLogResponse = envelope(z.array(auditLogEntry));

/**
 * The trail of one audited entity: `list` = GET /api/audit-log/{pathName}/:id (paged), `count` = …/:id/count,
 * both needing the access of the screen that shows the entity.
 * @example auditEndpoints('driver', 'crudDriver', 'drivers').list
 */
export const auditEndpoints = <const A extends EndpointAccess>(pathName: string, access: A, tag: string) => {
  const common = { method: 'GET', params: auditIdParam, access, tags: [tag] } as const;
  return {
    list: endpoint({
      ...common,
      path: `/api/audit-log/${pathName}/:id`,
      query: auditLogQuery,
      response: auditLogResponse,
    }),
    count: endpoint({ ...common, path: `/api/audit-log/${pathName}/:id/count`, response: countResponse }),
  };
};
export type AuditEndpoints = ReturnType<typeof auditEndpoints>;

const masterdata = 'masterdataMenu';
const inventoryAudit = 'inventory: audit';

/**
 * Every audited entity's trail, defined once: the API registers each (with the entity it reads), the
 * panel's audit-trail tabs call them.
 */
export const auditLogEndpoints = {
  driver: auditEndpoints('driver', 'crudDriver', 'drivers'),
  /** Audited under the driver's id: a driver has one plan. */
  resourcePlanner: auditEndpoints('resource-planner', 'crudDriver', 'drivers'),
  storeLocation: auditEndpoints('store-location', masterdata, 'store locations'),
  zone: auditEndpoints('zone', masterdata, 'master data: zones'),
  intercityRoute: auditEndpoints('route', masterdata, 'master data: intercity routes'),
  pincode: auditEndpoints('pincode', masterdata, 'master data: pincodes'),
  locusTeam: auditEndpoints('locus-team', masterdata, 'master data: Locus teams'),
  inventory: auditEndpoints('inventory', 'inventoryMenu', inventoryAudit),
  /** SPEC §7 "a pending-action audit log": requests and decisions, by pending action id. */
  pendingAction: auditEndpoints('pending-action', 'inventoryMenu', inventoryAudit),
  /** User management V2: users, groups and organisations, by id. */
  user: auditEndpoints('user', 'userManagementMenu', 'user management'),
  userGroup: auditEndpoints('user-group', 'userManagementMenu', 'user management'),
  organisation: auditEndpoints('organisation', 'userManagementMenu', 'user management'),
  inventoryMovement: auditEndpoints(
    'inventory-movement',
    { anyOf: ['inventoryMenu', 'logisticMenu'] },
    'inventory: movement',
  ),
};
