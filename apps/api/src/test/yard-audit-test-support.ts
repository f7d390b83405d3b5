import { randomUUID } from 'node:crypto';
import type { TestApp } from './build-test-app.ts';
import { insertInventory, insertLocation } from './factories.ts';

export type Headers = Record<string, string>;

/** A hub of IN CAR holding `n` stocked-in cars (since a day ago), made for the test. */
export async function hubWithCars(t: TestApp, n: number) {
  const hub = await insertLocation(t.database.db);
  const since = new Date(Date.now() - 86_400_000);
  const cars = [];
  for (let i = 0; i < n; i++)
    cars.push(
      await insertInventory(t.database.db, {
        locationCode: hub.code,
        locationStatus: 'STOCKED_IN',
        locationSince: since,
      }),
    );
  return { hub, cars };
}

export const startAudit = (t: TestApp, headers: Headers, locationCode: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/yard-audit', headers, payload: { locationCode } });

export const scanIn = (
  t: TestApp,
  headers: Headers,
  auditId: number,
  identifier: string,
  clientKey: string = randomUUID(),
) =>
  t.app.inject({ method: 'POST', url: `/api/yard-audit/${auditId}/scan`, headers, payload: { identifier, clientKey } });

export const auditGet = async (t: TestApp, headers: Headers, auditId: number) =>
  (await t.app.inject({ url: `/api/yard-audit/${auditId}`, headers })).json().data;

export async function finishAudit(t: TestApp, headers: Headers, auditId: number) {
  const { version } = await auditGet(t, headers, auditId);
  return t.app.inject({ method: 'POST', url: `/api/yard-audit/${auditId}/finish`, headers, payload: { version } });
}

/** The car's trail as the inventory's audit-log route answers it, newest first. */
export const trailOf = async (t: TestApp, headers: Headers, appointmentId: string) =>
  (await t.app.inject({ url: `/api/audit-log/inventory/${appointmentId}?size=100`, headers })).json().data as {
    action: string;
    field: string | null;
    newValue: string | null;
    actor: string;
  }[];
