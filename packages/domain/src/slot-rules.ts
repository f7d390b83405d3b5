import type { Country } from './verticals.ts';

/** Slot plans the slot planner keeps (SPEC §7 `/api/slot/definition?slotType`): logistics pickups and C2B visits. */
export const SLOT_TYPES = ['PICKUP', 'C2B'] as const;
export type SlotType = (typeof SLOT_TYPES)[number];

/**
 * SPEC §5: slots are offered "from now plus a lead time". SPEC §9 lists a constant of 120 without its
 * purpose; we read it as this lead time in minutes (a driver needs about two hours' notice).
 * A location's slot preference may set its own.
 */
export const DEFAULT_SLOT_LEAD_TIME_MINUTES = 120;

/** Two-hour pickup slots through each country's working day; later where the cut-off is later. */
export const defaultSlotCodes = (country: Country, slotType: SlotType): string[] => {
  const day = ['0900_1100', '1100_1300', '1300_1500', '1500_1700', '1700_1900', '1900_2100'];
  if (slotType === 'C2B') return ['1000_1200', '1200_1400', '1400_1600', '1600_1800'];
  return country === 'AE' || country === 'KSA' || country === 'AU' ? [...day, '2100_2300'] : day;
};
