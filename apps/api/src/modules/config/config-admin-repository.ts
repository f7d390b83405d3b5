import { and, eq } from 'drizzle-orm';
import { defaultVerticalFlags, storedOverDefaults, type Feature, type Vertical, type VerticalFlags } from '@b2c/domain';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { featureMatrix, verticalFlags } from './config-tables.ts';

export type FeatureRow = typeof featureMatrix.$inferSelect;
export type FlagsRow = typeof verticalFlags.$inferSelect;

const ofVertical = (v: Vertical) =>
  and(eq(verticalFlags.country, v.country), eq(verticalFlags.vehicleType, v.vehicleType))!;

/** The rows /configs edits: one per feature, one per vertical's flags (issue 16). */
export function configAdminRepository(db: Executor) {
  return {
    features: () => db.select().from(featureMatrix).orderBy(featureMatrix.feature),

    async feature(feature: Feature, lock = false): Promise<FeatureRow | undefined> {
      const query = db.select().from(featureMatrix).where(eq(featureMatrix.feature, feature));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async updateFeature(feature: Feature, set: Partial<typeof featureMatrix.$inferInsert>): Promise<FeatureRow> {
      const [row] = await db.update(featureMatrix).set(set).where(eq(featureMatrix.feature, feature)).returning();
      return row!;
    },

    /** The vertical's flags row; a vertical without one gets its defaults, stored once. */
    async flags(v: Vertical, lock = false): Promise<FlagsRow> {
      const read = async () => {
        const query = db.select().from(verticalFlags).where(ofVertical(v));
        const [row] = lock ? await query.for('update') : await query;
        return row;
      };
      const row = await read();
      if (row) return row;
      await db
        .insert(verticalFlags)
        .values({ ...v, flags: defaultVerticalFlags(v) })
        .onConflictDoNothing();
      return (await read())!;
    },

    async updateFlags(v: Vertical, set: Partial<typeof verticalFlags.$inferInsert>): Promise<FlagsRow> {
      const [row] = await db.update(verticalFlags).set(set).where(ofVertical(v)).returning();
      return row!;
    },
  };
}

/** Stored flags over the defaults, field by field (as the ui-rules read does). */
export const mergedFlags = (row: FlagsRow, v: Vertical): VerticalFlags =>
  storedOverDefaults(v, row.flags as Partial<Record<string, unknown>>);
