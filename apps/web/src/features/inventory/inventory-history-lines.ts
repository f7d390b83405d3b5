import type { AuditLogEntry, InventoryDetail } from '@b2c/contracts';
import { inventoryHistoryStatus } from '@b2c/domain';

/** The fields of SPEC §2's history view as they stand after one change. */
export interface HistoryState {
  listingPrice: string | null;
  priceChangeReason: string | null;
  status: string | null;
  published: boolean;
  sold: boolean;
  targetPrice: string | null;
  inventoryStage: string | null;
  inventorySubStage: string | null;
  inventoryType: string | null;
  avgMarketPrice: string | null;
}

/** One line of the history view: one change (one transaction), what it set, and who made it. */
export interface HistoryLine {
  key: string;
  at: string;
  actor: string;
  action: string;
  changed: ReadonlySet<string>;
  /** The view's values after this change. */
  after: HistoryState & { storefront: string };
}

export const historyStateOf = (car: InventoryDetail): HistoryState => ({
  listingPrice: car.listingPrice,
  priceChangeReason: car.inventoryAttributes.priceChangeReason,
  status: car.status,
  published: car.published,
  sold: car.sold,
  targetPrice: car.inventoryAttributes.targetPrice,
  inventoryStage: car.inventoryAttributes.inventoryStage,
  inventorySubStage: car.inventoryAttributes.inventorySubStage,
  inventoryType: car.inventoryAttributes.inventoryType,
  avgMarketPrice: car.inventoryAttributes.avgMarketPrice,
});

const revert = (state: HistoryState, entry: AuditLogEntry): HistoryState => {
  const field = entry.field;
  if (field === 'published' || field === 'sold') return { ...state, [field]: entry.oldValue === 'true' };
  if (field !== null && field in state) return { ...state, [field]: entry.oldValue };
  return state;
};

/**
 * Field-history rows (newest first) as lines of the history view. The rows of one change share their
 * time and action (the server writes them in one transaction). Each line shows the state *after* its
 * change: walking back from the car as it is now, undoing each change, gives every earlier state —
 * so a price line still shows the price's reason, and a status line the resulting Sold / Published /
 * Unpublished word even when only `published` changed.
 */
export const historyLines = (entries: readonly AuditLogEntry[], now: HistoryState): HistoryLine[] => {
  const groups: AuditLogEntry[][] = [];
  for (const e of entries) {
    const last = groups.at(-1);
    if (last && last[0]!.createdAt === e.createdAt && last[0]!.action === e.action) last.push(e);
    else groups.push([e]);
  }
  let state = now;
  return groups.map((group) => {
    const first = group[0]!;
    const line: HistoryLine = {
      key: `${first.id}`,
      at: first.createdAt,
      actor: first.actor,
      action: first.action,
      changed: new Set(group.flatMap((e) => (e.field ? [e.field] : []))),
      after: { ...state, storefront: inventoryHistoryStatus(state) },
    };
    state = group.reduce(revert, state);
    return line;
  });
};
