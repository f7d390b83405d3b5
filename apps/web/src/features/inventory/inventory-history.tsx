import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import type { InventoryDetail, UiRules } from '@b2c/contracts';
import type { Country } from '@b2c/domain';
import { QueryTable } from '../../shared/data-table/query-table.tsx';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { useFieldHistory } from './inventory-api.ts';
import { historyLines, historyStateOf, type HistoryLine } from './inventory-history-lines.ts';
import { codeLabel, stageText } from './inventory-labels.ts';

type Formatters = ReturnType<typeof useFormatters>;
interface HistoryColumn {
  key: string;
  title: string;
  fields: readonly string[];
  render: (l: HistoryLine) => string;
}

/**
 * SPEC §2 history view columns, each tied to the SPEC §6 action permission that governs its field:
 * prices to PRICE_UPDATE (target price also to its vertical flag), the status to UPDATE_INVENTORY, stage
 * and type to their own permissions, the average market price (set when the car is bought in) to
 * CREATE_INVENTORY. Stage and sub-stage are one column in AE, two elsewhere.
 */
export const historyColumns = (rules: UiRules, country: Country, f: Formatters): HistoryColumn[] => {
  const p = rules.actionPermissions;
  const stage: HistoryColumn[] =
    country === 'AE'
      ? [
          {
            key: 'stage',
            title: 'Stage / Sub-stage',
            fields: ['inventoryStage', 'inventorySubStage'],
            render: (l) => stageText(l.after.inventoryStage, l.after.inventorySubStage),
          },
        ]
      : [
          {
            key: 'stage',
            title: 'Stage',
            fields: ['inventoryStage', 'inventorySubStage'],
            render: (l) => codeLabel(l.after.inventoryStage),
          },
          {
            key: 'subStage',
            title: 'Sub-stage',
            fields: ['inventoryStage', 'inventorySubStage'],
            render: (l) => codeLabel(l.after.inventorySubStage),
          },
        ];
  return [
    ...(p.PRICE_UPDATE
      ? [
          {
            key: 'listingPrice',
            title: 'Listing price (reason)',
            fields: ['listingPrice', 'priceChangeReason'],
            render: (l: HistoryLine) =>
              `${f.money(l.after.listingPrice)} (${codeLabel(l.after.priceChangeReason) || 'no reason'})`,
          },
        ]
      : []),
    ...(p.UPDATE_INVENTORY
      ? [
          {
            key: 'status',
            title: 'Status',
            fields: ['status', 'published', 'sold'],
            render: (l: HistoryLine) => l.after.storefront,
          },
        ]
      : []),
    ...(p.PRICE_UPDATE && rules.flags.showTargetPrice
      ? [
          {
            key: 'targetPrice',
            title: 'Target price',
            fields: ['targetPrice'],
            render: (l: HistoryLine) => f.money(l.after.targetPrice),
          },
        ]
      : []),
    ...(p.UPDATE_INVENTORY_STAGE ? stage : []),
    ...(p.UPDATE_INVENTORY_TYPE
      ? [
          {
            key: 'type',
            title: 'Type',
            fields: ['inventoryType'],
            render: (l: HistoryLine) => codeLabel(l.after.inventoryType),
          },
        ]
      : []),
    ...(p.CREATE_INVENTORY
      ? [
          {
            key: 'avgMarketPrice',
            title: 'Average market price',
            fields: ['avgMarketPrice'],
            render: (l: HistoryLine) => f.money(l.after.avgMarketPrice),
          },
        ]
      : []),
  ];
};

/** The car's history view: one line per change of a history field, newest first, with who made it. */
export const InventoryHistory = ({ car }: { car: InventoryDetail }) => {
  const f = useFormatters();
  const { uiRules, vertical } = useAccess();
  const history = useFieldHistory(car.appointmentId);
  const columns = useMemo(() => historyColumns(uiRules, vertical.country, f), [uiRules, vertical.country, f]);
  const lines = useMemo(() => {
    const all = historyLines(history.data ?? [], historyStateOf(car));
    // Only lines that change a column this user may see.
    return all.filter((l) => columns.some((c) => c.fields.some((x) => l.changed.has(x))));
  }, [history.data, car, columns]);

  const tableColumns: TableColumnsType<HistoryLine> = [
    { key: 'at', title: 'When', render: (_, l) => f.dateTime(l.at) },
    ...columns.map((c) => ({
      key: c.key,
      title: c.title,
      render: (_: unknown, l: HistoryLine) => (c.fields.some((x) => l.changed.has(x)) ? c.render(l) : ''),
    })),
    { key: 'actor', title: 'By', render: (_, l) => l.actor },
  ];
  return (
    <QueryTable<HistoryLine>
      query={history}
      rows={lines}
      rowKey="key"
      columns={tableColumns}
      emptyText="No changes recorded yet"
      aria-label="Inventory history"
    />
  );
};
