import { z } from 'zod';
import { errorBody, invalidDataMessage } from '@b2c/contracts';
import { AREAS, COUNTRIES, VEHICLE_TYPES, type Area } from '@b2c/domain';

/**
 * What the API document declares once and every operation refers to: the error envelope (errors.ts),
 * the error answers by status, the vertical headers (auth.ts) and the tags with their descriptions.
 */

/** The error answers, by status: the component's name and when the API gives it. */
export const ERROR_ANSWERS = {
  400: [
    'BadRequest',
    'The input is not valid: `message` says what in words, `validation` names each field (`body.name`, `query.page`, `X-Country`).',
  ],
  401: ['Unauthorized', 'No valid bearer token: missing, expired, or its user may no longer sign in.'],
  403: [
    'Forbidden',
    'The caller has no access to the vertical of the X-Country / X-Vehicle-Type headers, or lacks the permission this operation needs.',
  ],
  404: ['NotFound', 'No such record in the caller’s vertical.'],
  409: [
    'Conflict',
    'The record changed since it was read (a stale `version`), or another record holds the value (`validation` names the field).',
  ],
  413: ['PayloadTooLarge', 'The body or the file is larger than allowed.'],
  415: ['UnsupportedMediaType', 'The body’s Content-Type, or the file’s content, is not one this operation takes.'],
  429: ['TooManyRequests', 'Too many requests from this address: try again in a minute.'],
  500: ['InternalServerError', 'An unexpected failure: quote `traceId` when reporting it.'],
  503: ['ServiceUnavailable', 'The database took too long to answer: try again in a moment.'],
} as const satisfies Record<number, readonly [string, string]>;
export type ErrorStatus = keyof typeof ERROR_ANSWERS;

export const errorResponseRef = (status: ErrorStatus) => ({
  $ref: `#/components/responses/${ERROR_ANSWERS[status][0]}`,
});

/** The envelope of every error answer, from the contract the panel reads it with. */
function errorSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(errorBody, { target: 'openapi-3.0', io: 'output', unrepresentable: 'any' });
  delete schema.$schema;
  return {
    ...schema,
    description:
      'Every error answer: the HTTP `status` and its reason (`error`), a `message` meant for a person, on a 400 or 409 the fields at fault (`validation`, with `description` repeating the message), and `traceId`, the request’s reference in the logs.',
  };
}

const exampleFields = [{ field: 'body.capacity', message: 'must be at least 0' }];
/** A 400 as errors.ts sends it (the message built by the same function). */
const errorExample = {
  status: 400,
  error: 'Bad Request',
  message: invalidDataMessage(exampleFields),
  description: invalidDataMessage(exampleFields),
  validation: exampleFields,
  traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
};

/** The vertical every call is scoped to (auth.ts reads both headers on every signed-in route). */
export const VERTICAL_HEADERS = {
  Country: {
    name: 'X-Country',
    in: 'header',
    required: true,
    description: 'The vertical’s country; the caller’s account must include it (403 otherwise).',
    schema: { type: 'string', enum: [...COUNTRIES] },
  },
  VehicleType: {
    name: 'X-Vehicle-Type',
    in: 'header',
    required: true,
    description: 'The vertical’s vehicle type; the caller’s account must include it (403 otherwise).',
    schema: { type: 'string', enum: [...VEHICLE_TYPES] },
  },
} as const;
export const verticalHeaderRefs = Object.keys(VERTICAL_HEADERS).map((name) => ({
  $ref: `#/components/parameters/${name}`,
}));

export function components(): Record<string, unknown> {
  const responses = Object.fromEntries(
    Object.entries(ERROR_ANSWERS).map(([status, [name, description]]) => [
      name,
      {
        description,
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/Error' },
            ...(status === '400' ? { example: errorExample } : {}),
          },
        },
      },
    ]),
  );
  return { schemas: { Error: errorSchema() }, responses, parameters: VERTICAL_HEADERS };
}

/** One tag per area (docs/glossary.md "Areas"), and the few that belong to none. */
const AREA_TAGS: Readonly<Record<Area, string>> = {
  inventory:
    'Cars and bikes in stock: grid, detail, QR code, price and publish changes, pending actions, satellite facts.',
  movement: 'Pickup requests and their life cycle, the logistics grid, vendors and their e-mails, next hops, stock-in.',
  slot: 'Pickup slots, the slot planner and C2B slot definitions.',
  driver: 'Drivers and their weekly resource plan.',
  location: 'Store locations (hubs, yards, studios, dealers …) and their media.',
  masterdata: 'States, cities, regions, zones, intercity routes, pincodes, makes, Locus teams.',
  users: 'User management V1 and V2, groups, organisations, roster and leaves, the user lookup.',
  preference: 'User preferences and the do-not-disturb list.',
  key: 'Car keys: requests, out-keys, spare keys, the key audit trail.',
  document: 'Document pendency.',
  dealer: 'The big dealer network.',
  bulk: 'Bulk upload v2: templates, validation, jobs.',
  config: 'Configs: feature matrix, per-vertical flags, UI rules, contact persons.',
  scheduled: 'Scheduled logistics ("SF Scheduled Logistics" in TH).',
  fastag: 'FASTag order fulfilment.',
  cleaning: 'Car cleaning QA and history.',
  tutorial: 'Training tutorials.',
  errors: 'Reported panel and API failures, grouped (the Errors screen).',
  dashboard:
    "The start page: what waits for the user and the vertical's tiles, each counted for the caller's vertical.",
  'yard-audit': 'Counting a yard by scanning: the expected cars, scans, and what is missing, unexpected or unknown.',
};
const OTHER_TAGS: Readonly<Record<string, string>> = {
  audit: 'The field-by-field audit trail of each audited record, and its count.',
  storage: 'Files through signed links: the upload and download URLs that other operations hand out.',
  operations: 'For the platform and its monitoring, not for people: health probes and metrics.',
  live: 'What others change, as it commits: the event stream the live grids follow.',
};

/** The declared tags, in the areas' order, limited to those some operation uses. */
export function tagsUsed(used: ReadonlySet<string>): { name: string; description: string }[] {
  const all: [string, string][] = [...AREAS.map((area): [string, string] => [area, AREA_TAGS[area]])];
  all.push(...Object.entries(OTHER_TAGS));
  return all.filter(([name]) => used.has(name)).map(([name, description]) => ({ name, description }));
}

export const isDeclaredTag = (name: string) => name in AREA_TAGS || name in OTHER_TAGS;
