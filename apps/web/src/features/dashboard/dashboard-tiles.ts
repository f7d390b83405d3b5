import { AGEING_BUCKETS, STOCK_AGE_LABELS, codeLabel, type AgeingBucketKey, type StockAgeKey } from '@b2c/domain';
import type {
  DashboardApprovals,
  DashboardDocuments,
  DashboardInventory,
  DashboardKeyRequests,
  DashboardPickups,
  MyWorkKind,
} from '@b2c/contracts';
import { paths } from '../../shared/routing/paths.ts';

/** One bar of a tile's chart: its words, its number and the grid it opens (filters in the URL). */
export interface TileBar {
  label: string;
  count: number;
  to?: string | undefined;
  /** Which of the tile's series the bar belongs to (bars side by side per label: booked beside places). */
  series?: string;
  /** The table's words for the number where a bare number says too little ("46 of 50 passed"). */
  text?: string;
}

/** A tile: a headline number, what it counts, and the bars behind it (none: the number alone). */
export interface TileModel {
  key: string;
  title: string;
  total: number;
  /** What the number counts, in words ("unsold cars in stock"). */
  caption: string;
  to?: string | undefined;
  bars: TileBar[];
  /** Bars read better lying down when their labels are long (location names). */
  horizontal?: boolean;
  /** The headline in words where a bare count would mislead ("92 %"); `total` otherwise. */
  headline?: string;
  /** Bars of several series, drawn side by side per label and tabled one column each. */
  series?: readonly string[];
  /** Bars are percentages (0–100): the axis runs to 100 and the labels say "%". */
  percent?: boolean;
  /** The table's number column ("Count" unless said). */
  valueTitle?: string;
}

/** The inventory grid filtered as the dashboard's tiles count (shared/data-table URL state: `f.<name>`). */
const inventoryGrid = (filters: Record<string, string | number>) =>
  paths.inventory.list(Object.fromEntries(Object.entries(filters).map(([k, v]) => [`f.${k}`, v])));

const AGEING_LABEL = Object.fromEntries(AGEING_BUCKETS.map((b) => [b.key, b.label])) as Record<AgeingBucketKey, string>;

/** A tile's words that need no answer: drawn while the answer is on its way (the first screen's tile). */
export type TileWords = Pick<TileModel, 'key' | 'title' | 'caption'>;

export const STOCK_AGE_WORDS: TileWords = {
  key: 'ageing',
  title: 'Stock ageing',
  caption: 'unsold cars, by days since their stock-in (the oldest first)',
};

export const stockAgeTile = (d: DashboardInventory): TileModel => ({
  ...STOCK_AGE_WORDS,
  total: d.ageing.reduce((sum, b) => sum + b.count, 0),
  bars: d.ageing.map((b) => ({
    label: STOCK_AGE_LABELS[b.bucket as StockAgeKey],
    count: b.count,
    to: inventoryGrid({ stockAge: b.bucket, sold: 'false' }),
  })),
});

export const staleTile = (d: DashboardInventory): TileModel => ({
  key: 'stale',
  title: 'No movement or update',
  caption: `unsold cars untouched for more than ${d.stale.days} days`,
  total: d.stale.count,
  to: inventoryGrid({ idleDays: d.stale.days, sold: 'false' }),
  bars: [],
});

export const statusTile = (d: DashboardInventory): TileModel => ({
  key: 'status',
  title: 'Stock by status',
  caption: 'cars in this vertical',
  total: d.total,
  to: paths.inventory.list(),
  bars: d.byStatus.map((s) => ({
    label: codeLabel(s.status),
    count: s.count,
    to: inventoryGrid({ status: s.status }),
  })),
});

export const locationTile = (d: DashboardInventory): TileModel => ({
  key: 'location',
  title: 'Stock by location',
  caption: 'cars at the ten fullest locations',
  total: d.byLocation.reduce((sum, l) => sum + l.count, 0),
  horizontal: true,
  bars: d.byLocation.map((l) => ({
    label: l.name ?? l.locationCode,
    count: l.count,
    to: inventoryGrid({ locationCode: l.locationCode }),
  })),
});

export const approvalsTile = (d: DashboardApprovals): TileModel => ({
  key: 'approvals',
  title: 'Pending approvals',
  caption: 'price and publish requests waiting, by days waiting',
  total: d.total,
  to: paths.inventory.pendingActions(),
  bars: d.byAge.map((b) => ({ label: AGEING_LABEL[b.bucket], count: b.count, to: paths.inventory.pendingActions() })),
});

export const documentsTile = (d: DashboardDocuments): TileModel => ({
  key: 'documents',
  title: 'Document pendency',
  caption: 'documents owed, by days owed',
  total: d.total,
  to: paths.document.list(),
  bars: d.byAge.map((b) => ({
    label: AGEING_LABEL[b.bucket],
    count: b.count,
    to: paths.document.list({ 'f.age': b.bucket }),
  })),
});

export const documentLocationTile = (d: DashboardDocuments): TileModel => ({
  key: 'document-location',
  title: 'Document pendency by location',
  caption: 'documents owed at the ten locations owing the most',
  total: d.byLocation.reduce((sum, l) => sum + l.count, 0),
  horizontal: true,
  to: paths.document.list(),
  bars: d.byLocation.map((l) => ({
    label: l.name ?? l.locationCode,
    count: l.count,
    to: paths.document.list({ 'f.location': l.locationCode }),
  })),
});

export const pickupsTile = (d: DashboardPickups): TileModel => ({
  key: 'pickups',
  title: "Today's and tomorrow's pick-ups",
  caption: 'open pick-ups, by slot',
  total: d.slots.reduce((sum, s) => sum + s.count, 0),
  horizontal: true,
  to: paths.movement.list({ 'f.date': d.today }),
  bars: d.slots.map((s) => ({
    label: `${s.date === d.today ? 'Today' : 'Tomorrow'} ${s.slotFrom}–${s.slotTo}`,
    count: s.count,
    to: paths.movement.list({ 'f.date': s.date }),
  })),
});

export const keyRequestsTile = (d: DashboardKeyRequests): TileModel => ({
  key: 'keys',
  title: 'Key requests',
  caption: 'requests open',
  total: d.open,
  to: paths.key.list(),
  bars: [
    { label: 'Open requests', count: d.open, to: paths.key.list() },
    { label: `Keys out over ${d.overdueHours} hours`, count: d.overdue, to: paths.key.list() },
  ],
});

/** "My work": what each kind says and where it opens. */
export const MY_WORK_WORDS: Record<MyWorkKind, { title: string; to: (today: string) => string }> = {
  approvals: { title: 'Approvals waiting for you', to: () => paths.inventory.pendingActions() },
  keyRequests: { title: 'Key requests open', to: () => paths.key.list() },
  documents: { title: 'Documents pending', to: () => paths.document.list() },
  pickupsToday: { title: "Today's pick-ups", to: (today) => paths.movement.list({ 'f.date': today }) },
};
