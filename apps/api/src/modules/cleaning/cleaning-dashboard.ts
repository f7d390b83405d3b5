import { and, desc, inArray, isNotNull, gte, sql } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { countAll } from '../../plugins/db/list-query.ts';
import { cleaningTasks as t } from './cleaning-tables.ts';

const approved = sql<number>`(count(*) filter (where ${t.state} = 'APPROVED'))::int`;

/**
 * The start page's cleaning QA pass rate (issue 29): the rounds reviewed since a moment (APPROVED passed
 * QA, REJECTED was sent back for a re-clean; each round is its own row), in all and per location. One
 * index range of the vertical's review times (`cleaning_tasks_reviewed_idx`, migration 0023).
 */
export const cleaningDashboard = (db: Executor) => {
  const reviewedSince = (v: Vertical, since: Date) =>
    and(ownedBy(t, v), isNotNull(t.reviewedAt), gte(t.reviewedAt, since), inArray(t.state, ['APPROVED', 'REJECTED']));
  return {
    async reviews(v: Vertical, since: Date, top: number) {
      const [all] = await db.select({ reviewed: countAll, approved }).from(t).where(reviewedSince(v, since));
      const byLocation = await db
        .select({ locationCode: t.locationCode, reviewed: countAll, approved })
        .from(t)
        .where(reviewedSince(v, since))
        .groupBy(t.locationCode)
        .orderBy(desc(countAll), t.locationCode)
        .limit(top);
      return { reviewed: all?.reviewed ?? 0, approved: all?.approved ?? 0, byLocation };
    },
  };
};
export type CleaningDashboard = ReturnType<typeof cleaningDashboard>;
