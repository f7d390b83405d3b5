import { readFileSync } from 'node:fs';

/**
 * The CSV export's client, in its own process (forked by csv-export.ts) so that reading the file never
 * costs the server's CPU: one GET of the export, read to the end as a browser saves it, timed to the
 * first byte of the body and to the last; meanwhile the server's resident memory (VmRSS of /proc/<pid>/status)
 * is sampled every 20 ms. Takes the job in argv, sends back the figures over IPC.
 */
export interface ExportJob {
  url: string;
  headers: Record<string, string>;
  /** The server's process, whose memory is sampled. */
  serverPid: number;
}

export interface ExportResult {
  status: number;
  /** Lines of the file, the heading included. */
  lines: number;
  bytes: number;
  encoding: string | null;
  firstByteMs: number;
  totalMs: number;
  rssBeforeKb: number;
  rssPeakKb: number;
}

const rssKbOf = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0);
};

const job = JSON.parse(process.argv[2] ?? '{}') as ExportJob;
const rssBeforeKb = rssKbOf(job.serverPid);
let rssPeakKb = rssBeforeKb;
const sampler = setInterval(() => (rssPeakKb = Math.max(rssPeakKb, rssKbOf(job.serverPid))), 20);

const started = performance.now();
const response = await fetch(job.url, { headers: job.headers });
let firstByteMs = 0;
let lines = 0;
let bytes = 0;
// fetch decodes a compressed answer as it reads: these are the file's bytes, not the wire's.
for await (const chunk of response.body ?? []) {
  const piece = chunk as Uint8Array;
  if (!firstByteMs) firstByteMs = performance.now() - started;
  bytes += piece.byteLength;
  for (const byte of piece) if (byte === 0x0a) lines += 1;
}
const totalMs = performance.now() - started;
clearInterval(sampler);
rssPeakKb = Math.max(rssPeakKb, rssKbOf(job.serverPid));

const result: ExportResult = {
  status: response.status,
  lines,
  bytes,
  encoding: response.headers.get('content-encoding'),
  firstByteMs,
  totalMs,
  rssBeforeKb,
  rssPeakKb,
};
process.send?.(result);
