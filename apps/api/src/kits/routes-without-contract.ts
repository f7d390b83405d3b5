import { UPLOAD_TYPES } from './storage-files.ts';

/**
 * The routes the app serves that no `@b2c/contracts` endpoint defines, each with the reason. A test
 * (routes-match-contracts.test.ts) holds the route table to the contracts' catalogue plus this list, so a
 * route cannot appear outside both; the API document (openapi-document.ts) leaves these out or describes
 * them from here.
 */
export interface RouteWithoutContract {
  method: 'GET' | 'POST' | 'PUT';
  /** The route's URL as registered, or a pattern for a family of routes registered by a plugin. */
  url: string | RegExp;
  why: string;
  /** Registered only in some configurations (the test app may lack it): which. */
  only?: string;
  /** Left out of the API document, or documented as this operation. */
  document: 'left out' | DocumentedRoute;
}

/** An operation in @fastify/swagger's route-schema words (plain JSON Schema, not zod). */
export interface DocumentedRoute {
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  /** The name and meaning the URL's trailing `*` gets in the document (`/x/*` → `/x/{key}`). */
  wildcard?: { name: string; description: string };
  /** Needs no bearer token (its own check, or none). */
  noBearer?: boolean;
  querystring?: object;
  body?: object;
  consumes?: string[];
  /** Status → response, in @fastify/swagger's `{description, content: {type: {schema}}}` form. */
  response: Record<string, object>;
  /** The error answers it documents (statuses of the shared error responses). */
  errors: readonly number[];
}

const json = (schema: object) => ({ 'application/json': { schema } });
const signature = {
  type: 'object',
  properties: {
    expires: { type: 'integer', description: 'When the link stops working (Unix seconds), as signed.' },
    sig: { type: 'string', description: 'The HMAC signature of the method, key, expiry (and type).' },
  },
  required: ['expires', 'sig'],
};
const uploadTypes = Object.keys(UPLOAD_TYPES);
const storageKey = {
  name: 'key',
  description: 'The file’s key as the link gives it: path segments of letters, digits, `.`, `_` and `-`.',
};

