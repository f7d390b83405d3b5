import type { VerticalFlags } from './vertical-flags.ts';

/**
 * /configs (issue 16): what each per-vertical flag governs, shown beside it in the flags editor so an
 * admin knows what a change will do, and the editor's messages (ours: SPEC quotes none for /configs).
 */
export const VERTICAL_FLAG_HELP: Record<keyof VerticalFlags, string> = {
  showTargetPrice: 'Shows the target price in the inventory grid, detail and history.',
  keyManagement: 'Opens key management (sidebar item and its API).',
  locusId: 'Shows the Locus team choice for pickups handled by Locus.',
  roadTax: 'Shows the road tax validity date on the inventory detail and as a grid column.',
  gpsTracker: 'Offers the GPS tracker number on a car.',
  reserveButton: 'Shows the reserve / unreserve action on a car.',
  futureDateRestriction: 'Limits pickup dates to today + 2 days.',
  bigDealerActive: 'Shows the big dealer network (with the bigDealerMenu permission).',
  stockInBy: 'What stock-in scans; empty hides the header barcode icon.',
  identifierRule: 'Which letters an identifier (registration or chassis number) may use.',
  defaultPageSize: 'Rows per page of every grid until the user picks another size.',
  keyOutOverdueHours: 'Hours after which a key that is out is flagged overdue.',
  staleStockDays: 'Days without any movement or update after which the dashboard counts a car as stale.',
};

export const CONFIG_MESSAGES = {
  featureSaved: 'Feature matrix updated successfully',
  flagsSaved: 'Vertical flags updated successfully',
  c2bSlotAdded: 'Slot added successfully',
  c2bSlotUpdated: 'Slot updated successfully',
} as const;
