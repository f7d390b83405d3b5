import { expect } from 'vitest';
import type { InventoryDetail, InventoryRow } from '@b2c/contracts';
import type { TestApp } from './build-test-app.ts';

/** Small helpers for the inventory API tests: find a seeded car through the API, read it back. */
export async function findCar(t: TestApp, headers: Record<string, string>, query: string): Promise<InventoryRow> {
  const res = await t.app.inject({ url: `/api/inventory?${query}&size=100`, headers });
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json().data as InventoryRow[];
  expect(rows.length, `no seeded car for ${query}`).toBeGreaterThan(0);
  return rows[0]!;
}

export async function findCars(
  t: TestApp,
  headers: Record<string, string>,
  query: string,
  n: number,
): Promise<InventoryRow[]> {
  const res = await t.app.inject({ url: `/api/inventory?${query}&size=100`, headers });
  const rows = res.json().data as InventoryRow[];
  expect(rows.length, `need ${n} seeded cars for ${query}`).toBeGreaterThanOrEqual(n);
  return rows.slice(0, n);
}

export async function detailOf(
  t: TestApp,
  headers: Record<string, string>,
  appointmentId: string,
): Promise<InventoryDetail> {
  const res = await t.app.inject({ url: `/api/inventory/v2/apt-${appointmentId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as InventoryDetail;
}

export const act = (
  t: TestApp,
  headers: Record<string, string>,
  appointmentId: string,
  action: string,
  payload: object,
) => t.app.inject({ method: 'POST', url: `/api/inventory/apt-${appointmentId}?action=${action}`, headers, payload });

export async function auditRows(t: TestApp, appointmentId: string, action?: string) {
  const { rows } = await t.database.pool.query<{
    action: string;
    field: string | null;
    old_value: string | null;
    new_value: string | null;
    actor_id: string;
  }>(
    `select action, field, old_value, new_value, actor_id from audit_log where entity = 'inventory' and entity_id = $1 ${action ? 'and action = $2' : ''} order by id`,
    action ? [appointmentId, action] : [appointmentId],
  );
  return rows;
}
