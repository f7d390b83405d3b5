/**
 * Issue 30: what the PGlite thread spends per statement besides executing it. One extended-protocol
 * statement as `pg` sends it (Parse, Bind, Describe, Execute, Sync in one socket write) run through
 * PGlite directly, in this process, on a scratch in-memory database (the cost around a statement does
 * not depend on the data): message by message as @electric-sql/pglite-socket does (each its own
 * runExclusive + execProtocolRawStream + syncToFs), message by message without the mutex and syncToFs,
 * and the whole batch in one execProtocolRawSync call. Figures, never a test.
 *
 *   npx tsx bench/pglite-wire-cost.ts [--runs 5000]
 */
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';
import { SCRATCH_SCHEMA, WIRE_STATEMENTS } from './pglite-wire-fixture.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5000' } } });
const RUNS = Number(args.runs);

const db = await PGlite.create();
await db.exec(SCRATCH_SCHEMA);

/** One statement the way pg's Query.prepare sends it (unnamed statement and portal, text values). */
function extendedQuery(text: string, values: string[]): Buffer[] {
  return [
    serialize.parse({ text, types: [] }),
    serialize.bind({ values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({ rows: 0 }),
    serialize.sync(),
  ];
}
const STATEMENTS: Record<string, (i: number) => Buffer[]> = {
  lookup: (i) => extendedQuery(...WIRE_STATEMENTS.lookup(i)),
  grid: (i) => extendedQuery(...WIRE_STATEMENTS.grid(i)),
  'select 1': () => extendedQuery('select 1', []),
};

type Way = (messages: Buffer[]) => Promise<number>;
const WAYS: Record<string, Way> = {
  'per message, as pglite-socket (mutex + syncToFs)': async (messages) => {
    let bytes = 0;
    for (const message of messages) {
      await db.runExclusive(() =>
        db.execProtocolRawStream(new Uint8Array(message), { onRawData: (d) => (bytes += Buffer.from(d).length) }),
      );
    }
    return bytes;
  },
  'per message, no mutex, no syncToFs': async (messages) => {
    let bytes = 0;
    for (const message of messages) bytes += db.execProtocolRawSync(new Uint8Array(message)).length;
    return bytes;
  },
  'whole batch, one execProtocolRawSync': async (messages) => db.execProtocolRawSync(Buffer.concat(messages)).length,
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const rows: string[] = [];
for (const [name, statement] of Object.entries(STATEMENTS)) {
  const figures: string[] = [];
  for (const [way, run] of Object.entries(WAYS)) {
    const passes: number[] = [];
    for (let pass = 0; pass < 3; pass++) {
      const cpu = process.cpuUsage();
      for (let i = 0; i < RUNS; i++) await run(statement(i));
      const used = process.cpuUsage(cpu);
      passes.push((used.user + used.system) / RUNS);
    }
    figures.push(`${median(passes).toFixed(0)} µs`);
    void way;
  }
  rows.push(`| ${name} | ${figures.join(' | ')} |`);
}
console.log(`| statement (CPU per statement, median of 3 passes × ${RUNS}) | ${Object.keys(WAYS).join(' | ')} |`);
console.log(
  `|---|${Object.keys(WAYS)
    .map(() => '---:')
    .join('|')}|`,
);
for (const row of rows) console.log(row);
await db.close();
