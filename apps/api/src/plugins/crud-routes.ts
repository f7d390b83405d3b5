import type { FastifyInstance } from 'fastify';
import type { Endpoint, EndpointAnswer, EndpointRequest } from '@b2c/contracts';
import type { Caller } from './auth.ts';
import { route } from './endpoint-routes.ts';

type AnswerData<E extends Endpoint> = EndpointAnswer<E> extends { data: infer D } ? D : never;
type Query<E extends Endpoint> = EndpointRequest<E>['query'];
type Body<E extends Endpoint> = EndpointRequest<E>['body'];
/** The value of the endpoint's one path parameter (`:id`, or `:code` for rows known by their code). */
type Key<E extends Endpoint> = EndpointRequest<E>['params'][keyof EndpointRequest<E>['params']];

/** What a service answers each of the usual endpoints of an entity with, typed by that endpoint. */
interface CrudMethods<E extends Endpoint> {
  list: (caller: Caller, query: Query<E>) => Promise<AnswerData<E>>;
  count: (caller: Caller, query: Query<E>) => Promise<number>;
  get: (caller: Caller, key: Key<E>) => Promise<AnswerData<E>>;
  create: (caller: Caller, body: Body<E>) => Promise<AnswerData<E>>;
  update: (caller: Caller, key: Key<E>, body: Body<E>) => Promise<AnswerData<E>>;
}
type CrudName = keyof CrudMethods<Endpoint>;

/** A service with a method for each of the usual endpoints the endpoints object defines. */
export type CrudService<Endpoints> = {
  [K in keyof Endpoints & CrudName]: Endpoints[K] extends Endpoint ? CrudMethods<Endpoints[K]>[K] : never;
};

type AnyMethod = (caller: Caller, ...args: unknown[]) => Promise<unknown>;
const keyOf = (params: unknown): unknown => Object.values(params as Record<string, unknown>)[0];

/**
 * Registers an entity's usual endpoints that `endpoints` defines — `list`, `count` (answered as
 * `{count}`), `get`, `create` (answered 201) and `update` — each handled by the service's method of the
 * same name with the caller, then the path key, query or body. The entity's other endpoints stay
 * the module's own `route` calls.
 * @example crudRoutes(app, masterdataLocusTeamEndpoints, locusTeamService(db));
 */
export function crudRoutes<Endpoints extends Partial<Record<CrudName, Endpoint>>>(
  app: FastifyInstance,
  endpoints: Endpoints,
  service: CrudService<Endpoints>,
): void {
  // `CrudService` ties each method to its endpoint's types; registered over the widened `Endpoint`
  // (whose schemas still validate every request), the methods are called as what they are underneath.
  const methods = service as unknown as Partial<Record<CrudName, AnyMethod>>;
  const call = (name: CrudName, caller: Caller, ...args: unknown[]) => methods[name]!(caller, ...args);
  const { list, count, get, create, update } = endpoints as Partial<Record<CrudName, Endpoint>>;
  if (list) route(app, list, async (request) => ({ data: await call('list', request.caller, request.query) }));
  if (count)
    route(app, count, async (request) => ({ data: { count: await call('count', request.caller, request.query) } }));
  if (get) route(app, get, async (request) => ({ data: await call('get', request.caller, keyOf(request.params)) }));
  if (create)
    route(app, create, async (request, reply) =>
      reply.status(201).send({ data: await call('create', request.caller, request.body) }),
    );
  if (update)
    route(app, update, async (request) => ({
      data: await call('update', request.caller, keyOf(request.params), request.body),
    }));
}
