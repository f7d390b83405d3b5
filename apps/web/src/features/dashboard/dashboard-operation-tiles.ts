import { MOVEMENT_VENDOR_LABELS } from '@b2c/domain';
import type {
  DashboardCleaning,
  DashboardPunctuality,
  DashboardSlotCapacity,
  DashboardYardAudits,
} from '@b2c/contracts';
import { paths } from '../../shared/routing/paths.ts';
import type { TileModel } from './dashboard-tiles.ts';

/** A share as a whole percentage (none of nothing is no share: null). */
export const percentOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((100 * part) / whole);
const headline = (part: number, whole: number, none: string) => {
  const rate = percentOf(part, whole);
  return rate === null ? none : `${rate} %`;
};

const BOOKED = 'Booked';
const FREE = 'Free places';

/**
 * Today's and tomorrow's bookings and the places left in each slot, stacked: a bar's length is the slot's
 * capacity, its first part what is booked (a bar of the logistics grid of that day).
 */
export const slotCapacityTile = (d: DashboardSlotCapacity): TileModel => {
  const booked = d.slots.reduce((sum, s) => sum + s.booked, 0);
  const places = d.slots.reduce((sum, s) => sum + s.capacity, 0);
  const full = d.slots.filter((s) => s.fullAt > 0).length;
  return {
    key: 'slot-capacity',
    title: 'Pick-up slots against capacity',
    caption:
      `places booked today and tomorrow, of ${places} the slots offer at the origins with pick-ups` +
      (full > 0 ? `; ${full} ${full === 1 ? 'slot is' : 'slots are'} full at one origin or more` : ''),
    total: booked,
    horizontal: true,
    series: [BOOKED, FREE],
    to: paths.movement.list({ 'f.date': d.today }),
    bars: d.slots.flatMap((s) => {
      const label = `${s.date === d.today ? 'Today' : 'Tomorrow'} ${s.slotFrom}–${s.slotTo}`;
      const to = paths.movement.list({ 'f.date': s.date });
      return [
        { label, series: BOOKED, count: s.booked, to },
        {
          label,
          series: FREE,
          count: Math.max(0, s.capacity - s.booked),
          to,
          text: `${Math.max(0, s.capacity - s.booked)} of ${s.capacity}${s.fullAt > 0 ? `, full at ${s.fullAt}` : ''}`,
        },
      ];
    }),
  };
};

const vendorName = (vendor: DashboardPunctuality['vendors'][number]['vendor']) =>
  vendor ? MOVEMENT_VENDOR_LABELS[vendor] : 'No vendor yet';
const vendorGrid = (vendor: DashboardPunctuality['vendors'][number]['vendor']) =>
  // The grid has no "no vendor" filter: those bars open nothing.
  vendor ? paths.movement.list({ 'f.vendor': vendor }) : undefined;

/**
 * LATE, as the API counts it: the trip started after the slot's end, or has not started though the slot
 * has ended. The grid behind a vendor's bar is that vendor's open movements (it filters no lateness).
 */
const LATE_MEANS = 'late: the trip started after the slot ended, or has not started though the slot has';

export const lateTile = (d: DashboardPunctuality): TileModel => {
  const late = d.vendors.reduce((sum, v) => sum + v.late, 0);
  const waiting = d.vendors.reduce((sum, v) => sum + v.lateOpen, 0);
  return {
    key: 'late',
    title: 'Pick-ups late against their slot',
    caption: `in the last ${d.days} days, by vendor; ${waiting} still waiting (${LATE_MEANS})`,
    total: late,
    horizontal: true,
    to: paths.movement.list(),
    bars: d.vendors
      .filter((v) => v.late > 0)
      .map((v) => ({
        label: vendorName(v.vendor),
        count: v.late,
        to: vendorGrid(v.vendor),
        text: v.lateOpen > 0 ? `${v.late} (${v.lateOpen} still waiting)` : undefined,
      })),
  };
};

export const onTimeTile = (d: DashboardPunctuality): TileModel => {
  const due = d.vendors.reduce((sum, v) => sum + v.due, 0);
  const onTime = d.vendors.reduce((sum, v) => sum + v.onTime, 0);
  return {
    key: 'on-time',
    title: 'On-time rate per vendor',
    headline: headline(onTime, due, 'No pick-ups due'),
    caption: `of ${due} pick-ups due in the last ${d.days} days started by the end of their slot`,
    total: onTime,
    horizontal: true,
    percent: true,
    valueTitle: 'On time',
    to: paths.movement.list(),
    bars: d.vendors
      .filter((v) => v.due > 0)
      .map((v) => ({
        label: vendorName(v.vendor),
        count: percentOf(v.onTime, v.due) ?? 0,
        to: vendorGrid(v.vendor),
        text: `${percentOf(v.onTime, v.due)} % (${v.onTime} of ${v.due})`,
      })),
  };
};

/** Reviewed cleaning rounds that passed QA; a bar opens that location's history from the window's start. */
export const cleaningTile = (d: DashboardCleaning): TileModel => {
  const history = (query: Record<string, string>) => paths.cleaning.history({ 'f.from': d.since, ...query });
  return {
    key: 'cleaning',
    title: 'Cleaning QA pass rate',
    headline: headline(d.approved, d.reviewed, 'None reviewed'),
    caption: `of ${d.reviewed} cleaning rounds reviewed in the last ${d.days} days passed QA (the rest were sent back)`,
    total: d.approved,
    horizontal: true,
    percent: true,
    valueTitle: 'Passed',
    to: history({}),
    bars: d.byLocation.map((l) => ({
      label: l.name ?? l.locationCode,
      count: percentOf(l.approved, l.reviewed) ?? 0,
      to: history({ 'f.locationCode': l.locationCode }),
      text: `${percentOf(l.approved, l.reviewed)} % (${l.approved} of ${l.reviewed})`,
    })),
  };
};

/** Accuracy = found ÷ (expected + unexpected + unknown): where the system and the yard agreed. */
const named = (l: DashboardYardAudits['locations'][number]) => l.expected + l.unexpected + l.unknown;

/** Each location's latest finished audit, least accurate first; a bar opens that audit. None: no tile. */
export const yardAuditTile = (d: DashboardYardAudits): TileModel[] => {
  if (d.locations.length === 0) return [];
  const found = d.locations.reduce((sum, l) => sum + l.found, 0);
  const all = d.locations.reduce((sum, l) => sum + named(l), 0);
  return [
    {
      key: 'yard-audits',
      title: 'Yard-audit accuracy by location',
      headline: headline(found, all, 'No cars counted'),
      caption:
        "cars where the system and the yard agreed at each location's latest audit (found, out of the expected, unexpected and unknown), least accurate first",
      total: found,
      horizontal: true,
      percent: true,
      valueTitle: 'Accuracy',
      to: paths.yardAudit.list(),
      bars: d.locations.map((l) => ({
        label: l.name,
        count: percentOf(l.found, named(l)) ?? 100,
        to: paths.yardAudit.detail(l.auditId),
        text: `${percentOf(l.found, named(l)) ?? 100} % (${l.found} found of ${l.expected} expected, ${l.unexpected} unexpected, ${l.unknown} unknown)`,
      })),
    },
  ];
};
