import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkPreview, BulkRequest, BulkRow, PendingAction } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { applyBulk, csvOf, uploadedBulk, waitForBulk } from '../../test/bulk-factories.ts';
import { act, auditRows, detailOf } from '../../test/inventory-test-support.ts';
import { insertInventory } from '../../test/factories.ts';

let t: TestApp;
let admin: Record<string, string>;
let ops: Record<string, string>;
let approver: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, ops, approver] = await Promise.all([t.as('admin'), t.as('ops.in'), t.as('approver')]);
});
afterAll(() => t?.close());

const base = '/api/bulk-upload/v2';
const rollback = (id: number, headers = admin) =>
  t.app.inject({ method: 'POST', url: `${base}/${id}/rollback`, headers });
const rowsOf = async (id: number) =>
  (await t.app.inject({ url: `${base}/${id}/rows?size=100`, headers: admin })).json().data as BulkRow[];
const resultFile = async (id: number) =>
  (await t.app.inject({ url: `${base}/${id}/download?kind=result`, headers: admin })).body;
const pendingActionOf = async (id: number) =>
  (
    (await t.app.inject({ url: `/api/pendingAction?status=CANCELLED&size=100`, headers: admin })).json()
      .data as PendingAction[]
  ).find((p) => p.id === id)!;
const priceOf = async (appointmentId: string) => (await detailOf(t, admin, appointmentId)).listingPrice;

