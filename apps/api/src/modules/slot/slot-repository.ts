import { and, eq } from 'drizzle-orm';
import { defaultSlotCodes, type SlotType, type Vertical } from '@b2c/domain';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { slotDefinitions, slotNodeConfigs } from './slot-tables.ts';

export type SlotDefinitionRow = typeof slotDefinitions.$inferSelect;
export type SlotNodeConfigRow = typeof slotNodeConfigs.$inferSelect;

export function slotRepository(db: Executor) {
  return {
    /** The vertical's plan for a type; a vertical without one gets the domain default, stored once. */
    async definition(v: Vertical, slotType: SlotType): Promise<SlotDefinitionRow> {
      const find = () =>
        db
          .select()
          .from(slotDefinitions)
          .where(and(ownedBy(slotDefinitions, v), eq(slotDefinitions.slotType, slotType)));
      const [row] = await find();
      if (row) return row;
      await db
        .insert(slotDefinitions)
        .values({ ...v, slotType, codes: defaultSlotCodes(v.country, slotType) })
        .onConflictDoNothing();
      const [created] = await find();
      return created!;
    },

    async definitionById(v: Vertical, id: number): Promise<SlotDefinitionRow | undefined> {
      const [row] = await db
        .select()
        .from(slotDefinitions)
        .where(and(ownedBy(slotDefinitions, v), eq(slotDefinitions.id, id)));
      return row;
    },

    async nodeConfig(
      v: Vertical,
      locationCode: string,
      slotType: SlotType,
      lock = false,
    ): Promise<SlotNodeConfigRow | undefined> {
      const query = db
        .select()
        .from(slotNodeConfigs)
        .where(
          and(
            ownedBy(slotNodeConfigs, v),
            eq(slotNodeConfigs.locationCode, locationCode),
            eq(slotNodeConfigs.slotType, slotType),
          ),
        );
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async insertNodeConfig(row: typeof slotNodeConfigs.$inferInsert): Promise<SlotNodeConfigRow> {
      const [created] = await db.insert(slotNodeConfigs).values(row).returning();
      return created!;
    },

    async updateNodeConfig(
      id: number,
      values: Partial<typeof slotNodeConfigs.$inferInsert>,
    ): Promise<SlotNodeConfigRow> {
      const [updated] = await db.update(slotNodeConfigs).set(values).where(eq(slotNodeConfigs.id, id)).returning();
      return updated!;
    },
  };
}
