import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from './kits/response-serializer.ts';
import { verticalKey, type Permission, type Vertical, type VerticalFlags } from '@b2c/domain';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './plugins/db/database.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { webRuntime } from './plugins/monitoring/web-runtime-settings.ts';
import { registerControlCharacterGuard } from './plugins/control-character-guard.ts';
import { serializeLoggedError } from './kits/log-error-serializer.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerResponseCompression } from './plugins/response-compression.ts';
import { enforceRouteDeclarations, type RegisteredRoute } from './plugins/route-permissions.ts';
import { registerOpenApi } from './plugins/openapi/openapi.ts';
import { registerEmbeddedIdp } from './plugins/idp/idp-plugin.ts';
import { registerAuth, remoteKeys } from './plugins/auth.ts';
import { registerHealth } from './plugins/health.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { startJobs, type Jobs } from './kits/jobs.ts';
import { createMailer } from './plugins/mail/mailer.ts';
import { usersRepository } from './modules/users/users-repository.ts';
import { usersModule } from './modules/users/users-module.ts';
import { usersRosterService } from './modules/users/users-roster-service.ts';
import { usersSignInState } from './modules/users/users-sign-in-state.ts';
import { expiringCache } from './kits/expiring-cache.ts';
import { configRepository } from './modules/config/config-repository.ts';
import { configModule } from './modules/config/config-module.ts';
import { objectStorage } from './kits/storage-s3.ts';
import { cityDirectory } from './modules/masterdata/geo/geo-service.ts';
import { masterdataModule } from './modules/masterdata/masterdata-module.ts';
import { locusTeamDirectory } from './modules/masterdata/locus-team/locus-team-service.ts';
import { pincodeBulkService } from './modules/masterdata/pincode/pincode-bulk-service.ts';
import { locationDirectory } from './modules/location/location-service.ts';
import { locationModule } from './modules/location/location-module.ts';
import { driverModule } from './modules/driver/driver-module.ts';
import { documentModule } from './modules/document/document-module.ts';
import { inventoryModule } from './modules/inventory/inventory-module.ts';
import { inventoryLocationWriter } from './modules/inventory/inventory-location-service.ts';
import { inventoryUpdateService } from './modules/inventory/inventory-update-service.ts';
import { bulkModule } from './modules/bulk/bulk-module.ts';
import { pickupBulkUpload } from './modules/movement/pickup-bulk-upload.ts';
import { driverBulkUpload } from './modules/driver/driver-bulk-upload.ts';
import { dndBulkUpload } from './modules/preference/dnd-bulk-upload.ts';
import { slotService } from './modules/slot/slot-service.ts';
import { slotRoutes } from './modules/slot/slot-routes.ts';
import { movementArea } from './modules/movement/movement-module.ts';
import { slotBookings } from './modules/movement/slot-bookings.ts';
import { dealerModule } from './modules/dealer/dealer-module.ts';
import { inventoryStockReader } from './modules/inventory/inventory-stock-reader.ts';
import { preferenceArea } from './modules/preference/preference-module.ts';
import { keyModule } from './modules/key/key-module.ts';
import { fastagModule } from './modules/fastag/fastag-module.ts';
import { cleaningModule } from './modules/cleaning/cleaning-module.ts';
import { cleanerDirectory } from './modules/driver/cleaner-directory.ts';
import { tutorialModule } from './modules/tutorial/tutorial-module.ts';
import { scheduledArea } from './modules/scheduled/scheduled-module.ts';
import type { ScheduledRaiser } from './modules/scheduled/scheduled-raiser.ts';
import { prepareStartData, startSeedOf } from './seed/start-data.ts';
import { requestTracing } from './plugins/monitoring/request-tracing.ts';
import { startMonitoring } from './app-monitoring.ts';
import { clearCachesOnChange } from './app-cache-coherence.ts';
import type { ErrorReporter } from './plugins/monitoring/error-reporter.ts';
import { writeDemoMedia } from './seed/demo-media-files.ts';
import { yardAuditModule } from './modules/yard-audit/yard-audit-module.ts';
import { inventoryYardCars } from './modules/inventory/inventory-yard-cars.ts';

export interface BuiltApp {
  app: FastifyInstance;
  database: Database;
  /** Every registered route with its declared access; filled when the app is ready. */
  routes: RegisteredRoute[];
  jobs: Jobs;
  /** The scheduled-tasks job's handler (tests drive it with a fake clock). */
  scheduled: ScheduledRaiser;
  /** The API's own error reporter (tests wait for its events with `flush`). */
  reporter: ErrorReporter;
  /**
   * Vertical flags changed outside /configs (a test's fixture in SQL): this instance reads them afresh at
   * once instead of within the 5 s its cache keeps them.
   */
  flagsChanged(): void;
}

