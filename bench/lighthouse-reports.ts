/**
 * Medians per panel and preset from the JSON reports bench/lighthouse.ts keeps (`--reports dir`, files
 * `<panel>-<preset>-<run>.json`), with what issue 30's chunk work changes: the requests, the scripts and
 * the bytes of the load, and how many requests started before the largest paint (observed). Figures only.
 *
 *   npx tsx bench/lighthouse-reports.ts /tmp/lh-reports
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { median } from './panel-session.ts';

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}
interface NetworkRequest {
  networkRequestTime: number;
  transferSize: number;
  resourceType?: string;
}

const dir = process.argv[2];
if (!dir) throw new Error('usage: npx tsx bench/lighthouse-reports.ts <reports dir>');

const rows = new Map<string, Record<string, number>[]>();
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const key = file.replace(/-\d+\.json$/, '');
  const lhr = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Report;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkRequest[];
  const metrics = lhr.audits.metrics?.details?.items?.[0] as { observedLargestContentfulPaint?: number } | undefined;
  const observedLcp = metrics?.observedLargestContentfulPaint ?? Number.NaN;
  const figures = {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    beforeLcp: requests.filter((r) => r.networkRequestTime < observedLcp).length,
    requests: requests.length,
    scripts: requests.filter((r) => r.resourceType === 'Script').length,
    kb: requests.reduce((sum, r) => sum + r.transferSize, 0) / 1024,
  };
  rows.set(key, [...(rows.get(key) ?? []), figures]);
}

console.log(
  '| panel, preset | runs | performance | FCP s | LCP s | TBT ms | requests before LCP | requests | scripts | KB |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const [key, runs] of [...rows].sort()) {
  const m = (k: string) => median(runs.map((r) => r[k]!));
  console.log(
    `| ${key} | ${runs.length} | ${m('score')} | ${(m('fcp') / 1000).toFixed(2)} | ${(m('lcp') / 1000).toFixed(2)} | ` +
      `${m('tbt').toFixed(0)} | ${m('beforeLcp')} | ${m('requests')} | ${m('scripts')} | ${m('kb').toFixed(0)} |`,
  );
}