export const ROUTES_WITHOUT_CONTRACT: readonly RouteWithoutContract[] = [
  {
    method: 'GET',
    url: /^\/api\/docs(\/|$)/,
    why: 'the API document itself and its browsable UI (@fastify/swagger-ui)',
    document: 'left out',
  },
  {
    method: 'PUT',
    url: '/api/storage/upload/*',
    why: 'a signed upload link of the local object storage: an *UploadUrl endpoint hands it out, its signature is its authorisation',
    only: 'local storage (S3_BUCKET unset): S3 serves the signed links otherwise',
    document: {
      operationId: 'storageUpload',
      tag: 'storage',
      summary: 'Upload a file through a signed link',
      description:
        'The URL, Content-Type and size limit come from an upload-link endpoint (e.g. cleaningUploadUrl); the link works once, until it expires. The bytes must be the signed type (415 otherwise).',
      wildcard: storageKey,
      noBearer: true,
      querystring: {
        ...signature,
        properties: {
          ...signature.properties,
          type: { type: 'string', enum: uploadTypes, description: 'The signed Content-Type.' },
        },
        required: [...signature.required, 'type'],
      },
      body: { type: 'string', format: 'binary' },
      consumes: uploadTypes,
      response: {
        200: {
          description: 'Stored.',
          content: json({
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: { key: { type: 'string' }, size: { type: 'integer' } },
                required: ['key', 'size'],
              },
            },
            required: ['data'],
          }),
        },
      },
      errors: [400, 403, 409, 413, 415],
    },
  },
  {
    method: 'GET',
    url: '/api/storage/download/*',
    why: 'a signed download link of the local object storage (records carry these links); its signature is its authorisation',
    only: 'local storage (S3_BUCKET unset): S3 serves the signed links otherwise',
    document: {
      operationId: 'storageDownload',
      tag: 'storage',
      summary: 'Download a file through a signed link',
      description:
        'The link is one a record carries (an image, a video, a document); images, videos and PDFs show inline, anything else is an attachment.',
      wildcard: storageKey,
      noBearer: true,
      querystring: signature,
      response: {
        200: {
          description: 'The file.',
          content: Object.fromEntries(
            [...uploadTypes, 'application/octet-stream'].map((type) => [
              type,
              { schema: { type: 'string', format: 'binary' } },
            ]),
          ),
        },
      },
      errors: [403, 404],
    },
  },
  {
    method: 'POST',
    url: '/api/1/envelope/',
    why: "the embedded receiver of the panel's error reports: Sentry's envelope protocol (its path too), not a JSON API",
    document: {
      operationId: 'errorsReceiveEnvelope',
      tag: 'errors',
      summary: "Receive the panel's error reports (Sentry envelope protocol)",
      description:
        "The panel's error reporter posts here when no external Sentry DSN is set: only from the panel's own origin, with the embedded project key (`sentry_key`), at most 64 KB, 30 a minute per address.",
      noBearer: true,
      querystring: {
        type: 'object',
        properties: { sentry_key: { type: 'string', description: 'The embedded project key.' } },
      },
      body: { type: 'string', description: 'A Sentry envelope: newline-separated JSON headers and items.' },
      consumes: ['text/plain', 'application/x-sentry-envelope'],
      response: {
        200: {
          description: 'Stored (or counted and dropped past the store limit).',
          content: json({ type: 'object', properties: { id: { type: 'string', nullable: true } } }),
        },
      },
      errors: [400, 403, 413, 429],
    },
  },
  {
    method: 'GET',
    url: '/api/test/fault',
    why: 'throws on purpose, for the monitoring tests',
    only: 'TEST_FAULT_ROUTES=1 (the monitoring tests)',
    document: 'left out',
  },
  {
    method: 'GET',
    url: '/api/events',
    why: 'a server-sent-events stream (text/event-stream, open for minutes), not one JSON answer: the panel follows which rows others change (issue 29)',
    document: {
      operationId: 'liveEvents',
      tag: 'live',
      summary: 'Follow the rows others change (server-sent events)',
      description:
        'An `event: change` per committed change the caller may read in the vertical of the X-Country / X-Vehicle-Type headers, its data `{ entity, id?, appointmentId?, by, at }` (no `id`: one statement changed many rows, refetch the area); `event: refetch` when changes may have been missed; a comment every 15 s. Send `Last-Event-ID` to resume. At most 6 streams per user (429 beyond); a stream ends after 10 minutes and the panel reconnects.',
      response: {
        200: {
          description: 'The stream.',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        },
      },
      errors: [401, 403, 429],
    },
  },
  {
    method: 'GET',
    url: '/healthz',
    why: "the platform's liveness probe",
    document: {
      operationId: 'operationsLiveness',
      tag: 'operations',
      summary: 'Liveness: the process answers',
      description: 'For the platform (load balancer, orchestrator): no token, no vertical.',
      noBearer: true,
      response: {
        200: {
          description: 'Alive.',
          content: json({ type: 'object', properties: { status: { type: 'string', enum: ['ok'] } } }),
        },
      },
      errors: [],
    },
  },
  {
    method: 'GET',
    url: '/readyz',
    why: "the platform's readiness probe",
    document: {
      operationId: 'operationsReadiness',
      tag: 'operations',
      summary: 'Readiness: the database answers',
      description: 'For the platform: 503 while the database cannot be reached. No token, no vertical.',
      noBearer: true,
      response: {
        200: {
          description: 'Ready.',
          content: json({ type: 'object', properties: { status: { type: 'string', enum: ['ready'] } } }),
        },
      },
      errors: [503],
    },
  },
  {
    method: 'GET',
    url: '/metrics',
    why: "Prometheus' scrape of the process metrics (an operator machine, not a user)",
    document: {
      operationId: 'operationsMetrics',
      tag: 'operations',
      summary: 'Prometheus metrics',
      description:
        'For a metrics scraper: from the loopback address, or with `Authorization: Bearer <METRICS_TOKEN>`. No vertical.',
      noBearer: true,
      response: {
        200: {
          description: 'The metrics, Prometheus text format.',
          content: { 'text/plain': { schema: { type: 'string' } } },
        },
      },
      errors: [403],
    },
  },
  {
    method: 'GET',
    url: /^\/interaction\//,
    why: "the embedded identity provider's sign-in pages (HTML forms and their assets)",
    only: 'the embedded identity provider (OIDC_ISSUER unset)',
    document: 'left out',
  },
  {
    method: 'GET',
    url: /^\/oidc(\/\*)?$/,
    why: "the embedded identity provider (oidc-provider, Koa middleware run from its scope's onRequest hook): GET /oidc and /oidc/* are routes only so the panel's catch-all GET does not take them; the other methods reach it as not-found",
    only: 'the embedded identity provider (OIDC_ISSUER unset)',
    document: 'left out',
  },
  {
    method: 'POST',
    url: /^\/interaction\//,
    why: "the embedded identity provider's sign-in and password-change forms",
    only: 'the embedded identity provider (OIDC_ISSUER unset)',
    document: 'left out',
  },
  {
    method: 'GET',
    // One route per file of the build (@fastify/static without a wildcard): /index.html, /assets/app.js …
    url: /^\/(?!api\/|interaction\/)[^*:]*\.[A-Za-z0-9]+$/,
    why: "the built panel's files (scripts, styles, images), one route each",
    only: 'a built panel (apps/web/dist)',
    document: 'left out',
  },
  {
    method: 'GET',
    url: '/*',
    why: "the panel's pages: any other GET gets the built web app's index.html",
    only: 'a built panel (apps/web/dist)',
    document: 'left out',
  },
];

const matches = (route: RouteWithoutContract, method: string, url: string) =>
  route.method === method && (typeof route.url === 'string' ? route.url === url : route.url.test(url));

/** The entry of a route no contract defines, if it is one of them. */
export const routeWithoutContract = (method: string, url: string) =>
  ROUTES_WITHOUT_CONTRACT.find((route) => matches(route, method, url));