/** Builds the whole API without listening (tests call it and use `app.inject`). */
export interface BuildOptions {
  /** A ready database (tests); otherwise one is opened from the configuration. */
  database?: Database;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
  /** Check every answer against its contract before sending it (the tests); production only serializes. */
  checkAnswers?: boolean;
  /** Where the panel's source maps are (tests hand in their own); the build's folder by default. */
  webSourceMaps?: string;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<BuiltApp> {
  // Before Fastify: the request id is the trace id, so every request log line carries it.
  const tracing = await requestTracing(config.monitoring);
  const app = Fastify({
    genReqId: tracing.genReqId,
    logController: new LogController({ requestIdLogLabel: 'traceId' }),
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Request logs carry the path only: query strings may hold codes or tokens (OIDC callbacks).
      serializers: {
        // Errors keep their SQL text but never the query's parameter values (names, phones, file contents).
        err: serializeLoggedError,
        req: (req: { method: string; url: string; headers: Record<string, unknown> }) => ({
          method: req.method,
          url: req.url.split('?')[0],
          headers: {
            authorization: req.headers.authorization,
            cookie: req.headers.cookie,
            'x-country': req.headers['x-country'],
          },
        }),
      },
    },
    bodyLimit: 1024 * 1024,
    // Only the proxies named in TRUST_PROXY may set the client address and scheme (the sign-in limit keys on it).
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  // First of the hooks: everything after runs inside the request's span.
  tracing.register(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkAnswers: options.checkAnswers ?? false }));

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      templateFile: config.databaseTemplate,
      logError: (err) => app.log.error({ err }, 'database pool error'),
    }));
  await prepareStartData(database.db, config, app.log).catch(async (err: unknown) => {
    // A refused start (demo accounts on a reachable address) must not leave the database open.
    if (!options.database) await database.close();
    throw err;
  });
  const { reporter, registerRoutes: registerMonitoringRoutes } = startMonitoring(app, config, database, tracing);
  const jobs = await startJobs(database.pool, app.log);
  const mailer = createMailer(config);
  app.addHook('onClose', async () => {
    // Within the 10 s a SIGTERM allows (server.ts), leaving time to close the database after.
    await jobs.stop({ graceful: true, wait: true, timeout: 8_000 });
    // After the jobs: a vendor e-mail still being handed over finishes first.
    mailer.close();
    if (!options.database) await database.close();
  });

  registerErrorHandling(app, { reporter, recordError: tracing.recordError });
  registerControlCharacterGuard(app);
  registerSecurityHeaders(app, config);
  // Before any route: the compression hooks attach to routes as they are added.
  await registerResponseCompression(app);
  const routes = enforceRouteDeclarations(app);
  await registerOpenApi(app, { publicUrl: config.publicUrl });

  const userStore = usersRepository(database.db);
  // Read on every request, changed rarely: kept briefly (kits/expiring-cache.ts) and dropped in every
  // process when a change commits (database.changes below); the 10 s / 5 s lifetimes are the safety net.
  const permissionsOf = expiringCache(
    async (groups: string[]): Promise<ReadonlySet<Permission>> =>
      new Set((await userStore.permissionsOfGroups(groups)) as Permission[]),
    // JSON, not a comma join: groups ["a,b"] and ["a", "b"] must not share an entry.
    { ttlMs: 10_000, keyOf: (groups) => JSON.stringify([...groups].sort()) },
  );
  const flagsCache = expiringCache(
    async (v: Vertical): Promise<VerticalFlags> => Object.freeze(await configRepository(database.db).flags(v)),
    { ttlMs: 5_000, keyOf: verticalKey },
  );
  const flags = flagsCache.get;
  const keys = config.oidc.embedded
    ? await registerEmbeddedIdp(app, config, database, userStore)
    : await remoteKeys(config.oidc.issuer);
  // Each request is checked against its user as they are now: deactivation and group changes act at once.
  const signIns = usersSignInState(userStore, config.oidc);
  clearCachesOnChange(app, database.changes, { flags: flagsCache, permissions: permissionsOf, signIns });
  registerAuth(app, {
    config,
    keys,
    permissionsOf: permissionsOf.get,
    accounts: signIns,
  });

  registerHealth(app, database.pool);
  await registerMonitoringRoutes(options);
  const storage = objectStorage(config);
  await app.register(
    usersModule(database.db, { store: userStore, signIns, storage, locations: locationDirectory(database.db) }),
  );
  await app.register(configModule(database.db, flagsCache));
  await app.register(storage.routes);
  // The demo's cleaning photos and tutorials (issue 17) live in the local storage, not the database.
  if (!config.s3 && startSeedOf(config) === 'demo') await writeDemoMedia(config.dataDir);
  await app.register(masterdataModule(database.db, { locations: locationDirectory(database.db) }));
  await app.register(locationModule(database.db, { cities: cityDirectory(database.db), storage }));
  // The planner shows the hub staff on duty: the roster's answer, minus leaves (issue 13).
  const staff = usersRosterService(database.db, { locations: locationDirectory(database.db) });
  await app.register(driverModule(database.db, { locations: locationDirectory(database.db), staff }));
  await app.register(documentModule(database.db, { locations: locationDirectory(database.db) }));
  const slots = slotService(database.db, {
    flags,
    locations: locationDirectory(database.db),
    bookings: slotBookings(database.db).between,
    featureMatrix: () => configRepository(database.db).featureMatrix(),
  });
  const inventory = inventoryModule(database.db, { flags });
  const movements = movementArea(database.db, {
    flags,
    locations: locationDirectory(database.db),
    slots,
    jobs,
    mailer,
    locusTeams: locusTeamDirectory(database.db),
    cars: inventoryLocationWriter,
    ...inventory.provides, // Issue 27.2: movement builds on the inventory; the inventory gets nothing of it.
  });
  await app.register(slotRoutes(slots));
  await app.register(movements.plugin);
  await app.register(inventory.plugin);
  // Bulk upload v2 applies each row through the inventory's single-edit service, on the job's transaction.
  await app.register(
    bulkModule(database.db, {
      inventory: {
        find: (db, v, appointmentId, lock) => inventoryLocationWriter.find(db, v, { appointmentId }, lock),
        flags,
        updates: (db, rowFlags) => inventoryUpdateService(db, { flags: async () => rowFlags }),
      },
      // The other types go through their own area's service, a batch of rows at a time.
      others: {
        PINCODE: { keyColumn: 'pincode', check: pincodeBulkService().check, apply: pincodeBulkService().upsert },
        PICKUP_REQUEST: pickupBulkUpload(database.db, {
          cars: inventoryLocationWriter,
          locationsOn: locationDirectory,
          raisePickup: movements.hooks.raisePickup,
        }),
        DRIVER: driverBulkUpload({ locationsOn: locationDirectory }),
        DND: dndBulkUpload({ featureMatrix: (db) => configRepository(db).featureMatrix() }),
      },
      storage,
      jobs,
      permissionsOf: permissionsOf.get,
      singleSession: Boolean(database.embedded),
    }),
  );
  await app.register(
    keyModule(database.db, {
      flags,
      findCar: (v, key) => inventoryLocationWriter.find(database.db, v, key),
      locations: locationDirectory(database.db),
    }),
  );
  await app.register(
    dealerModule(database.db, {
      flags,
      locations: locationDirectory(database.db),
      cities: cityDirectory(database.db),
      stock: inventoryStockReader(database.db),
      findCar: (v, appointmentId) => inventoryLocationWriter.find(database.db, v, { appointmentId }),
      movements: movements.hooks,
    }),
  );
  // `preferences.contact` answers "may we contact this number on this channel now" for the areas that will ask.
  const featureMatrix = () => configRepository(database.db).featureMatrix();
  const preferences = preferenceArea(database.db, { featureMatrix });
  await app.register(preferences.plugin);
  await app.register(fastagModule(database.db, { storage }));
  await app.register(
    cleaningModule(database.db, {
      storage,
      featureMatrix,
      findCar: (v, key) => inventoryLocationWriter.find(database.db, v, key),
      locations: locationDirectory(database.db),
      cleaners: cleanerDirectory(database.db),
    }),
  );
  await app.register(tutorialModule(database.db, { storage, featureMatrix }));
  const scheduled = scheduledArea(database.db, {
    featureMatrix,
    locations: locationDirectory(database.db),
    carExists: async (v, appointmentId) =>
      Boolean(await inventoryLocationWriter.find(database.db, v, { appointmentId })),
    movements: movements.hooks,
    jobs,
    log: app.log,
  });
  await app.register(scheduled.plugin);
  const yardPorts = { locations: locationDirectory(database.db), cars: inventoryYardCars(database.db) };
  await app.register(yardAuditModule(database.db, { ...yardPorts, stockInHere: movements.hooks.stockInHere }));
  await registerStaticWeb(app, config.webDist, webRuntime(config));

  return { app, database, routes, jobs, scheduled: scheduled.raiser, reporter, flagsChanged: flagsCache.clear };
}
