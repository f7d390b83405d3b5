/**
 * Slot codes as the slot planner stores them ('0900_1100') and as every screen shows them
 * ('09:00-11:00'). Parsing is strict because codes are typed into /configs/c2b-slots by hand.
 */
/** A slot as stored ('0900_1100') and as shown ('09:00-11:00'). */
export interface SlotRange {
  from: string;
  to: string;
}

const SLOT_CODE = /^(\d{2})(\d{2})_(\d{2})(\d{2})$/;
const SLOT_LABEL = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/;

const toRange = (m: RegExpExecArray | null): SlotRange | null => {
  if (!m) return null;
  const [h1, m1, h2, m2] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
  if (h1 > 23 || h2 > 23 || m1 > 59 || m2 > 59) return null;
  // A slot ends after it starts, the same day: slots past midnight do not exist in the planner.
  if (h2 * 60 + m2 <= h1 * 60 + m1) return null;
  return { from: `${m[1]}:${m[2]}`, to: `${m[3]}:${m[4]}` };
};

export const tryParseSlotCode = (code: string): SlotRange | null => toRange(SLOT_CODE.exec(code));

export const isSlotCode = (value: unknown): value is string =>
  typeof value === 'string' && tryParseSlotCode(value) !== null;

export const parseSlotCode = (code: string): SlotRange => {
  const range = tryParseSlotCode(code);
  if (!range) throw new RangeError(`Not a slot code (HHMM_HHMM, start before end): ${code}`);
  return range;
};

export const slotCodeToLabel = (code: string): string => {
  const { from, to } = parseSlotCode(code);
  return `${from}-${to}`;
};

export const slotLabelToCode = (label: string): string => {
  const range = toRange(SLOT_LABEL.exec(label));
  if (!range) throw new RangeError(`Not a slot label (HH:MM-HH:MM, start before end): ${label}`);
  return `${range.from.replace(':', '')}_${range.to.replace(':', '')}`;
};

/** Orders slots by start, then end, as the logistics list does (SPEC §2). Codes sort as strings. */
export const compareSlotCodes = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
