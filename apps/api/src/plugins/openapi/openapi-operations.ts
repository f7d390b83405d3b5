import { z } from 'zod';
import type { CatalogueEntry } from '@b2c/contracts/endpoint-catalogue';
import type { EndpointAccess } from '@b2c/contracts';
import type { ErrorStatus } from './openapi-components.ts';

/**
 * What the API document says of one contract endpoint beyond its schemas, all read from its definition
 * and its catalogue entry: summary, description, the error answers it can give, its upload form and
 * its file answer.
 */

const words = (camel: string) => camel.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The definition's own summary, else its screen (tag) or area and the keys it is found under. */
export function summaryOf({ endpoint, source, area, name }: CatalogueEntry): string {
  if (endpoint.summary) return endpoint.summary;
  const action = source.split('.').slice(1).map(words).join(' ') || words(name);
  return `${capitalised(endpoint.tags?.[0] ?? area)} — ${action}`;
}

const VERTICAL = 'the vertical of the X-Country and X-Vehicle-Type headers';

function accessSentence(access: EndpointAccess): string {
  if (access === 'public') return 'Needs no sign-in.';
  if (access === 'authenticated') return `Any signed-in user with access to ${VERTICAL}.`;
  if (typeof access === 'string') return `Needs the \`${access}\` permission in ${VERTICAL}.`;
  return `Needs one of the permissions ${access.anyOf.map((p) => `\`${p}\``).join(', ')} in ${VERTICAL}.`;
}

export function descriptionOf({ endpoint, source }: CatalogueEntry): string {
  const sentences = [accessSentence(endpoint.access)];
  if (endpoint.alsoAnswers?.includes(201)) sentences.push('Answers 201 when it creates the record.');
  if (endpoint.multipart) sentences.push('An upload: multipart/form-data with the file in its `file` part.');
  if (endpoint.download) sentences.push(`Answers a file (${endpoint.download.join(' or ')}), not JSON.`);
  sentences.push(`Defined in @b2c/contracts as \`${source}\`.`);
  return sentences.join(' ');
}

/** The error answers an endpoint can give, from what it takes and what it does. */
export function errorStatusesOf({ endpoint }: CatalogueEntry): ErrorStatus[] {
  const statuses: ErrorStatus[] = [400];
  if (endpoint.access !== 'public') statuses.push(401, 403);
  const write = endpoint.method !== 'GET';
  const requiredQuery = endpoint.query instanceof z.ZodObject && !endpoint.query.safeParse({}).success;
  // A record named by the path, by a required lookup (`?appointmentId=`), or referred to by a write.
  if (endpoint.params || requiredQuery || write) statuses.push(404);
  if (write) statuses.push(409);
  if (endpoint.body || endpoint.multipart) statuses.push(413, 415);
  statuses.push(500, 503);
  return statuses;
}

/** Plain JSON Schema of a zod schema, as the document's other schemas are made (OpenAPI 3.0). */
const jsonOf = (schema: z.ZodType, io: 'input' | 'output') => {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' });
  delete json.$schema;
  return json;
};

/** An upload's multipart body: its text fields from `form`, and the binary `file` part. */
export function uploadFormOf({ endpoint }: CatalogueEntry): Record<string, unknown> {
  const fields: Record<string, unknown> = endpoint.form ? jsonOf(endpoint.form, 'input') : { type: 'object' };
  const properties = (fields.properties ?? {}) as Record<string, unknown>;
  const required = (fields.required ?? []) as string[];
  return {
    ...fields,
    properties: { ...properties, file: { type: 'string', format: 'binary', description: 'The file.' } },
    required: [...required, 'file'],
  };
}

/** A download's 200 answer: each media type it may be, as text (CSV) or bytes. */
export function fileAnswerOf({ endpoint }: CatalogueEntry): Record<string, unknown> {
  const types = endpoint.download ?? [];
  const content = Object.fromEntries(
    types.map((type) => [
      type,
      { schema: type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' } },
    ]),
  );
  return { description: `The file: ${types.join(' or ')}.`, content };
}
