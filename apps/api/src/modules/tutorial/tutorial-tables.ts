import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { TutorialCategory, TutorialLanguage, TutorialMediaKind } from '@b2c/domain';
import { createdAtColumn, serialIdAndVertical } from '../../plugins/db/table-columns.ts';

/** Training tutorials of a vertical (issue 17): a video or PDF in object storage, seen by its groups. */
export const tutorials = pgTable(
  'tutorials',
  {
    ...serialIdAndVertical(),
    title: text('title').notNull(),
    category: text('category').$type<TutorialCategory>().notNull(),
    language: text('language').$type<TutorialLanguage>().notNull(),
    mediaKind: text('media_kind').$type<TutorialMediaKind>().notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** Empty: every user who may open the tutorials sees it. */
    groups: jsonb('groups').$type<string[]>().notNull().default([]),
    createdBy: text('created_by').notNull(),
    ...createdAtColumn(),
  },
  (t) => [index('tutorials_list_idx').on(t.country, t.vehicleType, t.category, t.title)],
);
