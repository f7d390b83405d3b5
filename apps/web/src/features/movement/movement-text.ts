import type { Movement } from '@b2c/contracts';
import type { useFormatters } from '../../shared/format/use-formatters.ts';

type Formatters = ReturnType<typeof useFormatters>;

/** From, the hop while there is one, to. */
export const routeParts = (m: Movement): string[] => [
  m.fromLocationCode,
  ...(m.nextHopLocationCode ? [m.nextHopLocationCode] : []),
  m.toLocationCode,
];
export const routeText = (m: Movement): string => routeParts(m).join(' → ');

/** The requested pickup as the operator chose it: the day and the slot (HH:MM-HH:MM). */
export const pickupParts = (m: Movement, f: Formatters): string[] => [
  f.date(m.logistic.requestedPickupTime),
  f.slot(m.logistic.slot),
];
export const pickupText = (m: Movement, f: Formatters): string => pickupParts(m, f).join(' ');

/** Start and end of the trip ("…" while on the road); none before it started. */
export const tripParts = (m: Movement, f: Formatters): string[] =>
  m.tripStartedAt ? [f.dateTime(m.tripStartedAt), m.tripEndedAt ? f.dateTime(m.tripEndedAt) : '…'] : [];
export const tripText = (m: Movement, f: Formatters): string => tripParts(m, f).join(' → ') || '—';
