import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fastagAuditEndpoints } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { ObjectStorage } from '../../plugins/storage.ts';
import { registerAuditRoutes } from '../../plugins/audit-routes.ts';
import { fastagService } from './fastag-service.ts';
import { fastagDocumentService } from './fastag-document-service.ts';
import { FASTAG_ORDER_ENTITY } from './fastag-repository.ts';
import { fastagRoutes } from './fastag-routes.ts';
import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';
import * as fastagTables from './fastag-tables.ts';

const port = portsFrom<PlatformPorts>();

export const fastagFace = defineModule({
  area: 'fastag',
  routes: port(['db', 'storage'], ({ db, storage }) => fastagModule(db, { storage })),
});

/**
 * FASTag order fulfilment (issue 17): one plugin for app.ts; the object storage is passed in. No flag
 * gate: SPEC §6 keeps FASTag unguarded and always shown, and a vertical without orders lists none.
 */
export const fastagModule =
  (db: Db, deps: { storage: ObjectStorage }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastagRoutes(fastagService(db), fastagDocumentService(db, deps.storage)));
    registerAuditRoutes(app, db, { endpoints: fastagAuditEndpoints, entity: FASTAG_ORDER_ENTITY });
  };

// The demo seed's way into this area (issue 27): what seed/ writes in bulk, so it never imports the area's
// tables or services directly. Only what the seed uses; the API itself never reads this.
export const fastagSeeding = { fastagOrders: fastagTables.fastagOrders, fastagDocuments: fastagTables.fastagDocuments };
