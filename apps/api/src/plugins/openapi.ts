import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { defaultAccessInScope } from './route-permissions.ts';

/** OpenAPI 3 generated from the zod contracts: UI at /api/docs, document at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'B2C Admin Panel API',
        version: '0.1.0',
        description: 'Every call needs a bearer token and the X-Country / X-Vehicle-Type headers.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (scope) => {
    defaultAccessInScope(scope, 'public');
    await scope.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
