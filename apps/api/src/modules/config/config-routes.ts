import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactPersonsResponse, uiRulesResponse } from '@b2c/contracts';
import type { configService } from './config-service.ts';

export const configRoutes =
  (service: ReturnType<typeof configService>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/config/ui-rules',
      { config: { access: 'authenticated' }, schema: { tags: ['config'], response: { 200: uiRulesResponse } } },
      async (request) => ({ data: await service.uiRules(request.caller) }),
    );
    app.get(
      '/api/config/contact-person-details',
      { config: { access: 'authenticated' }, schema: { tags: ['config'], response: { 200: contactPersonsResponse } } },
      async (request) => ({ data: await service.contactPersons(request.caller) }),
    );
  };
