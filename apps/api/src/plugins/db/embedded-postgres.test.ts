import { describe, expect, inject, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

/** Inodes of the TCP sockets this process (worker threads included) listens on; Linux only. */
function listeningTcpInodes(): string[] {
  const ours = new Set(
    readdirSync('/proc/self/fd').flatMap((fd) => {
      try {
        const target = readlinkSync(`/proc/self/fd/${fd}`);
        return target.startsWith('socket:[') ? [target.slice(8, -1)] : [];
      } catch {
        return []; // the fd closed while listing
      }
    }),
  );
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    existsSync(table)
      ? readFileSync(table, 'utf8')
          .split('\n')
          .slice(1)
          .map((line) => line.trim().split(/\s+/))
          // Columns: sl local remote st(0A = LISTEN) tx:rx tr:when retrnsmt uid timeout inode.
          .filter((cols) => cols[3] === '0A' && ours.has(cols[9]!))
          .map((cols) => cols[9]!)
      : [],
  );
}

const template = inject('databaseTemplate');
const onProc = existsSync('/proc/self/fd') && existsSync('/proc/net/tcp');

// With TEST_DATABASE_URL the suite runs on PostgreSQL and the embedded database is not in use.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded PostgreSQL (PGlite)', () => {
  it('listens on a Unix socket in a directory only this user may enter, and on no TCP port', async () => {
    const embedded = await startEmbeddedPostgres({ templateFile: template });
    const { socketDir } = embedded;
    try {
      // pg takes a host that starts with `/` as the directory of a Unix socket, never a TCP address.
      const client = new pg.Client({ connectionString: embedded.connectionString });
      expect(client.host).toBe(socketDir);

      const dir = statSync(socketDir);
      expect(dir.isDirectory()).toBe(true);
      expect(dir.mode & 0o777).toBe(0o700);
      expect(dir.uid).toBe(process.getuid!());
      expect(statSync(join(socketDir, '.s.PGSQL.5432')).isSocket()).toBe(true);
      expect(Buffer.byteLength(join(socketDir, '.s.PGSQL.5432'))).toBeLessThanOrEqual(107);

      await client.connect();
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(rows[0]!.n).toBeGreaterThan(0);
      // A buffer pool sized for the embedded data, not PostgreSQL's 128 MB default: PGlite holds all of it
      // resident (issue 30).
      const buffers = await client.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(buffers.rows[0]!.shared_buffers).toBe('16MB');
      await client.end();

      if (onProc) expect(listeningTcpInodes()).toEqual([]);
    } finally {
      await embedded.stop();
    }
    expect(existsSync(socketDir)).toBe(false);
  });

  it('writes a dump that a new instance starts from, the template mechanism of the tests', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'b2c-pglite-dump-'));
    try {
      const first = await startEmbeddedPostgres({ templateFile: template });
      const writer = new pg.Client({ connectionString: first.connectionString });
      await writer.connect();
      await writer.query("CREATE TABLE dump_probe AS SELECT 'kept'::text AS v");
      await writer.end();
      await first.dumpTo(join(dir, 'copy.tar'));
      await first.stop();

      const second = await startEmbeddedPostgres({ templateFile: join(dir, 'copy.tar') });
      const reader = new pg.Client({ connectionString: second.connectionString });
      await reader.connect();
      const { rows } = await reader.query('SELECT v FROM dump_probe');
      await reader.end();
      await second.stop();
      expect(rows).toEqual([{ v: 'kept' }]);
      expect(second.socketDir).not.toBe(first.socketDir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps its data directory to this user alone, also one made readable by others before', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'b2c-pglite-data-')), 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    try {
      const embedded = await startEmbeddedPostgres({ dataDir });
      await embedded.stop();
      const dir = statSync(dataDir);
      expect(dir.mode & 0o777).toBe(0o700);
      expect(dir.uid).toBe(process.getuid!());
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    } finally {
      rmSync(dirname(dataDir), { recursive: true, force: true });
    }
  });
});
