import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Vertical } from '@b2c/domain';
import { documentAuditEndpoints } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import { registerAuditRoutes } from '../../plugins/audit-routes.ts';
import { DOCUMENT_ENTITY, documentService, type LocationLookup } from './document-service.ts';
import { documentRoutes } from './document-routes.ts';
import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';
import type { LocationPorts } from '../location/location-module.ts';
import * as documentTables from './document-tables.ts';
import { documentRepository } from './document-repository.ts';

export interface DocumentPorts {
  /** The start page's count of owed documents per location and ageing bucket (issue 29). */
  documentDashboard: {
    pendency(v: Vertical, now: Date): ReturnType<ReturnType<typeof documentRepository>['pendency']>;
  };
}

const port = portsFrom<PlatformPorts & LocationPorts & DocumentPorts>();

export const documentFace = defineModule<DocumentPorts>({
  area: 'document',
  provides: {
    documentDashboard: port(['db'], ({ db }) => ({
      pendency: (v, now) => documentRepository(db).pendency(v, {}, now),
    })),
  },
  routes: port(['db', 'locations'], ({ db, locations }) => documentModule(db, { locations })),
});

/** Documents and assets of the cars, and their pendency (issue 14): one plugin for app.ts; locations are passed in. */
export const documentModule =
  (db: Db, deps: { locations: LocationLookup }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(documentRoutes(documentService(db, deps)));
    registerAuditRoutes(app, db, { endpoints: documentAuditEndpoints, entity: DOCUMENT_ENTITY });
  };

// The demo seed's way into this area (issue 27): what seed/ writes in bulk, so it never imports the area's
// tables or services directly. Only what the seed uses; the API itself never reads this.
export const documentSeeding = { documents: documentTables.documents };
