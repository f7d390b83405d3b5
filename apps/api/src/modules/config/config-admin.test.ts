import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_MESSAGES } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/**
 * /configs (issue 16): the feature matrix and the per-vertical flags, changed with a reason, audited
 * old → new with the reason, version-checked, within the caller's claimed verticals, behind the configs
 * feature; the ui-rules of the changed vertical follow at once.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

type Headers = Record<string, string>;
const put = (url: string, headers: Headers, payload: object) => t.app.inject({ method: 'PUT', url, headers, payload });
const uiRules = async (headers: Headers) => (await t.app.inject({ url: '/api/config/ui-rules', headers })).json().data;
const featureRow = async (feature: string, headers = admin) =>
  (await t.app.inject({ url: '/api/config/feature-matrix', headers }))
    .json()
    .data.find((r: { feature: string }) => r.feature === feature);
const auditOf = async (entity: string, entityId: string, country: string) =>
  (
    await t.database.pool.query(
      `select action, field, old_value, new_value, actor_id from audit_log
       where entity = $1 and entity_id = $2 and country = $3 order by id`,
      [entity, entityId, country],
    )
  ).rows;

describe('the feature matrix', () => {
  it('turns a feature on for a vertical with a reason; its ui-rules follow and the audit keeps old → new and why', async () => {
    const aeCar = await t.as('admin', 'AE', 'CAR');
    expect((await uiRules(aeCar)).features.scheduledTasks).toBe(false);
    const row = await featureRow('scheduledTasks');
    expect(row.verticals).not.toContain('AE:CAR');
    const res = await put('/api/config/feature-matrix', admin, {
      feature: 'scheduledTasks',
      vertical: 'AE:CAR',
      enabled: true,
      reason: 'Dubai starts planned transfers',
      version: row.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ message: CONFIG_MESSAGES.featureSaved, version: row.version + 1 });
    expect(res.json().data.verticals).toContain('AE:CAR');
    expect((await uiRules(aeCar)).features.scheduledTasks).toBe(true);
    expect(await auditOf('feature-matrix', 'scheduledTasks', 'AE')).toEqual([
      { action: 'UPDATE', field: 'enabled', old_value: 'false', new_value: 'true', actor_id: 'admin' },
      {
        action: 'UPDATE',
        field: 'reason',
        old_value: null,
        new_value: 'Dubai starts planned transfers',
        actor_id: 'admin',
      },
    ]);

    const stale = await put('/api/config/feature-matrix', admin, {
      feature: 'scheduledTasks',
      vertical: 'AE:CAR',
      enabled: false,
      reason: 'Undo',
      version: row.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await uiRules(aeCar)).features.scheduledTasks).toBe(true);
    const same = await put('/api/config/feature-matrix', admin, {
      feature: 'scheduledTasks',
      vertical: 'AE:CAR',
      enabled: true,
      reason: 'Again',
      version: row.version + 1,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toMatch(/^Nothing to change/);
  });

  it('names the field of bad input', async () => {
    const row = await featureRow('fastag');
    const noReason = await put('/api/config/feature-matrix', admin, {
      feature: 'fastag',
      vertical: 'IN:CAR',
      enabled: false,
      reason: ' ',
      version: row.version,
    });
    expect(noReason.json().validation[0].field).toBe('body.reason');
    const badVertical = await put('/api/config/feature-matrix', admin, {
      feature: 'fastag',
      vertical: 'XX:CAR',
      enabled: false,
      reason: 'A reason',
      version: row.version,
    });
    expect(badVertical.json().validation[0].field).toBe('body.vertical');
    expect((await featureRow('fastag')).version).toBe(row.version);
  });

  it('shows and changes only the verticals of the caller’s claims, and needs the permissions', async () => {
    // Before cc.admin's first call: group permissions are cached for 10 s.
    await t.database.pool.query(
      `update groups set permissions = array_append(permissions, 'MANAGE_CONFIG') where name = 'CC_ADMIN'`,
    );
    const cc = await t.as('cc.admin');
    const seen = await featureRow('inventory', cc);
    expect([...seen.verticals].sort()).toEqual(['IN:BIKE', 'IN:CAR']);
    const foreign = await put('/api/config/feature-matrix', cc, {
      feature: 'inventory',
      vertical: 'AE:CAR',
      enabled: false,
      reason: 'Not my country',
      version: seen.version,
    });
    expect(foreign.json()).toMatchObject({ status: 403, message: 'You have no access to AE CAR.' });
    const ops = await t.as('ops.in');
    const denied = await put('/api/config/feature-matrix', ops, {
      feature: 'inventory',
      vertical: 'IN:BIKE',
      enabled: false,
      reason: 'No MANAGE_CONFIG',
      version: seen.version,
    });
    expect(denied.statusCode).toBe(403);
    expect((await featureRow('inventory')).version).toBe(seen.version);
    expect((await t.app.inject({ url: '/api/config/feature-matrix', headers: await t.as('ops.in') })).statusCode).toBe(
      403,
    );
  });

  it('never hides FASTag (SPEC §6 "Fastag is always shown"): a change turning it off is refused in words', async () => {
    const row = await featureRow('fastag');
    const off = await put('/api/config/feature-matrix', admin, {
      feature: 'fastag',
      vertical: 'TH:BIKE',
      enabled: false,
      reason: 'No FASTag in Thailand',
      version: row.version,
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe('Fastag is always shown (SPEC §6): the feature matrix cannot turn it off.');
    expect(off.json().validation[0].field).toBe('body.enabled');
    expect((await featureRow('fastag')).version).toBe(row.version);
    expect(await auditOf('feature-matrix', 'fastag', 'TH')).toEqual([]);

    // Even a stored table without the vertical (edited by hand, or before this rule) does not hide it.
    await t.database.pool.query(
      `update feature_matrix set verticals = array_remove(verticals, 'TH:BIKE') where feature = 'fastag'`,
    );
    expect((await uiRules(await t.as('admin', 'TH', 'BIKE'))).features.fastag).toBe(true);
    expect((await featureRow('fastag')).verticals).toContain('TH:BIKE');
  });

  it('answers only where the configs feature is on', async () => {
    await t.database.pool.query(
      `update feature_matrix set verticals = array_remove(verticals, 'KSA:BIKE') where feature = 'configs'`,
    );
    const off = await t.app.inject({ url: '/api/config/vertical-flags', headers: await t.as('admin', 'KSA', 'BIKE') });
    expect(off.json()).toMatchObject({ status: 403, message: 'Configs are not enabled for KSA BIKE.' });
  });
});

describe('the vertical flags', () => {
  const flagsOf = async (vertical: string, headers = admin) =>
    (await t.app.inject({ url: '/api/config/vertical-flags', headers }))
      .json()
      .data.find((r: { vertical: string }) => r.vertical === vertical);

  it('changes a flag with a reason, audited and version-checked; ui-rules follow', async () => {
    const au = await flagsOf('AU:CAR');
    expect(au.flags.gpsTracker).toBe(false);
    const res = await put('/api/config/vertical-flags', admin, {
      vertical: 'AU:CAR',
      flags: { gpsTracker: true, keyOutOverdueHours: 48 },
      reason: 'Trackers fitted in Sydney',
      version: au.version,
    });
    expect(res.json().data).toMatchObject({ message: CONFIG_MESSAGES.flagsSaved, version: au.version + 1 });
    const rules = await uiRules(await t.as('admin', 'AU', 'CAR'));
    expect(rules.flags).toMatchObject({ gpsTracker: true, keyOutOverdueHours: 48, defaultPageSize: 30 });
    expect((await auditOf('vertical-flags', 'AU:CAR', 'AU')).map((r) => [r.field, r.old_value, r.new_value])).toEqual([
      ['gpsTracker', 'false', 'true'],
      ['keyOutOverdueHours', '24', '48'],
      ['reason', null, 'Trackers fitted in Sydney'],
    ]);
    const stale = await put('/api/config/vertical-flags', admin, {
      vertical: 'AU:CAR',
      flags: { gpsTracker: false },
      reason: 'Undo',
      version: au.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await flagsOf('AU:CAR')).flags.gpsTracker).toBe(true);
  });

  it('refuses an unknown flag, a bad value or no flag at all, naming the field', async () => {
    const id = await flagsOf('ID:CAR');
    const send = (flags: object) =>
      put('/api/config/vertical-flags', admin, { vertical: 'ID:CAR', flags, reason: 'Testing', version: id.version });
    expect((await send({ warpDrive: true })).statusCode).toBe(400);
    expect((await send({ keyOutOverdueHours: 0 })).json().validation[0].field).toBe('body.flags.keyOutOverdueHours');
    expect((await send({})).json().validation[0].field).toBe('body.flags');
    expect((await send({ locusId: true })).json().message).toMatch(/^Nothing to change/);
    expect((await flagsOf('ID:CAR')).version).toBe(id.version);
  });

  it('keeps SPEC wording fixed: "Park" and "SF Scheduled Logistics" are no flags and cannot be changed', async () => {
    const au = await flagsOf('AU:CAR');
    expect(au.flags).not.toHaveProperty('stockInLabel');
    expect(au.flags).not.toHaveProperty('scheduledTasksTitle');
    const label = await put('/api/config/vertical-flags', admin, {
      vertical: 'AU:CAR',
      flags: { stockInLabel: 'Stock In' },
      reason: 'Call it stock in',
      version: au.version,
    });
    expect(label.statusCode).toBe(400);
    expect(label.json().validation[0]).toEqual({
      field: 'body.flags.stockInLabel',
      message: 'is SPEC wording ("Park" in AU, "Stock In" elsewhere) and cannot be changed',
    });
    const title = await put('/api/config/vertical-flags', admin, {
      vertical: 'TH:CAR',
      flags: { scheduledTasksTitle: 'Planned moves' },
      reason: 'Rename',
      version: (await flagsOf('TH:CAR')).version,
    });
    expect(title.statusCode).toBe(400);
    expect(title.json().validation[0].field).toBe('body.flags.scheduledTasksTitle');
    expect((await flagsOf('AU:CAR')).version).toBe(au.version);

    // A value stored by an earlier edit is not read back as a flag (KSA CAR: read here first, not cached).
    await t.database.pool.query(
      `update vertical_flags set flags = flags || '{"stockInLabel": "Park"}' where country = 'KSA' and vehicle_type = 'CAR'`,
    );
    const ksa = await uiRules(await t.as('admin', 'KSA', 'CAR'));
    expect(ksa.flags).not.toHaveProperty('stockInLabel');
    expect(ksa.flags.keyManagement).toBe(true);
  });
});
