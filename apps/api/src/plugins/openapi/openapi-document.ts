import type { FastifySchema } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ENDPOINT_CATALOGUE, endpointKey, type CatalogueEntry } from '@b2c/contracts/endpoint-catalogue';
import { components, errorResponseRef, tagsUsed, verticalHeaderRefs, type ErrorStatus } from './openapi-components.ts';
import { descriptionOf, errorStatusesOf, fileAnswerOf, summaryOf, uploadFormOf } from './openapi-operations.ts';
import {
  ROUTES_WITHOUT_CONTRACT,
  routeWithoutContract,
  type DocumentedRoute,
} from '../../kits/routes-without-contract.ts';

/**
 * The OpenAPI document from the same contracts the routes are registered from (endpoint-routes.ts):
 * `transform` names and describes each operation from its catalogue entry (or from
 * routes-without-contract.ts) and leaves out what is no API (sign-in pages, the panel's pages);
 * `transformObject` adds what is declared once (the error envelope and answers, the vertical headers,
 * the tags) and the references to it.
 */

const byRoute = new Map(ENDPOINT_CATALOGUE.map((entry) => [endpointKey(entry.endpoint), entry]));
const byOperationId = new Map<string, CatalogueEntry | DocumentedRoute>();
for (const entry of ENDPOINT_CATALOGUE) byOperationId.set(entry.name, entry);
for (const { document } of ROUTES_WITHOUT_CONTRACT) {
  if (document !== 'left out') byOperationId.set(document.operationId, document);
}

type Schema = FastifySchema & Record<string, unknown>;
const LEFT_OUT = { schema: { hide: true } as FastifySchema };

/** Success answers as the document words them; the schemas are the contract's. */
const SUCCESS = { 200: 'Done: `data` holds the answer.', 201: 'Created: `data` holds the new record.' };

function contractOperation(entry: CatalogueEntry, converted: Schema): Schema {
  const { endpoint } = entry;
  const response = { ...(converted.response as Record<string, Record<string, unknown>> | undefined) };
  for (const [status, description] of Object.entries(SUCCESS)) {
    if (response[status]) response[status] = { ...response[status], description };
  }
  if (endpoint.download) response[200] = fileAnswerOf(entry);
  return {
    ...converted,
    operationId: entry.name,
    summary: summaryOf(entry),
    description: descriptionOf(entry),
    tags: [entry.area],
    ...(endpoint.multipart ? { body: uploadFormOf(entry), consumes: ['multipart/form-data'] } : {}),
    response,
  };
}

function documentedOperation(route: DocumentedRoute): Schema {
  const { operationId, tag, summary, description, noBearer, querystring, body, consumes, response, wildcard } = route;
  return {
    operationId,
    summary,
    description,
    tags: [tag],
    ...(noBearer ? { security: [] } : {}),
    ...(wildcard
      ? {
          params: {
            type: 'object',
            properties: { [wildcard.name]: { type: 'string', description: wildcard.description } },
            required: [wildcard.name],
          },
        }
      : {}),
    ...(querystring ? { querystring } : {}),
    ...(body ? { body } : {}),
    ...(consumes ? { consumes } : {}),
    response,
  };
}

export const transform: SwaggerTransform = (document) => {
  const { route, url } = document;
  const method = [route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
  const entry = byRoute.get(`${method} ${url}`);
  if (entry) {
    const converted = jsonSchemaTransform(document).schema as Schema;
    return { schema: contractOperation(entry, converted), url };
  }
  const outside = routeWithoutContract(method, url);
  if (outside?.document === 'left out') return { ...LEFT_OUT, url };
  if (outside) {
    const { wildcard } = outside.document;
    const named = wildcard ? url.replace(/\*$/, `:${wildcard.name}`) : url;
    return { schema: documentedOperation(outside.document), url: named };
  }
  // Neither: shown bare, so that the document's own test (and routes-match-contracts.test.ts) notice it.
  return jsonSchemaTransform(document);
};

interface Operation {
  operationId?: string;
  tags?: string[];
  parameters?: unknown[];
  responses?: Record<string, unknown>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head']);

function addDeclaredParts(operation: Operation): void {
  const known = operation.operationId ? byOperationId.get(operation.operationId) : undefined;
  if (!known) return;
  const isContract = 'endpoint' in known;
  const statuses: readonly ErrorStatus[] = isContract ? errorStatusesOf(known) : (known.errors as ErrorStatus[]);
  const responses = { ...operation.responses };
  for (const status of statuses) responses[status] ??= errorResponseRef(status);
  operation.responses = responses;
  // A route with a bearer token is scoped to a vertical, contract or not (the live events stream).
  if (isContract ? known.endpoint.access !== 'public' : !known.noBearer) {
    operation.parameters = [...verticalHeaderRefs, ...(operation.parameters ?? [])];
  }
}

/**
 * OpenAPI 3.0 has no null type: `nullable: true` beside an `enum` still allows only the enum's values,
 * so a nullable enum (`networkType`) must list null among them, or null (its default, or an answer's
 * value) is outside its own schema. zod's 3.0 output leaves it out; added here, everywhere.
 */
function nullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullInNullableEnums);
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...(schema.enum as unknown[]), null];
  }
  for (const value of Object.values(schema)) nullInNullableEnums(value);
}

export const transformObject: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const openapi = document.openapiObject as Record<string, unknown> & {
    paths?: Record<string, Record<string, Operation>>;
    components?: Record<string, unknown>;
  };
  const used = new Set<string>();
  for (const path of Object.values(openapi.paths ?? {})) {
    for (const [method, operation] of Object.entries(path)) {
      if (!METHODS.has(method)) continue;
      addDeclaredParts(operation);
      for (const tag of operation.tags ?? []) used.add(tag);
    }
  }
  nullInNullableEnums(openapi.paths);
  const declared = components();
  return {
    ...openapi,
    tags: tagsUsed(used),
    components: {
      ...openapi.components,
      ...declared,
      schemas: { ...(openapi.components?.schemas as object), ...(declared.schemas as object) },
    },
  };
};
