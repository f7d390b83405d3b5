import { and, sql, type SQL } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import type { TutorialFilter } from '@b2c/contracts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { anyWord, equals } from '../../plugins/db/list-query.ts';
import { verticalList, type Paged } from '../../plugins/db/vertical-list.ts';
import { tutorials } from './tutorial-tables.ts';

export type TutorialRow = typeof tutorials.$inferSelect;

const t = tutorials;
const tutorialList = verticalList(t, {
  filters: {
    title: anyWord(t.title),
    category: equals(t.category),
    language: equals(t.language),
    mediaKind: equals(t.mediaKind),
  },
  sortable: { title: t.title, category: t.category, language: t.language, createdAt: t.createdAt, id: t.id },
  defaultSort: 'createdAt,desc',
});

/** Who is looking: `null` groups = sees every tutorial (may add them); otherwise theirs and the open ones. */
export type TutorialViewer = readonly string[] | null;

const visibleTo = (viewer: TutorialViewer): SQL | undefined =>
  viewer === null
    ? undefined
    : viewer.length === 0
      ? sql`${t.groups} = '[]'::jsonb`
      : sql`(${t.groups} = '[]'::jsonb or ${t.groups} ?| ${sql.param([...viewer])}::text[])`;

export function tutorialRepository(db: Executor) {
  return {
    ...verticalRows(db, t),

    list: (v: Vertical, viewer: TutorialViewer, q: TutorialFilter & Paged): Promise<TutorialRow[]> =>
      db
        .select()
        .from(t)
        .where(and(tutorialList.where(v, q), visibleTo(viewer)))
        .orderBy(...tutorialList.order(q.sort))
        .limit(q.size)
        .offset(q.page * q.size),

    async count(v: Vertical, viewer: TutorialViewer, q: TutorialFilter): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(t)
        .where(and(tutorialList.where(v, q), visibleTo(viewer)));
      return row?.n ?? 0;
    },
  };
}
