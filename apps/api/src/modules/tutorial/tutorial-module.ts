import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isFeatureEnabled, type FeatureMatrix } from '@b2c/domain';
import type { Db } from '../../plugins/db/database.ts';
import { forbidden } from '../../kits/http-errors.ts';
import type { ObjectStorage } from '../../plugins/storage.ts';
import { tutorialService } from './tutorial-service.ts';
import { tutorialRoutes } from './tutorial-routes.ts';
import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { ConfigPorts } from '../config/config-module.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';
import * as tutorialTables from './tutorial-tables.ts';

const port = portsFrom<PlatformPorts & ConfigPorts>();

export const tutorialFace = defineModule({
  area: 'tutorial',
  routes: port(['db', 'storage', 'featureMatrix'], ({ db, storage, featureMatrix }) =>
    tutorialModule(db, { storage, featureMatrix }),
  ),
});

/**
 * Training tutorials (issue 17): one plugin for app.ts; storage and the feature matrix are passed in.
 * SPEC §6: the screen has its own flag, so every route answers only where the vertical has the feature.
 */
export const tutorialModule =
  (db: Db, deps: { storage: ObjectStorage; featureMatrix: () => Promise<FeatureMatrix> }): FastifyPluginAsyncZod =>
  async (app) => {
    // After authentication, before validation: a vertical without the feature learns nothing of the body.
    app.addHook('onRequest', async (request) => {
      const v = request.caller.vertical;
      if (!isFeatureEnabled(await deps.featureMatrix(), 'trainingTutorials', v))
        throw forbidden(`Training tutorials are not enabled for ${v.country} ${v.vehicleType}.`);
    });
    await app.register(tutorialRoutes(tutorialService(db, deps.storage)));
  };

// The demo seed's way into this area (issue 27): what seed/ writes in bulk, so it never imports the area's
// tables or services directly. Only what the seed uses; the API itself never reads this.
export const tutorialSeeding = { tutorials: tutorialTables.tutorials };
