import type pg from 'pg';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';

/**
 * oidc-provider's storage in PostgreSQL (one table, keyed by model + id), so sessions, grants and
 * refresh tokens survive a restart and are shared by every API process.
 */
export function databaseAdapter(pool: pg.Pool) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      await pool.query(
        `INSERT INTO oidc_payloads (id, model, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [
          id,
          this.model,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        ],
      );
    }

    private async findWhere(column: 'id' | 'user_code' | 'uid', value: string): Promise<AdapterPayload | undefined> {
      const { rows } = await pool.query<{ payload: AdapterPayload; consumed_at: Date | null }>(
        `SELECT payload, consumed_at FROM oidc_payloads
         WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [this.model, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      return { ...row.payload, ...(row.consumed_at ? { consumed: Math.floor(row.consumed_at.getTime() / 1000) } : {}) };
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    /**
     * Marks a one-time token (refresh token, authorization code) used — only if nobody did first.
     * oidc-provider reads the token (unused), then consumes it; two requests with one token may both read
     * it unused, in one process or several. The conditional UPDATE lets exactly one of them through: the
     * other revokes the grant, as the provider does when it sees a used token (reuse detection), and is
     * refused with invalid_grant (the provider answers 400 for its own error types).
     */
    async consume(id: string): Promise<void> {
      const claimed = await pool.query(
        'UPDATE oidc_payloads SET consumed_at = now() WHERE model = $1 AND id = $2 AND consumed_at IS NULL',
        [this.model, id],
      );
      if (claimed.rowCount === 1) return;
      const { rows } = await pool.query<{ grant_id: string | null }>(
        'SELECT grant_id FROM oidc_payloads WHERE model = $1 AND id = $2',
        [this.model, id],
      );
      const grantId = rows[0]?.grant_id;
      if (grantId) await revokeGrant(pool, grantId);
      throw new errors.InvalidGrant(`${this.model} already used`);
    }

    async destroy(id: string): Promise<void> {
      await pool.query('DELETE FROM oidc_payloads WHERE model = $1 AND id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await pool.query('DELETE FROM oidc_payloads WHERE grant_id = $1', [grantId]);
    }
  };
}

/** What oidc-provider's own revoke does on reuse: every token of the grant, and the grant itself. */
async function revokeGrant(pool: pg.Pool, grantId: string): Promise<void> {
  await pool.query(`DELETE FROM oidc_payloads WHERE grant_id = $1 OR (model = 'Grant' AND id = $1)`, [grantId]);
}
