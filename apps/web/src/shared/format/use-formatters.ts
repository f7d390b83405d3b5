import { useMemo } from 'react';
import { recordedChange, recordedValue, type Country, type ValueFormat } from '@b2c/domain';
import { useVertical } from '../vertical/use-vertical.ts';
import { formatDate, formatDateTime, formatTime, type DateInput } from './format-date.ts';
import { formatAuditActor, formatCount, formatMoney, formatSlot } from './format-values.ts';

/** The formatters bound to the current vertical, for column renderers and detail pages. */
export type Formatters = ReturnType<typeof useFormatters>;

export const useFormatters = () => {
  const { vertical } = useVertical();
  const country: Country = vertical?.country ?? 'IN';
  return useMemo(() => {
    const format: ValueFormat = {
      dateTime: (value) => formatDateTime(value, country),
      money: (amount) => formatMoney(amount, country),
    };
    return {
      date: (value: DateInput) => formatDate(value, country),
      time: (value: DateInput) => formatTime(value, country),
      dateTime: (value: DateInput) => formatDateTime(value, country),
      money: (amount: number | string | null | undefined) => formatMoney(amount, country),
      /** An audited value in words: lists as labels, instants in the zone, amounts in the currency. */
      recorded: (field: string | null, value: string | null | undefined) => recordedValue(field, value, format),
      /** An audited change as a line: "Listing price: ₹9,80,000.00 → ₹7,00,000.00". */
      change: (field: string, oldValue: string | null, newValue: string | null) =>
        recordedChange(field, oldValue, newValue, format),
      count: formatCount,
      slot: formatSlot,
      auditActor: formatAuditActor,
    };
  }, [country]);
};
