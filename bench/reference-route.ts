import Fastify from 'fastify';
import pg from 'pg';

export interface ReferenceQuery {
  sql: string;
  params: unknown[];
}

/**
 * The yardstick of issue 12: a minimal Fastify + pg route serving the grid's own SQL — no auth, no
 * validation, no response schema, rows as pg returns them, as a generic auto-REST layer would. The product
 * must serve the same page at ≥ 1.5× this. `/q/:n` runs the n-th query it was given.
 */
export async function startReferenceRoute(databaseUrl: string, queries: ReferenceQuery[]) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  app.get<{ Params: { n: string } }>('/q/:n', async (request) => {
    const query = queries[Number(request.params.n)]!;
    const { rows } = await pool.query(query.sql, query.params);
    return { data: rows };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    pool,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
