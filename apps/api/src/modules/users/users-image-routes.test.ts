import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { USER_IMAGE_MAX_BYTES } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertUser } from '../../test/users-factories.ts';
import { multipartForm } from '../../test/multipart-form.ts';
import { HTML, JPEG, PNG } from '../../test/sample-files.ts';
import { auditLog } from '../../kits/audit-tables.ts';
import { users } from './users-tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Row = typeof users.$inferSelect;
const stored = async (id: number): Promise<Row> =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const fileOf = (key: string) => join(t.config.dataDir, 'uploads', key);

/** POST the profile image form: `content` declared as `declaredType`, with the given version. */
async function upload(
  user: Pick<Row, 'id' | 'version'>,
  content: Buffer,
  options: { declaredType?: string; fileName?: string; as?: string } = {},
) {
  const { declaredType = 'image/png', fileName = 'face.png', as = 'admin' } = options;
  const form = multipartForm({ version: String(user.version) }, { field: 'file', fileName, declaredType, content });
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/users/${user.id}/image`,
    headers: { ...(await t.as(as, 'IN', 'CAR')), 'content-type': form.contentType },
    payload: form.payload,
  });
}
const remove = async (user: Pick<Row, 'id' | 'version'>, as = 'admin') =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/v2/users/${user.id}/image?version=${user.version}`,
    headers: await t.as(as, 'IN', 'CAR'),
  });
const imageTrail = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(id))))
  ).filter((a) => a.field === 'image');

describe('profile image: POST and DELETE /api/v2/users/{id}/image', () => {
  it('stores a real PNG, serves it through a signed link, and audits the change by file name', async () => {
    const user = await insertUser(t.database.db);
    const res = await upload(user, PNG, { fileName: 'face.png' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data;
    expect(body.version).toBe(user.version + 1);
    expect(body.imageUrl).toMatch(/^\/api\/storage\/download\/users\//);
    const served = await t.app.inject({ method: 'GET', url: body.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const row = await stored(user.id);
    expect(row.imageFileName).toBe('face.png');
    expect(row.imageKey).toMatch(new RegExp(`^users/${user.id}/[0-9a-f-]+\\.png$`));
    const [entry] = await imageTrail(user.id);
    expect(entry).toMatchObject({ action: 'IMAGE_UPLOADED', oldValue: null, actorId: 'admin' });
    expect(entry!.newValue).toMatch(/^face\.png \([0-9a-f]{8}\)$/);
  });

  it('replaces the image: the file before is deleted, the user shows the new one', async () => {
    const user = await insertUser(t.database.db);
    const first = (await upload(user, PNG)).json().data;
    const before = (await stored(user.id)).imageKey!;
    const res = await upload(first, JPEG, { fileName: 'new.jpg', declaredType: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await stored(user.id);
    expect(after.imageKey).toMatch(/\.jpg$/);
    expect(existsSync(fileOf(after.imageKey!))).toBe(true);
    expect(existsSync(fileOf(before))).toBe(false);
    expect((await imageTrail(user.id)).map((a) => a.action)).toEqual(['IMAGE_UPLOADED', 'IMAGE_UPLOADED']);
  });

  it('judges the file by its bytes: HTML named face.png and declared image/png is a 400 on `file`', async () => {
    const user = await insertUser(t.database.db);
    const res = await upload(user, HTML, { fileName: 'face.png', declaredType: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation).toEqual([{ field: 'body.file', message: 'must be a JPEG, PNG or WebP image' }]);
    const row = await stored(user.id);
    expect(row).toMatchObject({ imageKey: null, version: user.version });
    expect(await imageTrail(user.id)).toEqual([]);
  });

  it('refuses a file over the size cap with a 413, storing nothing', async () => {
    const user = await insertUser(t.database.db);
    const big = Buffer.concat([PNG, Buffer.alloc(USER_IMAGE_MAX_BYTES)]);
    const res = await upload(user, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBeTruthy();
    expect(await stored(user.id)).toMatchObject({ imageKey: null, version: user.version });
  });

  it('asks for the file and the version, naming each', async () => {
    const user = await insertUser(t.database.db);
    const noVersion = await upload({ id: user.id, version: 0 }, PNG);
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().validation[0].field).toBe('body.version');
    const empty = await upload(user, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().validation[0].field).toBe('body.file');
  });

  it("lets only MANAGE_USERS change another user's image (403), and only in the caller's vertical (404)", async () => {
    const user = await insertUser(t.database.db);
    const refused = await upload(user, PNG, { as: 'cc.admin' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/MANAGE_USERS/);
    expect((await remove(user, 'ops.in')).statusCode).toBe(403);
    const auUser = await insertUser(t.database.db, { countries: ['AU'] });
    expect((await upload(auUser, PNG)).statusCode).toBe(404);
    expect(await stored(user.id)).toMatchObject({ imageKey: null, version: user.version });
  });

  it('refuses a stale version with a 409 and keeps no orphan file', async () => {
    const user = await insertUser(t.database.db);
    const res = await upload({ id: user.id, version: user.version + 5 }, PNG);
    expect(res.statusCode).toBe(409);
    expect(await stored(user.id)).toMatchObject({ imageKey: null, version: user.version });
    const folder = fileOf(`users/${user.id}`);
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
  });

  it('deletes the image: file gone, imageUrl null, audited; a second delete is a 404', async () => {
    const user = await insertUser(t.database.db);
    const withImage = (await upload(user, PNG, { fileName: 'gone.png' })).json().data;
    const key = (await stored(user.id)).imageKey!;
    const res = await remove(withImage);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ imageUrl: null, version: withImage.version + 1 });
    expect(existsSync(fileOf(key))).toBe(false);
    expect((await imageTrail(user.id)).find((a) => a.action === 'IMAGE_DELETED')).toMatchObject({ newValue: null });
    expect((await remove(res.json().data)).statusCode).toBe(404);
  });
});
