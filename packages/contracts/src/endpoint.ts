import type { z } from 'zod';
import type { Permission } from '@b2c/domain';

/**
 * What a route needs: a permission key of the domain catalogue, any one of several keys (reads that
 * several screens share), any signed-in user of the vertical (`authenticated`), or nothing (`public`).
 */
export type EndpointAccess = Permission | { anyOf: readonly Permission[] } | 'authenticated' | 'public';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** SPEC §7 service families; each may live on its own host in a regional deployment (the panel's host table). */
export const SERVICES = [
  'inventory',
  'masterdata',
  'driver',
  'key',
  'users',
  'slot',
  'scheduled',
  'preference',
  'bulk',
  'fastag',
  'cleaning',
  'config',
  'catalogue',
  'inspection',
] as const;
export type EndpointService = (typeof SERVICES)[number];

type Schema = z.ZodType;

/**
 * One endpoint, defined once (DESIGN §3): the API registers its route from it and the panel calls it
 * with `call(endpoint, input)`, so path, inputs, answer and required access cannot drift apart.
 * `path` uses Fastify's `:name` parameters, also inside a segment (`/api/inventory/v2/apt-:id`).
 * @example
 * export const getDriver = endpoint({
 *   method: 'GET', path: '/api/v1/driver/:id', params: idParam, response: driverResponse, access: 'crudDriver',
 * });
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  Params extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Body extends Schema | undefined = Schema | undefined,
  Response extends Schema = Schema,
> {
  method: M;
  path: string;
  params?: Params;
  query?: Query;
  body?: Body;
  /** The success answer (`{data: …}`); the API serialises with it, the panel checks answers against it. */
  response: Response;
  /** Success statuses the endpoint answers besides 200, e.g. 201 on a create. */
  alsoAnswers?: readonly number[];
  access: EndpointAccess;
  /**
   * The screen or part of the area it serves, in words (e.g. 'master data: zones'): the API document's
   * summary starts with it (the document's tag is the area, from the endpoint catalogue).
   */
  tags?: readonly string[];
  /** The service family whose host the panel calls; 'inventory' when absent. */
  service?: EndpointService;
  /** One line for the API document; it names the endpoint after its catalogue name when absent. */
  summary?: string;
  /** The body is multipart/form-data (uploads), not JSON: `body` then describes nothing. */
  multipart?: boolean;
  /**
   * A multipart upload's text fields (its file part is always `file`): documented in OpenAPI only, since
   * the route reads the parts itself as they stream in.
   */
  form?: z.ZodObject;
  /**
   * The success answer is a file download of one of these media types, not JSON: `response` then only
   * names it. The panel saves it; the API document says which types it may be.
   */
  download?: readonly string[];
}

/** Identity with the literal types kept: the value is the definition. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

type InputOf<S> = S extends Schema ? z.input<S> : never;
type OutputOf<S> = S extends Schema ? z.output<S> : undefined;

/** What the panel passes to `call`: only the parts the endpoint has, typed by its schemas. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends Schema
  ? { params: InputOf<E['params']> }
  : unknown) &
  (E['query'] extends Schema ? { query?: InputOf<E['query']> } : unknown) &
  (E['multipart'] extends true
    ? { body: FormData }
    : E['body'] extends Schema
      ? { body: InputOf<E['body']> }
      : unknown);

/** What the API's handler receives (after validation and defaults). */
export interface EndpointRequest<E extends Endpoint> {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
}

/** The `data` of the success answer: what `call` resolves to. */
export type EndpointData<E extends Endpoint> = z.output<E['response']> extends { data: infer D } ? D : never;
/** The whole answer as the panel receives it (`data` and any field beside it). */
export type EndpointResult<E extends Endpoint> = z.output<E['response']>;

/** The whole success answer as the handler returns it. */
export type EndpointAnswer<E extends Endpoint> = z.input<E['response']>;

/** `/api/v1/driver/:id` + `{id: 12}` → `/api/v1/driver/12` (values URI-encoded). */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
}
