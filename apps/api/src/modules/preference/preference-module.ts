import type { FastifyPluginAsync } from 'fastify';
import { preferenceEndpoints } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import { registerAuditRoutes } from '../../plugins/audit-routes.ts';
import { requireCcAdminAndFeature, type FeatureMatrixSource } from './preference-access.ts';
import { preferenceRoutes } from './preference-routes.ts';
import { userPreferenceService, USER_PREFERENCE_ENTITY } from './user-preference-service.ts';
import { dndService, DND_ENTITY, type ContactPermission } from './dnd-service.ts';
import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { ConfigPorts } from '../config/config-module.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';
import { dndBulkUpload } from './dnd-bulk-upload.ts';
import * as preferenceTables from './preference-tables.ts';

export interface PreferencePorts {
  /** "May we contact this number on this channel now", for the areas that contact customers. */
  preferences: ReturnType<typeof preferenceArea>;
  /** Bulk upload of the DND list, a batch of rows at a time on the job's transaction. */
  dndBulk: ReturnType<typeof dndBulkUpload>;
}

const port = portsFrom<PlatformPorts & ConfigPorts & PreferencePorts>();

export const preferenceFace = defineModule<PreferencePorts>({
  area: 'preference',
  provides: {
    preferences: port(['db', 'featureMatrix'], ({ db, featureMatrix }) => preferenceArea(db, { featureMatrix })),
    dndBulk: port(['featureMatrixOn'], ({ featureMatrixOn }) => dndBulkUpload({ featureMatrix: featureMatrixOn })),
  },
  routes: port(['preferences'], ({ preferences }) => preferences.plugin),
});

export type { ContactPermission };

/**
 * User preferences and the DND list (SPEC §2, §7): the plugin for app.ts, and `contact` — "may we contact
 * this number on this channel now" — for app.ts to pass to the areas that contact customers.
 */
export function preferenceArea(db: Db, deps: { featureMatrix: FeatureMatrixSource }) {
  const dnd = dndService(db);
  const plugin: FastifyPluginAsync = async (app) => {
    requireCcAdminAndFeature(app, deps.featureMatrix);
    await app.register(preferenceRoutes(userPreferenceService(db), dnd));
    const { audit } = preferenceEndpoints;
    registerAuditRoutes(app, db, { endpoints: audit.preference, entity: USER_PREFERENCE_ENTITY });
    registerAuditRoutes(app, db, { endpoints: audit.dnd, entity: DND_ENTITY });
  };
  const contact: ContactPermission = dnd.contactPermission;
  return { plugin, contact };
}

// The demo seed's way into this area (issue 27): what seed/ writes in bulk, so it never imports the area's
// tables or services directly. Only what the seed uses; the API itself never reads this.
export const preferenceSeeding = {
  userPreferences: preferenceTables.userPreferences,
  dndEntries: preferenceTables.dndEntries,
};
