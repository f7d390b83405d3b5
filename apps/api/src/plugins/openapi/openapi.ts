import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { defaultAccessInScope } from '../route-permissions.ts';
import { transform, transformObject } from './openapi-document.ts';

/**
 * OpenAPI 3 generated from the zod contracts (openapi-document.ts): UI at /api/docs, document at
 * /api/docs/json, for client generators as much as for people.
 */
export async function registerOpenApi(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'B2C Admin Panel API',
        version: '0.1.0',
        description:
          'Every call but the few marked otherwise needs a bearer token (from the identity provider) and the X-Country / X-Vehicle-Type headers naming the vertical it acts in. Every answer is JSON: `{data}` on success, the `Error` envelope on failure.',
        contact: { name: 'B2C Admin Panel team', url: `${options.publicUrl}/api/docs` },
      },
      servers: [{ url: options.publicUrl, description: 'This deployment' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject,
  });
  await app.register(async (scope) => {
    defaultAccessInScope(scope, 'public');
    await scope.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
