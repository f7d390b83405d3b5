import type { TestApp } from './build-test-app.ts';

type Method = 'GET' | 'POST' | 'PUT';

/** Calls as a demo user (ops.in in IN CAR unless told). */
export const fastagCaller =
  (t: TestApp) =>
  async (method: Method, url: string, payload?: unknown, who = 'ops.in', country = 'IN' as 'IN' | 'AE') =>
    t.app.inject({ method, url, payload: payload as object, headers: await t.as(who, country, 'CAR') });

export const fieldsOf = (body: { validation?: { field: string }[] }) => (body.validation ?? []).map((v) => v.field);

/** The order's audit rows, oldest first, as `action field: old → new`. */
export async function auditOf(t: TestApp, id: number): Promise<string[]> {
  const { rows } = await t.database.pool.query<{
    action: string;
    field: string | null;
    old_value: string | null;
    new_value: string | null;
  }>(
    `SELECT action, field, old_value, new_value FROM audit_log
     WHERE entity = 'fastag-order' AND entity_id = $1 AND country = 'IN' AND vehicle_type = 'CAR' ORDER BY id`,
    [String(id)],
  );
  return rows.map((r) => `${r.action} ${r.field}: ${r.old_value} → ${r.new_value}`);
}

export const versionOf = async (t: TestApp, id: number): Promise<number> =>
  (await t.database.pool.query<{ version: number }>('SELECT version FROM fastag_orders WHERE id = $1', [id])).rows[0]!
    .version;
