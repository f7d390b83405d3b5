import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A tiny browser for `app.inject`: keeps cookies and follows the sign-in redirects like a person would. */
export class InjectBrowser {
  private cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>): Promise<LightMyRequestResponse> {
    const target = new URL(url, 'http://localhost:8080');
    const res = await this.app.inject({
      method,
      url: target.pathname + target.search,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    const setCookie = res.headers['set-cookie'];
    for (const c of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = c.split(';');
      const [name, ...value] = pair!.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(c) || value.join('=') === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    return res;
  }

  /** Follows 3xx answers until one leaves the server (the panel's callback) or a page is shown. */
  async follow(res: LightMyRequestResponse, stopAt: string): Promise<LightMyRequestResponse | URL> {
    let current = res;
    for (let hops = 0; hops < 10; hops++) {
      const location = current.headers.location;
      if (current.statusCode < 300 || current.statusCode >= 400 || !location) return current;
      const next = new URL(location, 'http://localhost:8080');
      if (next.href.startsWith(stopAt)) return next;
      current = await this.request('GET', next.href);
    }
    throw new Error('too many redirects');
  }
}

export const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
};

export const CLIENT_ID = 'b2c-admin-panel';
export const REDIRECT_URI = 'http://localhost:8080/implicit/callback';

/** The whole authorization-code + PKCE sign-in, as the panel does it; returns the token response. */
export async function signIn(app: FastifyInstance, userName: string, password: string) {
  const browser = new InjectBrowser(app);
  const { verifier, challenge } = pkcePair();
  const auth = await browser.request(
    'GET',
    `/oidc/auth?${new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid profile email phone api',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'st',
      nonce: 'nn',
    })}`,
  );
  const loginPage = await browser.follow(auth, REDIRECT_URI);
  if (loginPage instanceof URL) throw new Error('expected a login page');
  const uid = /action="\/interaction\/([^/]+)\/login"/.exec(loginPage.body)?.[1];
  if (!uid) throw new Error(`no login form: ${loginPage.statusCode} ${loginPage.body.slice(0, 200)}`);
  const posted = await browser.request('POST', `/interaction/${uid}/login`, { username: userName, password });
  if (posted.statusCode === 401) return { browser, posted, tokens: undefined };
  const callback = await browser.follow(posted, REDIRECT_URI);
  if (!(callback instanceof URL))
    throw new Error(`expected the callback, got ${callback.statusCode}: ${callback.body.slice(0, 300)}`);
  const code = callback.searchParams.get('code')!;
  const tokenRes = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
    }).toString(),
  });
  return {
    browser,
    posted,
    callback,
    tokens: tokenRes.json() as { access_token: string; id_token: string; refresh_token: string; expires_in: number },
  };
}

export async function refresh(app: FastifyInstance, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: CLIENT_ID,
    }).toString(),
  });
}

/**
 * An open sign-in form: its interaction id and the cookies that go with it (one form takes many tries).
 * Each try posts to `on` (another instance on the same database, to count across processes).
 */
export async function openSignInForm(app: FastifyInstance) {
  const auth = await app.inject({
    url: `/oidc/auth?${new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    })}`,
  });
  const uid = /\/interaction\/([^/?]+)/.exec(String(auth.headers.location))?.[1];
  if (!uid) throw new Error(`no interaction: ${auth.statusCode}`);
  const cookie = [auth.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  return (username: string | string[], password: string, headers: Record<string, string> = {}, on = app) =>
    on.inject({
      method: 'POST',
      url: `/interaction/${uid}/login`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams([
        ...[username].flat().map((u) => ['username', u]),
        ['password', password],
      ]).toString(),
    });
}
