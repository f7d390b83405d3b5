/**
 * Bytes on the wire for the panel's first load, fetched from the API's own static serving (the same
 * plugins as production, on an ephemeral port) over the production build (`npm run build -w apps/web`
 * first). Each set is fetched three times: without Accept-Encoding (what every browser got before the
 * server compressed anything), with gzip, and with brotli. Counts response bodies, not headers.
 *
 * Sets: the landing page (index.html, the icon and everything index.html loads eagerly) and the
 * signed-in shell (the secure layout's chunk and its static imports not already loaded).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { registerResponseCompression } from '../apps/api/src/plugins/response-compression.ts';
import { registerStaticWeb } from '../apps/api/src/plugins/static-web.ts';

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const assets = readdirSync(join(dist, 'assets'));
if (!assets.some((f) => f.endsWith('.br'))) throw new Error('No .br files in apps/web/dist: build the panel first.');

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const landing = ['/', ...[...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css|svg))"/g)].map((m) => m[1]!)];

/** A chunk's static imports, transitively (rolldown writes `from"./x.js"` and `import"./x.js"`). */
function withStaticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) withStaticImports(`assets/${m[1]}`, seen);
  return seen;
}
const layout = assets.find((f) => /^secure-layout-.*\.js$/.test(f));
const shell = layout
  ? [...withStaticImports(`assets/${layout}`)].map((f) => `/${f}`).filter((f) => !landing.includes(f))
  : [];

const app = Fastify();
await registerResponseCompression(app);
await registerStaticWeb(app, dist);
const origin = await app.listen({ port: 0, host: '127.0.0.1' });

/** The body's length as sent (still compressed): node:http does not decode. */
const wireBytes = (path: string, acceptEncoding?: string) =>
  new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    get(`${origin}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
    }).on('error', reject);
  });

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const modes = [
  { name: 'none (before)', header: undefined },
  { name: 'gzip', header: 'gzip' },
  { name: 'br', header: 'br, gzip' },
];
const totals: Record<string, Record<string, number>> = {};
for (const [setName, paths] of [
  ['landing', landing],
  ['shell', shell],
] as const) {
  for (const mode of modes) {
    let sum = 0;
    for (const path of paths) sum += (await wireBytes(path, mode.header)).bytes;
    (totals[setName] ??= {})[mode.name] = sum;
  }
}
await app.close();

console.log(`| set | files | ${modes.map((m) => m.name).join(' | ')} |`);
console.log(`|---|---|${modes.map(() => '---').join('|')}|`);
for (const [setName, files] of [
  ['landing', landing.length],
  ['shell', shell.length],
] as const) {
  console.log(`| ${setName} | ${files} | ${modes.map((m) => kb(totals[setName]![m.name]!)).join(' | ')} |`);
}
const all = (mode: string) => totals.landing![mode]! + totals.shell![mode]!;
console.log(
  `| landing + shell | ${landing.length + shell.length} | ${modes.map((m) => kb(all(m.name))).join(' | ')} |`,
);
