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
