import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Permission } from '@b2c/domain';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './plugins/db/database.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerControlCharacterGuard } from './plugins/control-character-guard.ts';
import { serializeLoggedError } from './plugins/log-error-serializer.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerResponseCompression } from './plugins/response-compression.ts';
import { enforceRouteDeclarations, type RegisteredRoute } from './plugins/route-permissions.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerEmbeddedIdp } from './plugins/idp/idp-plugin.ts';
import { registerAuth, remoteKeys } from './plugins/auth.ts';
import { registerHealth } from './plugins/health.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { startJobs, type Jobs } from './plugins/jobs.ts';
import { createMailer } from './plugins/mail/mailer.ts';
import { usersRepository } from './modules/users/users-repository.ts';
import { usersRoutes } from './modules/users/users-routes.ts';
import { usersService } from './modules/users/users-service.ts';
import { configRepository } from './modules/config/config-repository.ts';
import { configService } from './modules/config/config-service.ts';
import { configRoutes } from './modules/config/config-routes.ts';
import { objectStorage } from './plugins/storage-s3.ts';
import { cityDirectory } from './modules/masterdata/geo/geo-service.ts';
import { masterdataModule } from './modules/masterdata/masterdata-module.ts';
import { locusTeamDirectory } from './modules/masterdata/locus-team/locus-team-service.ts';
import { locationDirectory } from './modules/location/location-service.ts';
import { locationModule } from './modules/location/location-module.ts';
import { driverModule } from './modules/driver/driver-module.ts';
import { inventoryModule } from './modules/inventory/inventory-module.ts';
import { inventoryLocationWriter } from './modules/inventory/inventory-location-service.ts';
import { slotService } from './modules/slot/slot-service.ts';
import { slotRoutes } from './modules/slot/slot-routes.ts';
import { movementArea } from './modules/movement/movement-module.ts';
import { prepareStartData } from './seed/start-data.ts';

export interface BuiltApp {
  app: FastifyInstance;
  database: Database;
  /** Every registered route with its declared access; filled when the app is ready. */
  routes: RegisteredRoute[];
  jobs: Jobs;
}

/** Builds the whole API without listening (tests call it and use `app.inject`). */
export interface BuildOptions {
  /** A ready database (tests); otherwise one is opened from the configuration. */
  database?: Database;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

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
  const jobs = await startJobs(database.pool, app.log);
  const mailer = createMailer(config);
  app.addHook('onClose', async () => {
    await jobs.stop({ graceful: true, wait: true, timeout: 10_000 });
    // After the jobs: a vendor e-mail still being handed over finishes first.
    mailer.close();
    if (!options.database) await database.close();
  });

  registerErrorHandling(app);
  registerControlCharacterGuard(app);
  registerSecurityHeaders(app, config);
  // Before any route: the compression hooks attach to routes as they are added.
  await registerResponseCompression(app);
  const routes = enforceRouteDeclarations(app);
  await registerOpenApi(app);

  const userStore = usersRepository(database.db);
  const keys = config.oidc.embedded
    ? await registerEmbeddedIdp(app, config, database, userStore)
    : await remoteKeys(config.oidc.issuer);
  registerAuth(app, { config, keys, permissionsOf: cachedPermissions(userStore.permissionsOfGroups) });

  registerHealth(app, database.pool);
  await app.register(usersRoutes(usersService(userStore)));
  await app.register(configRoutes(configService(configRepository(database.db))));
  const storage = objectStorage(config);
  await app.register(storage.routes);
  await app.register(masterdataModule(database.db, { locations: locationDirectory(database.db) }));
  await app.register(locationModule(database.db, { cities: cityDirectory(database.db), storage }));
  await app.register(driverModule(database.db, { locations: locationDirectory(database.db) }));
  const flags = configRepository(database.db).flags;
  const slots = slotService(database.db, { flags, locations: locationDirectory(database.db) });
  const movements = movementArea(database.db, {
    flags,
    locations: locationDirectory(database.db),
    slots,
    jobs,
    mailer,
    locusTeams: locusTeamDirectory(database.db),
    cars: inventoryLocationWriter,
  });
  await app.register(slotRoutes(slots));
  await app.register(movements.plugin);
  await app.register(inventoryModule(database.db, { flags, movements: movements.hooks }));
  await registerStaticWeb(app, config.webDist);

  return { app, database, routes, jobs };
}

/**
 * Group permissions change rarely; a 10 s cache keeps them off every request's path. Safe because an
 * entry is answered for at most 10 s after it was read: a permission granted or withdrawn reaches every
 * caller within 10 s. Bounded: one entry per distinct group combination, the oldest dropped when full.
 */
function cachedPermissions(load: (groups: string[]) => Promise<string[]>, maxEntries = 1_000) {
  const cache = new Map<string, { at: number; value: ReadonlySet<Permission> }>();
  return async (groups: string[]): Promise<ReadonlySet<Permission>> => {
    // JSON, not a comma join: groups ["a,b"] and ["a", "b"] must not share an entry.
    const key = JSON.stringify([...groups].sort());
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < 10_000) return hit.value;
    const value = new Set((await load(groups)) as Permission[]);
    cache.delete(key);
    for (const oldest of cache.keys()) {
      if (cache.size < maxEntries) break;
      cache.delete(oldest);
    }
    cache.set(key, { at: Date.now(), value });
    return value;
  };
}
