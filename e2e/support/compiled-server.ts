/**
 * The API as production runs it (`npm start`: compiled once to apps/api/dist/server.mjs, plain node) on a
 * free port, for the e2e global setup and the browser benchmarks (bench/panel-session.ts).
 */
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Compiles the API to apps/api/dist/server.mjs. */
export function buildCompiledServer(): void {
  execFileSync(process.execPath, ['build-server.mjs'], { cwd: join(root, 'apps/api'), stdio: 'inherit' });
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

export interface RunningServer {
  baseUrl: string;
  /** Ends the server and removes its data directory. */
  stop: () => Promise<void>;
}

/**
 * The compiled server serving the panel built in `webDist`, its data in `dataDir` (a fresh one: the server
 * seeds the demo accounts and data on a loopback PUBLIC_URL, README "Demo mode"); resolves once /readyz
 * answers, or stops it and throws after `readyWithinSeconds`.
 */
export async function startCompiledServer(options: {
  dataDir: string;
  webDist: string;
  readyWithinSeconds: number;
}): Promise<RunningServer> {
  const { dataDir, webDist, readyWithinSeconds } = options;
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      // The failing route the error-reporting spec calls (issue 25); the server refuses it off loopback.
      TEST_FAULT_ROUTES: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + readyWithinSeconds * 1000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { baseUrl, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not become ready in ${readyWithinSeconds} s`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}
