import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadJob, LoadResult } from './autocannon-run.ts';
import { parseWrkOutput } from './wrk-output.ts';

/**
 * The same load job as autocannon-run.ts, driven by wrk (C, its own process and threads: issue 30 measures
 * with both, as the figures it quotes came from wrk). Closed loop only: wrk has no fixed-rate mode.
 * A Lua script picks a path at random per request and sets the headers; `--latency` prints percentiles.
 */
const luaString = (s: string) => JSON.stringify(s); // a JSON string is a valid Lua string literal here

function script(job: LoadJob): string {
  const paths = job.paths?.length ? job.paths : [new URL(job.url).pathname];
  const headers = Object.entries(job.headers).map(([k, v]) => `wrk.headers[${luaString(k)}] = ${luaString(v)}`);
  return [
    ...headers,
    `local paths = { ${paths.map(luaString).join(', ')} }`,
    'math.randomseed(os.time())',
    'request = function() return wrk.format(nil, paths[math.random(#paths)]) end',
  ].join('\n');
}

export function runWrk(job: LoadJob): Promise<LoadResult> {
  if (job.overallRate) throw new Error('wrk drives a closed loop only: no overallRate');
  const dir = mkdtempSync(join(tmpdir(), 'b2c-wrk-'));
  const lua = join(dir, 'job.lua');
  writeFileSync(lua, script(job));
  const threads = Math.min(2, job.connections);
  const args = [
    '-t',
    String(threads),
    '-c',
    String(job.connections),
    '-d',
    `${job.durationS}s`,
    '--latency',
    '-s',
    lua,
    job.url,
  ];
  return new Promise((resolve, reject) => {
    const wrk = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    wrk.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    wrk.on('error', reject);
    wrk.on('exit', (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`wrk exited ${code}: ${out}`));
      resolve(parseWrkOutput(out));
    });
  });
}
