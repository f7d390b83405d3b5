import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { CLIENT_ID, pkcePair } from '../oidc-login.ts';
import { databaseUrlFor } from '../test-database.ts';

/** The real server as a child process (`npm start` without npm), and a sign-in to it over HTTP. */

const apiDir = fileURLToPath(new URL('../../..', import.meta.url));

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  /** What the server wrote to stdout and stderr (a failed start explains itself here). */
  output(): string;
}

/** Starts `src/server.ts` with only the variables given (and PATH), and waits until /healthz answers. */
export async function startServer(env: Record<string, string>, baseUrl: string, timeoutMs = 25_000) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server: ServerProcess = { child, output: () => output };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const up = await fetch(`${baseUrl}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server not up within ${timeoutMs} ms:\n${output}`);
}

/** kill -9: no shutdown hook runs, nothing is flushed that was not already written. */
export async function killHard(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

/** A browser's cookie jar over fetch, following redirects by hand so the callback's code can be read. */
class HttpBrowser {
  private cookies = new Map<string, string>();

  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>): Promise<Response> {
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      if (value.join('=') === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    return res;
  }

  /** Follows redirects until one points at `stopAt` (returned) or a page is shown (returned). */
  async follow(res: Response, base: string, stopAt: string): Promise<Response | URL> {
    let current = res;
    for (let hops = 0; hops < 10; hops++) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return current;
      const next = new URL(location, base);
      if (next.href.startsWith(stopAt)) return next;
      current = await this.request('GET', next.href);
    }
    throw new Error('too many redirects');
  }
}

/** The panel's sign-in (authorization code + PKCE) against a running server; returns the access token. */
export async function signInOverHttp(base: string, userName: string, password: string): Promise<string> {
  return (await signInTokensOverHttp(base, userName, password)).access_token;
}

/** The code flow over real HTTP, as the panel runs it: the token endpoint's answer (access and refresh token). */
export async function signInTokensOverHttp(
  base: string,
  userName: string,
  password: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const browser = new HttpBrowser();
  const redirectUri = `${base}/implicit/callback`;
  const { verifier, challenge } = pkcePair();
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email phone api',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'drill',
  });
  const page = await browser.follow(await browser.request('GET', `${base}/oidc/auth?${query}`), base, redirectUri);
  if (page instanceof URL) throw new Error('expected the sign-in page');
  const uid = /action="\/interaction\/([^/]+)\/login"/.exec(await page.text())?.[1];
  if (!uid) throw new Error(`no sign-in form (HTTP ${page.status})`);
  const posted = await browser.request('POST', `${base}/interaction/${uid}/login`, { username: userName, password });
  const callback = await browser.follow(posted, base, redirectUri);
  if (!(callback instanceof URL)) throw new Error(`expected the callback, got HTTP ${callback.status}`);
  const token = await fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      code_verifier: verifier,
      client_id: CLIENT_ID,
      redirect_uri: redirectUri,
    }).toString(),
  });
  if (!token.ok) throw new Error(`token endpoint: HTTP ${token.status} ${await token.text()}`);
  return (await token.json()) as { access_token: string; refresh_token: string };
}

/**
 * A child server's data from the run's seeded template: on PostgreSQL a fresh database copied from it (as
 * test-database.ts makes them), returned with its URL and a drop; embedded, the seeded image unpacked as
 * the data folder (seeding anew would take half a minute of a drill's budget).
 */
export async function serverDataFromTemplate(
  template: string,
  dataDir: string,
  prefix: string,
): Promise<{ databaseUrl?: string; drop?: () => Promise<void> }> {
  if (!template.startsWith('postgres:')) {
    execFileSync('tar', ['-xf', template, '-C', dataDir], { stdio: 'ignore' });
    return {};
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(sql);
    await admin.end();
  };
  await run(`CREATE DATABASE ${name} TEMPLATE ${template.slice('postgres:'.length)}`);
  return {
    databaseUrl: databaseUrlFor(adminUrl, name),
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * What a drill needs to run the real server as a child: a work folder (its data, and its own temporary
 * files — the embedded database's socket folder — removed with it even after a SIGKILL), a free port,
 * the environment, and the data copied from the run's seeded template. `cleanUp` drops the database
 * and the folder; the drill stops the server itself first.
 */
export async function childServerSetup(template: string, prefix: string) {
  const workDir = mkdtempSync(join(tmpdir(), `${prefix.replace(/_/g, '-')}-drill-`));
  const dataDir = join(workDir, 'data');
  mkdirSync(dataDir);
  mkdirSync(join(workDir, 'tmp'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    SEED: 'demo',
    LOG_LEVEL: process.env.DRILL_LOG_LEVEL ?? 'warn',
    WEB_DIST: join(workDir, 'no-panel-build'),
    TMPDIR: join(workDir, 'tmp'),
  };
  const data = await serverDataFromTemplate(template, dataDir, prefix);
  if (data.databaseUrl) env.DATABASE_URL = data.databaseUrl;
  return {
    env,
    base,
    async cleanUp() {
      await data.drop?.();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
