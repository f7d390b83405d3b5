import type { InventoryRow } from '@b2c/contracts';
import { PUBLISH_STATUS_AFTER, ValueChanges, unchangedSentence, type PreviewSentence } from '@b2c/domain';
import { cleanText } from '../../shared/forms/form-values.ts';
import type { ActionFormValues } from './inventory-action-payload.ts';
import type { BatchAction } from './inventory-batch-dialog.tsx';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const stageOf = (stage: string | null | undefined, sub: string | null | undefined) =>
  [stage, sub].filter(Boolean).join(' / ') || null;

/**
 * Issue 29: what running the batch action on the selected cars changes, in the bulk upload preview's
 * words ("3 cars change status: 2 from Published to Unpublished, 1 from …"), counted from the rows as the
 * grid shows them; null until the form says what to set. The server checks each car again when it runs.
 */
export function batchPreview(
  action: BatchAction,
  values: ActionFormValues,
  rows: readonly InventoryRow[],
): PreviewSentence[] | null {
  const changes = new ValueChanges();
  const tell = (what: string, warnWhen?: (after: string) => boolean) => [
    ...changes.sentences(what, warnWhen),
    ...unchangedSentence(changes.unchanged),
  ];
  switch (action) {
    case 'PUBLISH_STATUS': {
      const after = PUBLISH_STATUS_AFTER[values.publishStatus as keyof typeof PUBLISH_STATUS_AFTER];
      if (!after) return null;
      for (const r of rows) changes.add(r.publishStatus, after);
      // A permanent delisting cannot be undone by a publish: worth a second look.
      return tell('status', (to) => to === 'PERMANENTLY_DELISTED');
    }
    case 'STAGE': {
      if (!values.inventoryStage) return null;
      const after = stageOf(values.inventoryStage, values.inventorySubStage);
      for (const r of rows)
        changes.add(stageOf(r.inventoryAttributes.inventoryStage, r.inventoryAttributes.inventorySubStage), after);
      return tell('inventory stage');
    }
    case 'TYPE':
      if (!values.inventoryType) return null;
      for (const r of rows) changes.add(r.inventoryAttributes.inventoryType, values.inventoryType);
      return tell('inventory type');
    case 'EGC': {
      const egc = cleanText(values.egc);
      if (!egc) return null;
      for (const r of rows) changes.add(r.egc, egc);
      return tell('EGC');
    }
    case 'SOLD': {
      const already = rows.filter((r) => r.sold).length;
      const toSell = rows.length - already;
      return [
        ...(toSell > 0 ? [{ text: `${plural(toSell, 'car is', 'cars are')} marked sold`, warning: true }] : []),
        ...(already > 0 ? [{ text: `${plural(already, 'car is', 'cars are')} sold already`, warning: false }] : []),
      ];
    }
  }
}