describe('preview and rollback of a list-price upload (issue 29)', () => {
  let cars: Awaited<ReturnType<typeof insertInventory>>[];
  let request: BulkRequest;

  beforeAll(async () => {
    cars = [];
    for (let i = 0; i < 5; i++) cars.push(await insertInventory(t.database.db, { listingPrice: '750000.00' }));
    const [a, b, c, d, e] = cars.map((x) => x.appointmentId);
    // a and b rise, c falls a little, d falls by 99.9 % (waits for approval), e stays as it is.
    const file = csvOf(
      ['appointmentId', 'listingPrice'],
      [
        [a!, 800000],
        [b!, 780000],
        [c!, 700000],
        [d!, 750],
        [e!, 750000],
      ],
    );
    request = await uploadedBulk(t, admin, 'LIST_PRICE', file, 'prices.csv');
  });

  it('says what confirming would change before anything is applied', async () => {
    const res = await t.app.inject({ url: `${base}/${request.id}/preview`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json().data as BulkPreview;
    expect(preview.rowsCompared).toBe(5);
    expect(preview.sentences).toEqual([
      { text: '1 listing price falls by more than 20 %, the largest −99.9 %', warning: true },
      { text: '1 listing price falls by 20 % or less', warning: false },
      { text: '2 listing prices rise, the largest +6.7 %', warning: false },
      { text: '1 row changes nothing', warning: false },
    ]);
    expect(await priceOf(cars[0]!.appointmentId)).toBe('750000.00');
  });

  it('refuses a rollback before the upload is applied', async () => {
    // No rollback yet: the result file has no rollback column.
    expect((await resultFile(request.id)).split('\n')[0]).not.toMatch(/rollback/);
    const res = await rollback(request.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/completed or aborted/);
  });

  it('applies, keeps a car changed meanwhile, and refuses others', async () => {
    expect((await applyBulk(t, admin, request)).statusCode).toBe(200);
    const done = await waitForBulk(t, admin, request.id);
    expect(done).toMatchObject({ appliedRows: 3, pendingRows: 1, failedRows: 1, canRollBack: true });
    expect(await priceOf(cars[0]!.appointmentId)).toBe('800000.00');
    // Someone else changes b after the upload.
    const b = await detailOf(t, approver, cars[1]!.appointmentId);
    const changed = await act(t, approver, b.appointmentId, 'LIST_PRICE', {
      listingPrice: 790000,
      priceChangeReason: 'PRICE_REVISION',
      version: b.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // The preview is for before the upload is applied.
    expect((await t.app.inject({ url: `${base}/${request.id}/preview`, headers: admin })).statusCode).toBe(409);
    // Another vertical's request is not found; a colleague with the permissions is not its uploader.
    expect((await rollback(request.id, await t.as('admin', 'AE'))).statusCode).toBe(404);
    const colleague = await rollback(request.id, ops);
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json().message).toMatch(/uploaded the file, or a user administrator/);
    expect((await rollback(request.id, await t.as('viewer'))).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${base}/${request.id}`, headers: ops })).json().data.canRollBack).toBe(false);
  });

  it('restores the prices it changed, leaves the car changed since and names who changed it', async () => {
    const res = await rollback(request.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      rolledBackBy: 'admin',
      revertedRows: 2,
      notRevertedRows: 1,
      cancelledApprovals: 1,
      rollbackSummary: '2 rows reverted, 1 not reverted, 1 approval request cancelled.',
      canRollBack: false,
    });
    const [a, b, c, d] = cars.map((x) => x.appointmentId);
    expect(await priceOf(a!)).toBe('750000.00');
    expect(await priceOf(c!)).toBe('750000.00');
    expect(await priceOf(b!)).toBe('790000.00');
    // d was never applied (it waits for approval): the rollback does not touch it.
    expect(await priceOf(d!)).toBe('750000.00');
    // Through the audited single edit, under the user who rolled back.
    expect(await auditRows(t, a!, 'LIST_PRICE')).toContainEqual(
      expect.objectContaining({
        field: 'listingPrice',
        old_value: '800000.00',
        new_value: '750000.00',
        actor_id: 'admin',
      }),
    );
    const rows = await rowsOf(request.id);
    const byCar = (id: string) => rows.find((r) => r.cells.appointmentId === id)!;
    expect(byCar(a!)).toMatchObject({ rollbackOutcome: 'REVERTED' });
    expect(byCar(b!)).toMatchObject({
      rollbackOutcome: 'LEFT',
      rollbackMessage: 'Changed by approver since the upload; left as it is.',
    });
    // d waited for approval: its request is withdrawn, so no approver can apply the fall any more.
    expect(byCar(d!)).toMatchObject({
      rollbackOutcome: 'APPROVAL_CANCELLED',
      rollbackMessage: `Its approval request ${byCar(d!).pendingActionId} was cancelled; the car was never changed.`,
    });
    const pending = await pendingActionOf(byCar(d!).pendingActionId!);
    expect(pending).toMatchObject({ status: 'CANCELLED', decidedBy: 'admin' });
    const approve = await t.app.inject({
      method: 'POST',
      url: '/api/pendingAction',
      headers: approver,
      payload: { id: pending.id, decision: 'APPROVE', version: pending.version },
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe(`Pending action ${pending.id} was already cancelled.`);
    expect(await priceOf(d!)).toBe('750000.00');
    const { rows: audit } = await t.database.pool.query(
      `select action, actor_id from audit_log where entity = 'pending-action' and entity_id = $1 and action = 'CANCEL'`,
      [String(pending.id)],
    );
    expect(audit).toEqual([{ action: 'CANCEL', actor_id: 'admin' }]);
  });

  it('adds a rollback column to the result file, in words per row', async () => {
    const csv = await resultFile(request.id);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'row,appointmentId,listingPrice,priceChangeReason,remarks,outcome,message,pendingActionId,rollback',
    );
    const [a, b, , d, e] = cars.map((x) => x.appointmentId);
    const lineOf = (id: string) => lines.find((l) => l.includes(`,${id},`))!;
    expect(lineOf(a!)).toMatch(/,APPLIED,.*,Reverted$/);
    expect(lineOf(b!)).toMatch(/,APPLIED,.*,Left: Changed by approver since the upload; left as it is\.$/);
    expect(lineOf(d!)).toMatch(
      /,PENDING_APPROVAL,.*,Its approval request \d+ was cancelled; the car was never changed\.$/,
    );
    expect(lineOf(e!)).toMatch(/,FAILED,.*,"Not applied, nothing to undo"$/);
  });

  it('refuses a second rollback with a message', async () => {
    const res = await rollback(request.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This bulk upload was already rolled back by admin.');
    expect(await priceOf(cars[1]!.appointmentId)).toBe('790000.00');
  });
});

describe('the uploader rolls back their own upload', () => {
  it('puts the parking slots back', async () => {
    const car = await insertInventory(t.database.db, { parkingSlot: 'A-1' });
    const request = await uploadedBulk(
      t,
      ops,
      'PARKING_SLOT',
      csvOf(['appointmentId', 'parkingSlot'], [[car.appointmentId, 'B-2']]),
    );
    const preview = (await t.app.inject({ url: `${base}/${request.id}/preview`, headers: ops })).json()
      .data as BulkPreview;
    expect(preview.sentences[0]?.text).toBe('1 car changes parking slot: 1 from A-1 to B-2');
    expect((await applyBulk(t, ops, request)).statusCode).toBe(200);
    await waitForBulk(t, ops, request.id);
    expect((await detailOf(t, ops, car.appointmentId)).parkingSlot).toBe('B-2');
    const res = await rollback(request.id, ops);
    expect(res.statusCode, res.body).toBe(200);
    expect((await detailOf(t, ops, car.appointmentId)).parkingSlot).toBe('A-1');
  });
});

describe('an upload whose rows wait for approval (issue 29)', () => {
  it('cancels the open requests, leaves the one already approved and says so', async () => {
    const [open, approved] = [
      await insertInventory(t.database.db, { listingPrice: '750000.00' }),
      await insertInventory(t.database.db, { listingPrice: '750000.00' }),
    ];
    const file = csvOf(
      ['appointmentId', 'listingPrice'],
      [
        [open.appointmentId, 750],
        [approved.appointmentId, 700],
      ],
    );
    const request = await uploadedBulk(t, ops, 'LIST_PRICE', file);
    expect((await applyBulk(t, ops, request)).statusCode).toBe(200);
    // Nothing was applied, only asked for: the upload can still be rolled back to withdraw the requests.
    expect(await waitForBulk(t, ops, request.id)).toMatchObject({ appliedRows: 0, pendingRows: 2, canRollBack: true });
    const byCar = async (id: string) => (await rowsOf(request.id)).find((r) => r.cells.appointmentId === id)!;
    const approvedRequestId = (await byCar(approved.appointmentId)).pendingActionId;
    const toApprove = (await pendingList()).find((p) => p.id === approvedRequestId)!;
    const decided = await t.app.inject({
      method: 'POST',
      url: '/api/pendingAction',
      headers: approver,
      payload: { id: toApprove.id, decision: 'APPROVE', version: toApprove.version },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await priceOf(approved.appointmentId)).toBe('700.00');

    const res = await rollback(request.id, ops);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      revertedRows: 0,
      notRevertedRows: 1,
      cancelledApprovals: 1,
      rollbackSummary: '0 rows reverted, 1 not reverted, 1 approval request cancelled.',
    });
    expect(await byCar(open.appointmentId)).toMatchObject({ rollbackOutcome: 'APPROVAL_CANCELLED' });
    expect(await byCar(approved.appointmentId)).toMatchObject({
      rollbackOutcome: 'LEFT',
      rollbackMessage: `Its approval request ${toApprove.id} was already approved by approver; left as it is.`,
    });
    // Left means left: the approved price stands, and the open request is no longer in the approver's queue.
    expect(await priceOf(approved.appointmentId)).toBe('700.00');
    expect((await pendingList()).some((p) => p.appointmentId === open.appointmentId)).toBe(false);
  });
});

const pendingList = async () =>
  (await t.app.inject({ url: '/api/pendingAction?size=100', headers: admin })).json().data as PendingAction[];
