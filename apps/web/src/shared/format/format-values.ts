import { formatAuditActor, formatMoney, tryParseSlotCode, type AuditActorInput } from '@b2c/domain';

export { formatAuditActor, formatMoney, type AuditActorInput };

/**
 * SPEC §3 slot codes HHMM_HHMM shown as HH:MM-HH:MM. A code that does not parse (editable config can
 * hold one) is shown as stored instead of breaking the grid row.
 */
export const formatSlot = (code: string | null | undefined): string => {
  if (!code) return '';
  const range = tryParseSlotCode(code);
  return range ? `${range.from}-${range.to}` : code;
};

// One for the panel: counts read the same in every vertical (1,000 rows), in English like the panel.
const counts = new Intl.NumberFormat('en');

/** A count or a plain quantity with thousands grouped: 2000 → "2,000". Money goes through formatMoney. */
export const formatCount = (value: number): string => counts.format(value);
