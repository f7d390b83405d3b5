import type { TestApp } from './build-test-app.ts';
import { insertDriver, insertInventory, insertLocation } from './factories.ts';
import { solidPng } from '../seed/demo-media.ts';

type Method = 'GET' | 'POST' | 'PUT';
const base = '/api/v1/car-cleaning';

/** A car of IN CAR at a fresh hub, and an active cleaner of IN CAR (staff type CLEANER). */
export async function insertCarToClean(t: TestApp) {
  const db = t.database.db;
  const hub = await insertLocation(db);
  const car = await insertInventory(db, { locationCode: hub.code, locationStatus: 'STOCKED_IN' });
  const cleaner = await insertDriver(db, { staffType: 'CLEANER', driverType: 'YARD' });
  return { car, hub: hub.code!, cleaner };
}

/** Calls as ops.in in IN CAR (or whoever), as the panel does: with X-Client-Type ADMIN_PANEL. */
export const cleaningCaller =
  (t: TestApp) =>
  async (method: Method, path: string, payload?: unknown, who = 'ops.in', extra: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: path.startsWith('/api/') ? path : `${base}${path}`,
      payload: payload as object,
      headers: { ...(await t.as(who)), 'x-client-type': 'ADMIN_PANEL', ...extra },
    });

/** Uploads a PNG through the pre-signed URL and records it as the task's photo; returns the task. */
export async function photograph(
  t: TestApp,
  call: ReturnType<typeof cleaningCaller>,
  task: { id: number; version: number },
  kind: 'BEFORE' | 'AFTER',
) {
  const ticket = await call('POST', '/pre-signed-url', {
    taskId: task.id,
    kind,
    fileName: `${kind}.png`,
    extension: 'png',
  });
  const { uploadUrl, key, headers } = ticket.json().data;
  const png = solidPng(32, 24, kind === 'BEFORE' ? [120, 90, 60] : [60, 120, 200]);
  const put = await t.app.inject({ method: 'PUT', url: uploadUrl, payload: png, headers });
  if (put.statusCode !== 200) throw new Error(`upload: ${put.statusCode} ${put.body}`);
  const recorded = await call('PUT', `/task/${task.id}/photo/${kind}`, { key, version: task.version });
  if (recorded.statusCode !== 200) throw new Error(`record: ${recorded.statusCode} ${recorded.body}`);
  return recorded.json().data as { id: number; version: number };
}
