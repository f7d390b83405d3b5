import { readFile } from 'node:fs/promises';
import { solidPng } from '../../../seed/demo-media.ts';
import { signInOverHttp } from '../server-process.ts';
import { a, b, balancer, check, headersOf, json, msUntil, processA, processB, readHeadersOf } from './drill-support.ts';

/** As the price approver: an administrator's price change waits for approval and leaves the version alone. */
export async function oneWinnerOfTwentyPriceUpdates() {
  const h = headersOf(await signInOverHttp(balancer, 'approver', 'approver123'));
  const cars = await json<{ appointmentId: string; version: number; listingPrice: string | null }[]>(
    await fetch(`${balancer}/api/inventory?status=READY_FOR_SALE&published=true&reserveStatus=NONE&size=1`, {
      headers: h,
    }),
  );
  const car = cars[0]!;
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      fetch(`${balancer}/api/inventory/apt-${car.appointmentId}?action=LIST_PRICE`, {
        method: 'POST',
        headers: h,
        body: JSON.stringify({
          // A small rise, which an approver's change applies at once (a cut past 10 % waits for approval).
          listingPrice: Number(car.listingPrice ?? 500_000) + 100 + i,
          priceChangeReason: 'PRICE_REVISION',
          version: car.version,
        }),
      }).then((r) => r.status),
    ),
  );
  const ok = answers.filter((s) => s >= 200 && s < 300).length;
  const conflicts = answers.filter((s) => s === 409).length;
  const others = answers.filter((s) => s !== 409 && (s < 200 || s >= 300));
  check(
    ok === 1 && conflicts === 19,
    `20 parallel price updates with one version: ${ok} × 2xx, ${conflicts} × 409${others.length ? `, others ${others.join(' ')}` : ''}`,
  );
}

/**
 * Shared storage (S3, here s3rver): a hub image whose upload A signed is recorded through B (which checks
 * the object exists) and downloaded from the link B signs, byte for byte.
 */
export async function fileUploadedOnOneReadOnOther(admin: string) {
  const h = headersOf(admin);
  const hubs = await json<{ id: number; code: string }[]>(
    await fetch(`${a}/api/v2/store-location?locationType=PARENT_HUB&size=1`, { headers: h }),
  );
  const hub = hubs[0]!;
  const image = solidPng(24, 16, [30, 120, 200]);
  const ticket = await json<{ uploadUrl: string; key: string; headers: Record<string, string> }>(
    await fetch(`${a}/api/v2/store-location/media/upload-url`, {
      method: 'POST',
      headers: h,
      body: JSON.stringify({ fileName: 'drill', extension: 'png', mediaType: 'IMAGE', hubCode: hub.code }),
    }),
  );
  const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers: ticket.headers, body: new Uint8Array(image) });
  const recorded = await fetch(`${b}/api/v2/store-location/${hub.id}/media`, {
    method: 'POST',
    headers: h,
    body: JSON.stringify({ key: ticket.key, fileName: 'drill.png' }),
  });
  const items = await json<{ key: string; url: string }[]>(
    await fetch(`${b}/api/v2/store-location/${hub.id}/media`, { headers: readHeadersOf(admin) }),
  );
  const url = items.find((i) => i.key === ticket.key)?.url;
  const downloaded = url ? Buffer.from(await (await fetch(url)).arrayBuffer()) : Buffer.alloc(0);
  check(
    new URL(ticket.uploadUrl).host !== new URL(a).host && put.ok && recorded.status === 201 && downloaded.equals(image),
    `an image uploaded to S3 on A's ticket (PUT ${put.status}) is recorded on B (${recorded.status}) and downloaded from B's link (${downloaded.length} of ${image.length} bytes)`,
  );
}

const BULK_ROWS = 20_000;
const bulkHeader = 'pincode,cityCode,area,serviceable,active';
/** New pincodes 700000… in New Delhi's city code: each row an insert, so a row applied twice would show. */
const bulkFile = () =>
  [bulkHeader, ...Array.from({ length: BULK_ROWS }, (_, i) => `${700_000 + i},DEL,Drill ${i},,`)].join('\r\n') + '\r\n';

interface BulkState {
  status: string;
  version: number;
  doneRows: number;
  appliedRows: number;
  failedRows: number;
  stalled: boolean;
}

/**
 * A bulk upload whose process is killed (SIGKILL) while applying it is finished by the other process,
 * every row once: the request completes with each row applied and none failed, and the master data
 * holds exactly one pincode per row. Runs last: it leaves one process standing.
 */
export async function bulkJobSurvivesKill(admin: string, countPincodes: () => Promise<number>) {
  const h = readHeadersOf(admin);
  const form = new FormData();
  form.set('type', 'PINCODE');
  form.set('file', new Blob([bulkFile()], { type: 'text/csv' }), 'drill-pincodes.csv');
  const uploaded = await fetch(`${balancer}/api/bulk-upload/v2/upload`, { method: 'POST', headers: h, body: form });
  const request = await json<BulkState & { id: number; validRows: number }>(uploaded);
  const stateOn = async (base: string) =>
    json<BulkState>(await fetch(`${base}/api/bulk-upload/v2/${request.id}`, { headers: h }));
  const applied = await fetch(`${balancer}/api/bulk-upload/v2/${request.id}/apply`, {
    method: 'POST',
    headers: headersOf(admin),
    body: JSON.stringify({ goodRowsOnly: false, version: request.version }),
  });
  // Killed once it is part-way: whichever process's log says it is applying this request.
  await msUntil(async () => (await stateOn(a)).doneRows > BULK_ROWS / 10, 60_000, 100);
  const applying = `"requestId":${request.id}`;
  const logOf = async (p: typeof processA) => (await readFile(p.log, 'utf8')).split('\n');
  const runsOn = async (p: typeof processA) =>
    (await logOf(p)).some((l) => l.includes('bulk upload applying') && l.includes(applying));
  const victim = (await runsOn(processA)) ? processA : processB;
  const survivor = victim === processA ? processB : processA;
  const doneAtKill = (await stateOn(survivor.base)).doneRows;
  process.kill(victim.pid, 'SIGKILL');
  const killedAt = Date.now();
  let stalledSeen = false;
  let last: BulkState | undefined;
  await msUntil(
    async () => {
      last = await stateOn(survivor.base);
      stalledSeen ||= last.stalled;
      return last.status === 'COMPLETED' || last.status === 'ABORTED';
    },
    120_000,
    500,
  );
  const seconds = ((Date.now() - killedAt) / 1000).toFixed(1);
  const pincodes = await countPincodes();
  check(
    uploaded.status === 201 &&
      applied.ok &&
      doneAtKill < BULK_ROWS &&
      last?.status === 'COMPLETED' &&
      last.appliedRows === BULK_ROWS &&
      last.failedRows === 0 &&
      pincodes === BULK_ROWS,
    `a bulk upload of ${BULK_ROWS} rows, its process (${victim === processA ? 'A' : 'B'}) killed at row ${doneAtKill}: ` +
      `${last?.status} on the other after ${seconds} s (stalled shown: ${stalledSeen ? 'yes' : 'no'}), ` +
      `${last?.appliedRows} applied, ${last?.failedRows} failed, ${pincodes} pincodes written`,
  );
}
