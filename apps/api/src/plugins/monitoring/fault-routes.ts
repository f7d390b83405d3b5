import type { FastifyInstance } from 'fastify';

export const FAULT_MESSAGE = 'Injected fault: the error reporting test asked for a failure';

/**
 * Test runs only (TEST_FAULT_ROUTES=1, refused off a loopback PUBLIC_URL by config.ts): a route that fails
 * with an unexpected error, so a browser test can follow a 500 from the panel's call to the Errors screen.
 */
export function registerFaultRoutes(app: FastifyInstance): void {
  app.get('/api/test/fault', { config: { access: 'authenticated' } }, async () => {
    throw new Error(FAULT_MESSAGE);
  });
}
