import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertFastagOrder } from '../../test/fastag-factories.ts';
import { auditOf, fastagCaller, fieldsOf, versionOf } from '../../test/fastag-test-support.ts';

let t: TestApp;
let call: ReturnType<typeof fastagCaller>;
beforeAll(async () => {
  t = await buildTestApp();
  call = fastagCaller(t);
});
afterAll(() => t?.close());

const base = '/api/fastag/orders';
const db = () => t.database.db;

describe('FASTag orders: grid and detail', () => {
  it('lists the vertical’s orders to any signed-in user, filters them, and shows other verticals none', async () => {
    const order = await insertFastagOrder(db(), { state: 'KYC_PENDING', documents: ['RC', 'PAN', 'VEHICLE_PHOTO'] });
    const list = await call('GET', `${base}?orderNumber=${order.orderNumber}`, undefined, 'viewer');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject([
      { id: order.id, status: 'KYC_PENDING', kycStatus: 'PENDING', ageDays: 0, serialNumber: null },
    ]);
    const pending = (await call('GET', `${base}?kycStatus=PENDING&size=200`)).json().data as { kycStatus: string }[];
    expect(pending.length).toBeGreaterThan(1);
    expect(pending.every((o) => o.kycStatus === 'PENDING')).toBe(true);
    expect((await call('GET', `${base}/count?status=KYC_PENDING`)).json().data.count).toBe(pending.length);
    // SPEC §6 shows FASTag everywhere; a vertical without orders just has none.
    expect((await call('GET', `${base}/count`, undefined, 'admin', 'AE')).json().data).toEqual({ count: 0 });
    const bad = await call('GET', `${base}?kycStatus=MAYBE`);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['querystring.kycStatus']);
  });

  it('answers SPEC §3’s view fields and the documents, and another vertical gets 404', async () => {
    const order = await insertFastagOrder(db(), { state: 'DOCUMENTS_PENDING', documents: ['PAN'] });
    const res = await call('GET', `${base}/${order.id}`, undefined, 'viewer');
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail.viewFields).toEqual([
      { label: 'Serial number', value: null },
      { label: 'Customer name', value: order.customerName },
      { label: 'Customer mobile', value: '+919812345678' },
      { label: 'PAN card number', value: 'PAN123' },
    ]);
    expect(detail.missingDocuments).toEqual(['RC', 'VEHICLE_PHOTO']);
    expect(detail.documents.find((d: { documentType: string }) => d.documentType === 'PAN')).toMatchObject({
      required: true,
      fileName: 'pan.png',
    });
    expect(detail.tagClasses).toEqual(['VC4', 'VC20']);
    const foreign = await call('GET', `${base}/${order.id}`, undefined, 'admin', 'AE');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(`FASTag order ${order.id} was not found.`);
  });
});

