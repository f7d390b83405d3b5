import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { resolveChromium, type ChromiumChoice } from './chromium-resolver.ts';
import { buildCompiledServer, startCompiledServer } from './compiled-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

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

  const dataDir = mkdtempSync(join(tmpdir(), 'b2c-e2e-'));
  // The server reads the built panel from a private copy: a rebuild of apps/web/dist during the run
  // (a developer's watch or another build) must not swap the chunks under a running browser test.
  const builtPanel = join(root, 'apps/web/dist');
  if (!existsSync(join(builtPanel, 'index.html'))) throw new Error('Build the panel first: npm run build -w apps/web');
  const webDist = join(dataDir, 'web');
  cpSync(builtPanel, webDist, { recursive: true });
  // The server as production runs it (npm start): compiled once to apps/api/dist/server.mjs, plain node.
  buildCompiledServer();
  const server = await startCompiledServer({ dataDir, webDist, readyWithinSeconds: 90 });
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromium: ChromiumChoice;
  }
}
