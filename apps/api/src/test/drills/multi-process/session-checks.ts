import { CLIENT_ID, pkcePair } from '../../oidc-login.ts';
import { signInTokensOverHttp } from '../server-process.ts';
import { a, b, balancer, check, headersOf } from './drill-support.ts';

export async function tokenWorksOnBoth(token: string) {
  const onA = await fetch(`${a}/api/inventory/count`, { headers: headersOf(token) });
  const onB = await fetch(`${b}/api/inventory/count`, { headers: headersOf(token) });
  check(
    onA.status === 200 && onB.status === 200,
    `a token from the balancer works on A (${onA.status}) and B (${onB.status})`,
  );
}

const refreshOn = (base: string, refreshToken: string) =>
  fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT_ID }),
  });

/**
 * A refresh token works once (as the approver: the sign-in limit check below spends the viewer's tries), whichever process sees it: used on A, its reuse is refused on B and on A,
 * and the reuse revokes the token A gave in exchange (the family of a stolen token dies).
 */
export async function refreshReuseRefusedOnBoth() {
  const { refresh_token: first } = await signInTokensOverHttp(balancer, 'approver', 'approver123');
  const used = await refreshOn(a, first);
  const second = used.ok ? ((await used.json()) as { refresh_token: string }).refresh_token : '';
  const reuseOnB = (await refreshOn(b, first)).status;
  const reuseOnA = (await refreshOn(a, first)).status;
  const successorOnB = (await refreshOn(b, second)).status;
  check(
    used.status === 200 && reuseOnB === 400 && reuseOnA === 400 && successorOnB === 400,
    `a refresh token used on A (${used.status}): reuse refused on B (${reuseOnB}) and A (${reuseOnA}), its successor revoked (${successorOnB})`,
  );
}

/** An open sign-in form through the balancer: its interaction id and cookies. */
async function signInForm(): Promise<{ uid: string; cookie: string }> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
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
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    const uid = /\/interaction\/([^/?"]+)/.exec(res.headers.get('location') ?? url)?.[1];
    if (uid && res.status === 200) return { uid, cookie: cookieHeader() };
    url = new URL(res.headers.get('location') ?? '', url).toString();
  }
  throw new Error('no sign-in form');
}

/** The sign-in limit is counted in PostgreSQL: 11 wrong passwords spread over both processes meet a 429. */
export async function signInLimitAcrossProcesses() {
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
