import { ALL_VERTICALS, defaultVerticalFlags, type Country } from '@b2c/domain';
import type { Executor } from '../plugins/db/vertical-scope.ts';
import { masterdataSeeding } from '../modules/masterdata/masterdata-module.ts';

const { locusTeams } = masterdataSeeding;

/** The demo Locus teams (they were a fixed list in code before master-data staff kept them). */
const SEED_LOCUS_TEAMS: Partial<Record<Country, { teamId: string; name: string; cityCode: string }[]>> = {
  AU: [
    { teamId: 'LOCUS-SYD-1', name: 'Sydney Metro', cityCode: 'SYD' },
    { teamId: 'LOCUS-MEL-1', name: 'Melbourne Metro', cityCode: 'MEL' },
    { teamId: 'LOCUS-BNE-1', name: 'Brisbane', cityCode: 'BNE' },
  ],
  ID: [
    { teamId: 'LOCUS-JKT-1', name: 'Jakarta Pusat', cityCode: 'JKT' },
    { teamId: 'LOCUS-SUB-1', name: 'Surabaya', cityCode: 'SUB' },
  ],
};

/**
 * The demo teams for every vertical whose default flag `locusId` is on. Insert-or-skip on the team id,
 * so it can also top up a demo database seeded before the table existed without touching staff edits
 * (a team id never changes and teams are not deleted).
 */
export async function seedLocusTeams(db: Executor): Promise<void> {
  const rows = ALL_VERTICALS.filter((v) => defaultVerticalFlags(v).locusId).flatMap((v) =>
    (SEED_LOCUS_TEAMS[v.country] ?? []).map((team) => ({ ...v, ...team })),
  );
  if (rows.length > 0) await db.insert(locusTeams).values(rows).onConflictDoNothing();
}
