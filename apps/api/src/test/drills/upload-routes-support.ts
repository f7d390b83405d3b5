import { once } from 'node:events';
import { connect } from 'node:net';
import { ENDPOINT_CATALOGUE, endpointKey } from '@b2c/contracts/endpoint-catalogue';
import type { RegisteredRoute } from '../../plugins/route-permissions.ts';

/** One request as it goes on the wire: the upload drills send it through inject and over a real socket. */
export interface WireRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface WireAnswer {
  status: number;
  body: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `request` over a real TCP connection as a browser on a slow link may: the headers, then the
 * body in pieces (first 5 bytes, then the rest in halves) with pauses between them (issue 24: the
 * server fell over only when the body came in more than one piece).
 */
export async function sendInPieces(port: number, request: WireRequest): Promise<WireAnswer> {
  const socket = connect(port, '127.0.0.1');
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  // A refused body may be cut off by the server; what it answered before is what counts.
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  const closed = once(socket, 'close');
  const head = [
    `${request.method} ${request.url} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    `Content-Length: ${request.body.length}`,
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.write(`${head.join('\r\n')}\r\n\r\n`);
  const middle = 5 + Math.floor((request.body.length - 5) / 2);
  for (const [from, to] of [
    [0, 5],
    [5, middle],
    [middle, request.body.length],
  ] as const) {
    await pause(15);
    if (to > from && !socket.destroyed) socket.write(request.body.subarray(from, to));
  }
  await closed;
  const text = Buffer.concat(received).toString('utf8');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
  return { status, body: text.slice(text.indexOf('\r\n\r\n') + 4) };
}

/**
 * The non-contract write routes that take no file — the sign-in pages' forms, and the error reports'
 * Sentry envelope receiver (a bounded text body, fuzzed in modules/errors/errors-routes.test.ts): the
 * only writes besides the contracts' JSON endpoints that are not uploads.
 */
const NOT_UPLOADS = new Set([
  'POST /interaction/:uid/password',
  'POST /interaction/:uid/login',
  'POST /api/1/envelope/',
]);

/**
 * Every route that takes a file, from the route table: the contracts' multipart endpoints, and any write
 * route registered outside the contracts (the storage's signed PUT) that is not a known form. A new upload
 * route lands here by itself, and the drill fails until it has a case.
 */
export function uploadRoutesOf(routes: readonly RegisteredRoute[]): string[] {
  const json = new Set(ENDPOINT_CATALOGUE.filter((e) => !e.endpoint.multipart).map((e) => endpointKey(e.endpoint)));
  return [
    ...new Set(
      routes
        .filter((r) => r.method === 'POST' || r.method === 'PUT' || r.method === 'PATCH')
        .map((r) => `${r.method} ${r.url}`)
        .filter((key) => !json.has(key) && !NOT_UPLOADS.has(key)),
    ),
  ].sort();
}
