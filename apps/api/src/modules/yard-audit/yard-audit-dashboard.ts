import { sql } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import type { Executor } from '../../plugins/db/vertical-scope.ts';

interface LatestAuditRow extends Record<string, unknown> {
  location_code: string;
  location_name: string;
  id: string | number;
  finished_at: Date | string;
  expected_count: number;
  found_count: number;
  unexpected_count: number;
  unknown_count: number;
}

/**
 * The start page's yard-audit accuracy (issue 29): each location's latest finished audit, the least
 * accurate first — accuracy being found / (expected + unexpected + unknown), the cars where the system and
 * the yard agreed out of every car either named. One walk of `yard_audits_location_idx` (location, newest
 * first) for the vertical; audits are a few a location a month, so the walk stays small.
 */
export const yardAuditDashboard = (db: Executor) => ({
  async latestByLocation(v: Vertical, top: number) {
    const result = await db.execute<LatestAuditRow>(sql`
      select * from (
        select distinct on (location_code) location_code, location_name, id, finished_at,
               expected_count, found_count, unexpected_count, unknown_count
          from yard_audits
         where country = ${v.country} and vehicle_type = ${v.vehicleType} and status = 'FINISHED'
         order by location_code, started_at desc, id desc
      ) latest
      order by found_count::float / greatest(1, expected_count + unexpected_count + unknown_count), location_code
      limit ${top}`);
    return result.rows.map((r) => ({
      locationCode: r.location_code,
      name: r.location_name,
      auditId: Number(r.id),
      finishedAt: new Date(r.finished_at).toISOString(),
      expected: r.expected_count,
      found: r.found_count,
      unexpected: r.unexpected_count,
      unknown: r.unknown_count,
    }));
  },
});
export type YardAuditDashboard = ReturnType<typeof yardAuditDashboard>;
