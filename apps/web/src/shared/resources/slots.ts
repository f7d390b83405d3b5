import { useQuery } from '@tanstack/react-query';
import { slotDefinitionEndpoints } from '@b2c/contracts';
import type { SlotType } from '@b2c/domain';
import { call } from '../api/call.ts';
import { queryKeys } from '../api/query-keys.ts';

/**
 * The slot plan's query key: the slot screens' own (`['slot', 'definitions', type]`), so a slot saved on
 * /configs/c2b-slots (which refreshes everything under `['slot']`) refreshes every picker too.
 */
export const slotPlanKey = (slotType: SlotType) => queryKeys('slot').of('definitions', slotType);

/** The vertical's slots of one type (SPEC §3 HHMM_HHMM codes with their days and active flag). */
export const useSlotPlan = (slotType: SlotType) =>
  useQuery({
    queryKey: slotPlanKey(slotType),
    queryFn: () => call(slotDefinitionEndpoints.list, { query: { slotType } }),
    staleTime: 60_000,
  });
