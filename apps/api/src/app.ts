import { openPlatform, type AppConfig, type BuildOptions, type BuiltApp } from './plugins/platform-module.ts';
import { signInFace } from './plugins/sign-in-module.ts';
import { startDataFace } from './seed/start-data-module.ts';
import { usersFace } from './modules/users/users-module.ts';
import { configFace } from './modules/config/config-module.ts';
import { errorsFace } from './modules/errors/errors-module.ts';
import { masterdataFace } from './modules/masterdata/masterdata-module.ts';
import { locationFace } from './modules/location/location-module.ts';
import { driverFace } from './modules/driver/driver-module.ts';
import { documentFace } from './modules/document/document-module.ts';
import { slotFace } from './modules/slot/slot-module.ts';
import { movementFace } from './modules/movement/movement-module.ts';
import { inventoryFace } from './modules/inventory/inventory-module.ts';
import { bulkFace } from './modules/bulk/bulk-module.ts';
import { keyFace } from './modules/key/key-module.ts';
import { dealerFace } from './modules/dealer/dealer-module.ts';
import { preferenceFace } from './modules/preference/preference-module.ts';
import { fastagFace } from './modules/fastag/fastag-module.ts';
import { cleaningFace } from './modules/cleaning/cleaning-module.ts';
import { tutorialFace } from './modules/tutorial/tutorial-module.ts';
import { scheduledFace } from './modules/scheduled/scheduled-module.ts';
import { yardAuditFace } from './modules/yard-audit/yard-audit-module.ts';

export type { BuildOptions, BuiltApp };

/**
 * Every part of the API, each through its face (DESIGN §2): the faces name the ports they need and
 * provide, and `wireModules` builds each port once and registers the routes in this order — sign-in
 * first, so every area's route is checked. The graph is drawn in docs/architecture.md.
 */
export const FACES = [
  signInFace,
  usersFace,
  configFace,
  errorsFace,
  masterdataFace,
  locationFace,
  driverFace,
  documentFace,
  slotFace,
  movementFace,
  inventoryFace,
  bulkFace,
  keyFace,
  dealerFace,
  preferenceFace,
  fastagFace,
  cleaningFace,
  tutorialFace,
  scheduledFace,
  yardAuditFace,
];

/** Builds the whole API without listening (tests call it and use `app.inject`). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<BuiltApp> {
  const platform = await openPlatform(config, options, (db, log) => startDataFace.prepare(db, config, log));
  const ports = await platform.wire(FACES);
  return { ...platform.built, scheduled: ports.scheduled.raiser, flagsChanged: ports.flagsCache.clear };
}
