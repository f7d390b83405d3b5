import { openPlatform, type AppConfig, type BuildOptions } from './plugins/platform-module.ts';
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
import { scheduledFace, type ScheduledPorts } from './modules/scheduled/scheduled-module.ts';
import { dashboardFace } from './modules/dashboard/dashboard-module.ts';
import { yardAuditFace } from './modules/yard-audit/yard-audit-module.ts';

export type { BuildOptions };

/** The platform's part of what `buildApp` hands its caller: the server, database, route table, jobs, reporter. */
type BuiltPlatform = Awaited<ReturnType<typeof openPlatform>>['built'];

/** What `buildApp` hands its caller (server.ts, the tests, the benches). */
export interface BuiltApp extends BuiltPlatform {
  /** The scheduled-tasks job's handler (tests drive it with a fake clock). */
  scheduled: ScheduledPorts['scheduled']['raiser'];
  /**
   * Vertical flags changed outside /configs (a test's fixture in SQL): this instance reads them afresh at
   * once instead of within the 5 s its cache keeps them.
   */
  flagsChanged(): void;
}

/**
 * Every part of the API, each through its face (DESIGN §2): the faces name the ports they need and
 * provide, and the platform builds each port once and registers the routes in this order — users first,
 * whose sign-in checks every area's routes. The graph is drawn in docs/architecture.md.
 */
export const FACES = [
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
  dashboardFace,
] as const;

/** Builds the whole API without listening (tests call it and use `app.inject`). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<BuiltApp> {
  const platform = await openPlatform(config, options);
  const ports = await platform.wire(FACES);
  return { ...platform.built, scheduled: ports.scheduled.raiser, flagsChanged: ports.flagsCache.clear };
}