describe('FASTag fulfilment details, KYC and activation', () => {
  it('assigns a serial number and tag class: permission, field errors, audit, stale version, a taken tag', async () => {
    const order = await insertFastagOrder(db(), { state: 'KYC_VERIFIED' });
    const url = `${base}/${order.id}/fulfilment-details`;
    const body = { version: 1, serialNumber: '608268-001-7777777', tagClass: 'vc4' };
    const viewer = await call('PUT', url, body, 'viewer');
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().message).toMatch(/MANAGE_FASTAG/);
    const badSerial = await call('PUT', url, { ...body, serialNumber: 'x' });
    expect(badSerial.statusCode).toBe(400);
    expect(fieldsOf(badSerial.json())).toEqual(['body.serialNumber']);
    const badClass = await call('PUT', url, { ...body, tagClass: 'VC12' });
    expect(badClass.statusCode).toBe(400);
    expect(badClass.json()).toMatchObject({ message: 'Tag class must be one of VC4, VC20.' });
    expect(fieldsOf(badClass.json())).toEqual(['body.tagClass']);
    const foreign = await call('PUT', url, body, 'admin', 'AE');
    expect(foreign.statusCode).toBe(404);
    expect(await versionOf(t, order.id)).toBe(1);

    const ok = await call('PUT', url, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.order).toMatchObject({ serialNumber: '608268-001-7777777', tagClass: 'VC4', version: 2 });
    expect(ok.json().data.viewFields[0]).toEqual({ label: 'Serial number', value: '608268-001-7777777' });
    expect(await auditOf(t, order.id)).toEqual([
      'UPDATE_DETAILS serialNumber: null → 608268-001-7777777',
      'UPDATE_DETAILS tagClass: null → VC4',
    ]);
    const stale = await call('PUT', url, { ...body, serialNumber: '608268-001-8888888' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/was changed by someone else \(version 2, yours 1\)/);

    const other = await insertFastagOrder(db(), { state: 'KYC_PENDING' });
    const taken = await call('PUT', `${base}/${other.id}/fulfilment-details`, body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      `Serial number 608268-001-7777777 is already assigned to FASTag order ${order.orderNumber}.`,
    );
  });

  it('verifies or rejects KYC with a reason, and refuses a decision before the documents are in', async () => {
    const order = await insertFastagOrder(db(), { state: 'KYC_PENDING' });
    const url = `${base}/${order.id}/kyc`;
    const noReason = await call('PUT', url, { version: 1, kycStatus: 'REJECTED' });
    expect(noReason.statusCode).toBe(400);
    expect(fieldsOf(noReason.json())).toEqual(['body.reason']);
    const rejected = await call('PUT', url, { version: 1, kycStatus: 'REJECTED', reason: 'PAN photo is <blurred>' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.order).toMatchObject({
      status: 'KYC_REJECTED',
      kycStatus: 'REJECTED',
      kycRejectionReason: 'PAN photo is <blurred>',
    });
    expect(await auditOf(t, order.id)).toEqual([
      'REJECT_KYC status: KYC_PENDING → KYC_REJECTED',
      'REJECT_KYC kycStatus: PENDING → REJECTED',
      'REJECT_KYC kycRejectionReason: null → PAN photo is <blurred>',
    ]);
    // A rejected KYC is decided: only replaced documents bring it back for review.
    const again = await call('PUT', url, { version: 2, kycStatus: 'VERIFIED' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `FASTag order ${order.orderNumber} is KYC rejected: it cannot have its KYC verified.`,
    );

    const early = await insertFastagOrder(db(), { state: 'DOCUMENTS_PENDING' });
    const refused = await call('PUT', `${base}/${early.id}/kyc`, { version: 1, kycStatus: 'VERIFIED' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `FASTag order ${early.orderNumber} is Documents pending: it cannot have its KYC verified. Upload every required document first.`,
    );
    expect(await versionOf(t, early.id)).toBe(1);
    expect(await auditOf(t, early.id)).toEqual([]);

    const verified = await call('PUT', `${base}/${(await insertFastagOrder(db(), { state: 'KYC_PENDING' })).id}/kyc`, {
      version: 1,
      kycStatus: 'VERIFIED',
    });
    expect(verified.json().data.order).toMatchObject({ status: 'KYC_VERIFIED', kycStatus: 'VERIFIED' });
  });

  it('activates only with KYC verified and a serial number assigned, each refusal saying why', async () => {
    const pending = await insertFastagOrder(db(), { state: 'KYC_PENDING', serialNumber: '608268-001-1000001' });
    const notYet = await call('PUT', `${base}/${pending.id}/activate`, { version: 1 });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(
      `FASTag order ${pending.orderNumber} is KYC pending: it cannot be activated. Its KYC must be verified first.`,
    );
    const noSerial = await insertFastagOrder(db(), { state: 'KYC_VERIFIED' });
    const missing = await call('PUT', `${base}/${noSerial.id}/activate`, { version: 1 });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe(
      `FASTag order ${noSerial.orderNumber} has no serial number assigned: assign the tag's serial number before activating.`,
    );
    const ready = await insertFastagOrder(db(), { state: 'KYC_VERIFIED', serialNumber: '608268-001-1000002' });
    expect((await call('PUT', `${base}/${ready.id}/activate`, { version: 1 }, 'viewer')).statusCode).toBe(403);
    expect((await call('PUT', `${base}/${ready.id}/activate`, { version: 1 }, 'admin', 'AE')).statusCode).toBe(404);
    const done = await call('PUT', `${base}/${ready.id}/activate`, { version: 1 });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.order).toMatchObject({ status: 'ACTIVATED', kycStatus: 'VERIFIED', version: 2 });
    expect(await auditOf(t, ready.id)).toEqual(['ACTIVATE status: KYC_VERIFIED → ACTIVATED']);
    const twice = await call('PUT', `${base}/${ready.id}/activate`, { version: 2 });
    expect(twice.json()).toMatchObject({
      status: 409,
      message: `FASTag order ${ready.orderNumber} is Activated: it cannot be activated.`,
    });
    const edit = await call('PUT', `${base}/${ready.id}/fulfilment-details`, {
      version: 2,
      serialNumber: null,
      tagClass: null,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(`FASTag order ${ready.orderNumber} is Activated: it cannot be changed.`);
  });
});

describe('FASTag config', () => {
  it('runs on the defaults until an admin saves it; saves are audited and version-checked', async () => {
    const first = await call('GET', '/api/fastag/config', undefined, 'admin', 'AE');
    expect(first.json().data).toEqual({
      vehicleType: 'CAR',
      issuer: 'ICICI Bank',
      tagClasses: ['VC4', 'VC20'],
      requiredDocuments: ['RC', 'PAN', 'VEHICLE_PHOTO'],
      version: null,
      updatedAt: null,
      updatedBy: null,
    });
    const body = { issuer: 'Axis Bank', tagClasses: ['VC4'], requiredDocuments: ['RC', 'AADHAAR'] };
    const ops = await call('PUT', '/api/fastag/config', body, 'ops.in', 'IN');
    expect(ops.statusCode).toBe(403);
    const empty = await call('PUT', '/api/fastag/config', { ...body, requiredDocuments: [] }, 'admin', 'AE');
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.json())).toEqual(['body.requiredDocuments']);

    const created = await call('PUT', '/api/fastag/config', body, 'admin', 'AE');
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ ...body, version: 1, updatedBy: 'admin' });
    const blind = await call('PUT', '/api/fastag/config', body, 'admin', 'AE');
    expect(blind.statusCode).toBe(409);
    expect(blind.json().message).toMatch(/^The FASTag config of AE CAR was changed by someone else \(version 1/);
    const edited = await call(
      'PUT',
      '/api/fastag/config',
      { ...body, version: 1, tagClasses: ['VC4', 'VC5'] },
      'admin',
      'AE',
    );
    expect(edited.json().data).toMatchObject({ tagClasses: ['VC4', 'VC5'], version: 2 });
    const stale = await call('PUT', '/api/fastag/config', { ...body, version: 1 }, 'admin', 'AE');
    expect(stale.statusCode).toBe(409);
    const { rows } = await t.database.pool.query(
      `SELECT action, field, old_value, new_value FROM audit_log WHERE entity = 'fastag-config' AND entity_id = 'AE:CAR' ORDER BY id`,
    );
    expect(rows.map((r) => `${r.action} ${r.field}`)).toEqual([
      'CREATE issuer',
      'CREATE tagClasses',
      'CREATE requiredDocuments',
      'UPDATE tagClasses',
    ]);
    expect(rows[3]).toMatchObject({ old_value: '["VC4"]', new_value: '["VC4","VC5"]' });
    // IN CAR is untouched: each vertical has its own config.
    expect((await call('GET', '/api/fastag/config')).json().data.issuer).toBe('ICICI Bank');
  });
});
