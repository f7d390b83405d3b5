import { useCallback } from 'react';
import type { PendingAction } from '@b2c/contracts';
import { PRICE_CHANGE_REASON_LABELS, labelOf, valueLabel } from '@b2c/domain';
import { useFormatters } from '../../../shared/format/use-formatters.ts';
import { codeLabel } from '../inventory-labels.ts';

/**
 * Prices are money in the vertical's currency; a publish request's values are statuses; a missing-car
 * report (issue 28) goes from a location code to Lost.
 */
export const isPriceRequest = (p: Pick<PendingAction, 'type'>) =>
  p.type === 'LISTING_PRICE_UPDATE' || p.type === 'OFFER_PRICE_UPDATE';

/** Issue 28: a missing car is marked lost or not; there is nothing else to apply instead. */
export const isModifiable = (p: Pick<PendingAction, 'type'>) => p.type !== 'MARK_MISSING';

/** What a request asks for, in words: "Listing price change — Price Revision". */
export const requestKind = (p: Pick<PendingAction, 'type' | 'subReason'>): string =>
  `${codeLabel(p.type)}${p.subReason ? ` — ${labelOf(PRICE_CHANGE_REASON_LABELS, p.subReason)}` : ''}`;

/** A request's value as the operator reads it: money, or a status label; '' for none. */
export const usePendingValue = () => {
  const { money } = useFormatters();
  return useCallback(
    (p: Pick<PendingAction, 'type'>, v: string | null): string =>
      v === null ? '' : isPriceRequest(p) ? money(v) : valueLabel(v),
    [money],
  );
};
