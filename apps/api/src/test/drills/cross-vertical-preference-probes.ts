import type { TestApp } from '../build-test-app.ts';
import { versionOf, type RecordsOfA } from './cross-vertical-records.ts';
import type { IdProbe } from './cross-vertical-probes.ts';

/** The cross-vertical drill's writes to A's (IN CAR) DND entry (made in cross-vertical-records.ts): edit, then delete. */
const dndVersion = (t: TestApp, a: RecordsOfA) => versionOf(t, 'dnd_entries', 'id', a.dnd.id);

export const PREFERENCE_WRITE_PROBES: IdProbe[] = [
  {
    route: 'PUT /api/user-preference/dnd/:id',
    request: async (t, a) => ({
      url: `/api/user-preference/dnd/${a.dnd.id}`,
      payload: { reason: `Drill ${a.tag}`, channels: ['SMS'], expiresOn: null, version: await dndVersion(t, a) },
    }),
  },
  {
    route: 'DELETE /api/user-preference/dnd/:id',
    request: async (t, a) => ({ url: `/api/user-preference/dnd/${a.dnd.id}?version=${await dndVersion(t, a)}` }),
  },
];
