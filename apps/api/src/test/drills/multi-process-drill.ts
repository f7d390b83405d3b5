/**
 * Issue 25's multi-process drill, the driver half (.ci/multi-process-drill.sh starts PostgreSQL, two
 * compiled servers and nginx round-robin in front, then runs this with tsx). Every check prints one line;
 * any failed check exits 1. Environment: DRILL_BALANCER, DRILL_A, DRILL_B (base URLs).
 */
import { signInOverHttp } from './server-process.ts';
import { CLIENT_ID, pkcePair } from '../oidc-login.ts';

const balancer = process.env.DRILL_BALANCER!;
const a = process.env.DRILL_A!;
const b = process.env.DRILL_B!;
const COHERENCE_MS = 1_000;
let failures = 0;

function check(ok: boolean, line: string): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
  if (!ok) failures++;
}

const headersOf = (token: string, country = 'IN', vehicleType = 'CAR') => ({
  authorization: `Bearer ${token}`,
  'x-country': country,
  'x-vehicle-type': vehicleType,
  'content-type': 'application/json',
});

/** Asks `probe` every 10 ms until it says yes (at most 10 s); answers the milliseconds it took. */
async function msUntil(probe: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < 10_000) {
    if (await probe()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 10));
  }
  return Infinity;
}

async function json<T>(res: Response): Promise<T> {
  return ((await res.json()) as { data: T }).data;
}

async function tokenWorksOnBoth(token: string) {
  const onA = await fetch(`${a}/api/inventory/count`, { headers: headersOf(token) });
  const onB = await fetch(`${b}/api/inventory/count`, { headers: headersOf(token) });
  check(
    onA.status === 200 && onB.status === 200,
    `a token from the balancer works on A (${onA.status}) and B (${onB.status})`,
  );
}

async function flagSeenOnOther(admin: string) {
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

async function permissionRemovalSeenOnOther(admin: string) {
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
    headers: { authorization: h.authorization, 'x-country': 'AU', 'x-vehicle-type': 'CAR' },
  });
  const ms = await msUntil(async () => (await countOnB()) === 403);
  check(
    warm === 200 && removed.ok && ms < COHERENCE_MS,
    `a group membership removed on A is refused on B after ${ms} ms (removal ${removed.status})`,
  );
}

/** An open sign-in form through the balancer: its interaction id and cookies. */
async function signInForm(): Promise<{ uid: string; cookie: string }> {
  const cookies = new Map<string, string>();
  const { challenge } = pkcePair();
  let url = `${balancer}/oidc/auth?${new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: `${balancer}/implicit/callback`,
    response_type: 'code',
    scope: 'openid',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })}`;
  for (let hop = 0; hop < 5; hop++) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    const uid = /\/interaction\/([^/?"]+)/.exec(res.headers.get('location') ?? url)?.[1];
    if (uid && res.status === 200) return { uid, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    url = new URL(res.headers.get('location') ?? '', url).toString();
  }
  throw new Error('no sign-in form');
}

async function signInLimitAcrossProcesses() {
  const { uid, cookie } = await signInForm();
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 11; attempt++) {
    const res = await fetch(`${balancer}/interaction/${uid}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'viewer', password: 'wrong-password' }).toString(),
    });
    statuses.push(res.status);
  }
  check(
    statuses.slice(0, 10).every((s) => s === 401) && statuses[10] === 429,
    `11 wrong passwords through the balancer: ${statuses.join(' ')}`,
  );
}

/** As the price approver: an administrator's price change waits for approval and leaves the version alone. */
async function oneWinnerOfTwentyPriceUpdates() {
  const h = headersOf(await signInOverHttp(balancer, 'approver', 'approver123'));
  const cars = await json<{ appointmentId: string; version: number; listingPrice: string | null }[]>(
    await fetch(`${balancer}/api/inventory?status=READY_FOR_SALE&published=true&reserveStatus=NONE&size=1`, {
      headers: h,
    }),
  );
  const car = cars[0]!;
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      fetch(`${balancer}/api/inventory/apt-${car.appointmentId}?action=LIST_PRICE`, {
        method: 'POST',
        headers: h,
        body: JSON.stringify({
          // A small rise, which an approver's change applies at once (a cut past 10 % waits for approval).
          listingPrice: Number(car.listingPrice ?? 500_000) + 100 + i,
          priceChangeReason: 'PRICE_REVISION',
          version: car.version,
        }),
      }).then((r) => r.status),
    ),
  );
  const ok = answers.filter((s) => s >= 200 && s < 300).length;
  const conflicts = answers.filter((s) => s === 409).length;
  const others = answers.filter((s) => s !== 409 && (s < 200 || s >= 300));
  check(
    ok === 1 && conflicts === 19,
    `20 parallel price updates with one version: ${ok} × 2xx, ${conflicts} × 409${others.length ? `, others ${others.join(' ')}` : ''}`,
  );
}

const admin = await signInOverHttp(balancer, 'admin', 'admin123');
await tokenWorksOnBoth(admin);
await flagSeenOnOther(admin);
await permissionRemovalSeenOnOther(admin);
await signInLimitAcrossProcesses();
await oneWinnerOfTwentyPriceUpdates();
console.log(failures ? `${failures} check(s) failed` : 'every check held');
process.exit(failures ? 1 : 0);
