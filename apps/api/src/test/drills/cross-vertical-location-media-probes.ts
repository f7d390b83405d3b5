import { expect } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import { PNG } from '../sample-files.ts';
import type { RecordsOfA } from './cross-vertical-records.ts';
import { describeResponse } from './drill-support.ts';
import type { IdProbe, ReadProbe } from './cross-vertical-probes.ts';

/**
 * The cross-vertical drill's probes of hub media: images of A's (IN CAR) location, uploaded through a
 * signed URL as A (the file goes to storage, not to a table) and named with the run's tag. Recording one
 * leaves the location audit row a MEDIA_ADDED; another vertical does not find the location (404) or lacks
 * the permission (403).
 */
const media = (a: RecordsOfA) => `/api/v2/store-location/${a.location.id}/media`;
const fileName = (a: RecordsOfA, n: number) => `drill-${a.tag}-${n}.png`;

/** Uploads an image for A's location; what the record request then names. */
async function uploaded(t: TestApp, a: RecordsOfA, n: number) {
  const ticket = await t.app.inject({
    method: 'POST',
    url: '/api/v2/store-location/media/upload-url',
    headers: a.headers,
    payload: { fileName: fileName(a, n), extension: 'png', mediaType: 'IMAGE', hubCode: a.location.code },
  });
  expect(ticket.statusCode, `upload-url: ${describeResponse(ticket)}`).toBe(200);
  const { uploadUrl, key } = ticket.json().data as { uploadUrl: string; key: string };
  const put = await t.app.inject({
    method: 'PUT',
    url: uploadUrl,
    payload: PNG,
    headers: { 'content-type': 'image/png' },
  });
  expect(put.statusCode, `upload: ${describeResponse(put)}`).toBe(200);
  return { key, fileName: fileName(a, n) };
}

export const LOCATION_MEDIA_WRITE_PROBES: IdProbe[] = [
  {
    // Stays recorded: the read below looks for it.
    route: 'POST /api/v2/store-location/:id/media',
    request: async (t, a) => ({ url: media(a), payload: await uploaded(t, a, 1) }),
  },
  {
    route: 'DELETE /api/v2/store-location/:id/media/:mediaId',
    async request(t, a) {
      const res = await t.app.inject({
        method: 'POST',
        url: media(a),
        headers: a.headers,
        payload: await uploaded(t, a, 2),
      });
      expect(res.statusCode, `${media(a)}: ${describeResponse(res)}`).toBe(201);
      return { url: `${media(a)}/${(res.json().data as { id: number }).id}` };
    },
  },
];

export const LOCATION_MEDIA_READ_PROBES: ReadProbe[] = [
  {
    route: 'GET /api/v2/store-location/:id/media',
    request: async (_t, a) => ({ url: media(a) }),
    marker: (a) => fileName(a, 1),
  },
];
