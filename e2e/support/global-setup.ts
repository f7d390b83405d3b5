import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { resolveChromium, type ChromiumChoice } from './chromium-resolver.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** The real server, as `npm start` runs it, on a free port with a fresh data directory. */
export default async function setup(project: TestProject) {
  // The browser first, before the server: a machine without one stops here in a second with one line.
  const { choice, version } = await resolveChromium().catch((e: unknown) => {
    // Thrown, it would come wrapped in a banner under a misleading "No test files found": one line instead.
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  });
  console.log(`e2e: Chromium ${version} from ${choice.source}`);
  project.provide('chromium', choice);

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'b2c-e2e-'));
  // The server reads the built panel from a private copy: a rebuild of apps/web/dist during the run
  // (a developer's watch or another build) must not swap the chunks under a running browser test.
  const builtPanel = join(root, 'apps/web/dist');
  if (!existsSync(join(builtPanel, 'index.html'))) throw new Error('Build the panel first: npm run build -w apps/web');
  const webDist = join(dataDir, 'web');
  cpSync(builtPanel, webDist, { recursive: true });
  const baseUrl = `http://localhost:${port}`;
  // The server as production runs it (npm start): compiled once to apps/api/dist/server.mjs, plain node.
  execFileSync(process.execPath, ['build-server.mjs'], { cwd: join(root, 'apps/api'), stdio: 'inherit' });
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not become ready in 90 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseUrl', baseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromium: ChromiumChoice;
  }
}
