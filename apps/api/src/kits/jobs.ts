import PgBoss from 'pg-boss';
import type pg from 'pg';

export type Jobs = PgBoss;

/**
 * Durable background work (bulk uploads, vendor e-mails, scheduled movements) on pg-boss, through the
 * app's own pool: on PGlite that keeps every statement on the single session; on PostgreSQL it shares
 * the pool's limits. A job survives a restart and is handed to one worker at a time; long jobs must set
 * `expireInSeconds` so a dead worker's job is retried before pg-boss's 15-minute default.
 */
export async function startJobs(pool: pg.Pool, log: { error(obj: object, msg: string): void }): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: 'pgboss',
    // Maintenance every few minutes is plenty for an admin panel and keeps the embedded session quiet.
    maintenanceIntervalSeconds: 300,
  });
  boss.on('error', (err) => log.error({ err }, 'background jobs error'));
  await boss.start();
  return boss;
}
