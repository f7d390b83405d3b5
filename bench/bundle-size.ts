/**
 * First-load JavaScript of the panel, from the production build (`npm run build -w apps/web` first):
 * what index.html loads eagerly (entry + modulepreloads) versus the lazily loaded route chunks, gzipped.
 * Budget for landing + shell: 230 KB gzip (issue 3).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const eager = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!));
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const assets = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .map((f) => `assets/${f}`);
let eagerTotal = 0;
console.log('Eager (loaded by index.html):');
for (const f of [...eager].sort()) {
  const size = gz(f);
  if (f.endsWith('.js')) eagerTotal += size;
  console.log(`  ${f.padEnd(60)} ${kb(statSync(join(dist, f)).size).padStart(10)} raw ${kb(size).padStart(10)} gzip`);
}
console.log(`First-load JS (gzip): ${kb(eagerTotal)} — budget 230 KB: ${eagerTotal <= 230 * 1024 ? 'within' : 'OVER'}`);
console.log('Lazy chunks (gzip):');
for (const f of assets.filter((a) => !eager.has(a) && a.endsWith('.js')).sort((a, b) => gz(b) - gz(a))) {
  console.log(`  ${f.padEnd(60)} ${kb(gz(f)).padStart(10)}`);
}
