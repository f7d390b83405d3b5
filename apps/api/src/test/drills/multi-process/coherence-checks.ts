import { signInOverHttp } from '../server-process.ts';
import { COHERENCE_MS, a, b, balancer, check, headersOf, json, msUntil, readHeadersOf } from './drill-support.ts';

/** A vertical flag changed on A: B's cached rules follow within a second (LISTEN / NOTIFY). */
export async function flagSeenOnOther(admin: string) {
  const h = headersOf(admin, 'AU', 'CAR');
  const flagOnB = async () =>
    (await json<{ flags: { gpsTracker: boolean } }>(await fetch(`${b}/api/config/ui-rules`, { headers: h }))).flags
      .gpsTracker;
  const before = await flagOnB();
  const rows = await json<{ vertical: string; version: number }[]>(
    await fetch(`${a}/api/config/vertical-flags`, { headers: h }),
  );
  const au = rows.find((r) => r.vertical === 'AU:CAR')!;
  const saved = await fetch(`${a}/api/config/vertical-flags`, {
    method: 'PUT',
    headers: h,
    body: JSON.stringify({ vertical: 'AU:CAR', flags: { gpsTracker: !before }, reason: 'Drill', version: au.version }),
  });
  const ms = await msUntil(async () => (await flagOnB()) === !before);
  check(saved.ok && ms < COHERENCE_MS, `a flag changed on A is seen on B after ${ms} ms`);
}

/** A group membership removed on A: B, which had the user's permissions cached, refuses within a second. */
export async function permissionRemovalSeenOnOther(admin: string) {
  const ops = await signInOverHttp(balancer, 'ops.au', 'ops123');
  const h = headersOf(admin, 'AU', 'CAR');
  const countOnB = async () =>
    (await fetch(`${b}/api/inventory/count`, { headers: headersOf(ops, 'AU', 'CAR') })).status;
  const warm = await countOnB();
  const groups = await json<{ id: number; name: string }[]>(await fetch(`${a}/api/v2/groups`, { headers: h }));
  const operations = groups.find((g) => g.name === 'OPERATIONS')!;
  const users = await json<{ id: number; userName: string }[]>(
    await fetch(`${a}/api/v2/users?size=100`, { headers: h }),
  );
  const opsAu = users.find((u) => u.userName === 'ops.au')!;
  const removed = await fetch(`${a}/api/v2/groups/${operations.id}/users/${opsAu.id}`, {
    method: 'DELETE',
    headers: readHeadersOf(admin, 'AU', 'CAR'),
  });
  const ms = await msUntil(async () => (await countOnB()) === 403);
  check(
    warm === 200 && removed.ok && ms < COHERENCE_MS,
    `a group membership removed on A is refused on B after ${ms} ms (removal ${removed.status})`,
  );
}
