import { useMemo } from 'react';
import type { Country } from '@b2c/domain';
import { useVertical } from '../vertical/use-vertical.ts';
import { formatDate, formatDateTime, formatTime, type DateInput } from './format-date.ts';
import { formatAuditActor, formatMoney, formatSlot } from './format-values.ts';

/** The formatters bound to the current vertical, for column renderers and detail pages. */
export const useFormatters = () => {
  const { vertical } = useVertical();
  const country: Country = vertical?.country ?? 'IN';
  return useMemo(
    () => ({
      date: (value: DateInput) => formatDate(value, country),
      time: (value: DateInput) => formatTime(value, country),
      dateTime: (value: DateInput) => formatDateTime(value, country),
      money: (amount: number | string | null | undefined) => formatMoney(amount, country),
      slot: formatSlot,
      auditActor: formatAuditActor,
    }),
    [country],
  );
};
