import { and, asc, eq } from 'drizzle-orm';
import { DAYS, DEFAULT_SLOT_CAPACITY, defaultSlotCodes, type SlotType, type Vertical } from '@b2c/domain';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { ownedBy } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { slotDefinitionSlots, slotDefinitions, slotNodeConfigs } from './slot-tables.ts';

export type SlotDefinitionRow = typeof slotDefinitions.$inferSelect;
export type SlotNodeConfigRow = typeof slotNodeConfigs.$inferSelect;
export type SlotRow = typeof slotDefinitionSlots.$inferSelect;

export function slotRepository(db: Executor) {
  const definitions = verticalRows(db, slotDefinitions);
  const nodeConfigs = verticalRows(db, slotNodeConfigs);
  const slotRows = verticalRows(db, slotDefinitionSlots);

  const listSlots = (v: Vertical, slotType: SlotType) =>
    db
      .select()
      .from(slotDefinitionSlots)
      .where(and(ownedBy(slotDefinitionSlots, v), eq(slotDefinitionSlots.slotType, slotType)))
      .orderBy(asc(slotDefinitionSlots.code));

  const repo = {
    /** The vertical's plan for a type; a vertical without one gets the domain default, stored once. */
    async definition(v: Vertical, slotType: SlotType): Promise<SlotDefinitionRow> {
      const row = await definitions.find(v, { slotType });
      if (row) return row;
      await db
        .insert(slotDefinitions)
        .values({ ...v, slotType, codes: defaultSlotCodes(v.country, slotType) })
        .onConflictDoNothing();
      return (await definitions.find(v, { slotType }))!;
    },

    definitionById: definitions.byId,

    /**
     * The plan's slots with their days and capacity. A plan nobody edited yet has only its codes: they
     * become slots running every day at the default capacity, written once (a concurrent first read
     * writes nothing twice).
     */
    async slots(v: Vertical, definition: SlotDefinitionRow): Promise<SlotRow[]> {
      const rows = await listSlots(v, definition.slotType);
      if (rows.length > 0 || definition.codes.length === 0) return rows;
      await db
        .insert(slotDefinitionSlots)
        .values(
          definition.codes.map((code) => ({
            ...v,
            definitionId: definition.id,
            slotType: definition.slotType,
            code,
            days: [...DAYS],
            capacity: DEFAULT_SLOT_CAPACITY,
            updatedBy: 'system',
          })),
        )
        .onConflictDoNothing();
      return listSlots(v, definition.slotType);
    },

    slot: (v: Vertical, slotType: SlotType, code: string, lock = false) => slotRows.find(v, { slotType, code }, lock),
    insertSlot: slotRows.insert,
    updateSlot: slotRows.update,
    /** Keeps the plan's code list (what a location's preference chooses from) in step with its slots. */
    setCodes: (v: Vertical, definitionId: number, codes: string[]) => definitions.update(v, definitionId, { codes }),

    nodeConfig: (v: Vertical, locationCode: string, slotType: SlotType, lock = false) =>
      nodeConfigs.find(v, { locationCode, slotType }, lock),
    insertNodeConfig: nodeConfigs.insert,
    updateNodeConfig: nodeConfigs.update,
  };
  return repo;
}
