import { defaultSlotCodes, type SlotType, type Vertical } from '@b2c/domain';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { slotDefinitions, slotNodeConfigs } from './slot-tables.ts';

export type SlotDefinitionRow = typeof slotDefinitions.$inferSelect;
export type SlotNodeConfigRow = typeof slotNodeConfigs.$inferSelect;

export function slotRepository(db: Executor) {
  const definitions = verticalRows(db, slotDefinitions);
  const nodeConfigs = verticalRows(db, slotNodeConfigs);
  return {
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

    nodeConfig: (v: Vertical, locationCode: string, slotType: SlotType, lock = false) =>
      nodeConfigs.find(v, { locationCode, slotType }, lock),
    insertNodeConfig: nodeConfigs.insert,
    updateNodeConfig: nodeConfigs.update,
  };
}
