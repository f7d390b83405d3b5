import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Endpoint, EndpointAnswer, EndpointRequest } from '@b2c/contracts';

/** The typed request a handler of `E` gets: validated params, query and body, plus the caller. */
export type EndpointHandlerRequest<E extends Endpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> &
  EndpointRequest<E>;

/**
 * Returns the success answer (`{data}`), or the reply after setting a status other than 200 itself
 * (`reply.status(201).send(answer)`).
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointHandlerRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E> | FastifyReply>;

/**
 * Registers the route of an endpoint defined in `@b2c/contracts`: its method, path, schemas (validated by
 * fastify-type-provider-zod, documented in OpenAPI) and access all come from the definition, so a route
 * cannot exist without its permission and the panel's `call` reaches exactly this route.
 * @example route(app, getDriver, async (request) => ({ data: await drivers.get(request.caller.vertical, request.params.id) }));
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>): void {
  const schema: FastifySchema & { tags?: readonly string[]; consumes?: string[] } = {
    response: Object.fromEntries([200, ...(endpoint.alsoAnswers ?? [])].map((status) => [status, endpoint.response])),
  };
  if (endpoint.tags) schema.tags = endpoint.tags;
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body && !endpoint.multipart) schema.body = endpoint.body;
  if (endpoint.multipart) schema.consumes = ['multipart/form-data'];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access },
    schema,
    // The schemas above validated params, query and body, so the request has the definition's types.
    handler: (request, reply) => handler(request as unknown as EndpointHandlerRequest<E>, reply),
  });
}
