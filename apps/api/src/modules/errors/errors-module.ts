import type { FastifyInstance } from 'fastify';
import type { Counter } from 'prom-client';
import type { Db } from '../../plugins/db/database.ts';
import { errorsRepository } from './errors-repository.ts';
import { errorsService, type ErrorsService } from './errors-service.ts';
import { errorsRoutes } from './errors-routes.ts';
import { registerEnvelopeRoute } from './errors-envelope-route.ts';
import { sourceMapResolver } from './source-map-resolver.ts';
import { defineModule, portsFrom } from '../../kits/module-face.ts';
import type { PlatformPorts } from '../../plugins/platform-module.ts';

/** The errors area's face: the receiver and the Errors screen; the API's own reports are stored through it. */
const port = portsFrom<PlatformPorts>();

export const errorsFace = defineModule({
  area: 'errors',
  routes: port(['db', 'monitoring'], ({ db, monitoring }) => async (app) => {
    const errors = await errorsModule(app, db, monitoring);
    monitoring.storeOwnReports((body) => errors.ingest(body, 'api'));
  }),
});

/**
 * Reported errors (issue 25): the embedded receiver, the Errors screen's routes, and `ingest` for the
 * API's own reporter (its envelopes arrive in-process). Registered whether or not a DSN sends elsewhere:
 * the screen still shows what was stored.
 */
export async function errorsModule(
  app: FastifyInstance,
  db: Db,
  deps: { publicUrl: string; sourceMaps: string; received: Counter<'source' | 'outcome'> },
): Promise<ErrorsService> {
  const errors = errorsService(errorsRepository(db), sourceMapResolver(deps.sourceMaps));
  await registerEnvelopeRoute(app, { errors, publicUrl: deps.publicUrl, received: deps.received });
  await app.register(errorsRoutes(errors));
  return errors;
}
