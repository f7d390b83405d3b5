import { useMemo } from 'react';
import { Flex, Segmented, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import type { SlotDefinitionSlot } from '@b2c/contracts';
import { SLOT_TYPES, type SlotType } from '@b2c/domain';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import type { GridColumn } from '../../shared/data-table/data-grid-types.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { AddButton } from '../../shared/ui/add-button.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { RowLink } from '../../shared/ui/row-link.tsx';
import { slotGrid } from './slot-api.ts';
import { daysText } from './slot-labels.ts';
import { SlotPlanner } from './slot-planner.tsx';
import { paths } from '../../shared/routing/paths.ts';

/** `?slotType=PICKUP` shows the pickup plan; C2B is the page's own (SPEC §2 /configs/c2b-slots). */
export const useSlotType = (): SlotType => {
  const [params] = useSearchParams();
  const asked = params.get('slotType');
  return (SLOT_TYPES as readonly string[]).includes(asked ?? '') ? (asked as SlotType) : 'C2B';
};

const columns = (slotType: SlotType, canEdit: boolean): GridColumn<SlotDefinitionSlot>[] => [
  {
    key: 'label',
    title: 'Slot',
    render: (s) =>
      canEdit ? <RowLink to={paths.config.c2bSlotEdit(s.code, { slotType })}>{s.label}</RowLink> : s.label,
  },
  { key: 'code', title: 'Code', defaultHidden: true },
  { key: 'days', title: 'Days', value: (s) => daysText(s.days) },
  { key: 'capacity', title: 'Capacity' },
  {
    key: 'active',
    title: 'Active',
    render: (s) => (s.active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>),
  },
  { key: 'updatedBy', title: 'Updated by', defaultHidden: true },
  { key: 'updatedAt', title: 'Updated at', defaultHidden: true },
];

/** The slot definitions of a plan (list, add, edit by code) and the per-location slot planner. */
export const C2bSlotsPage = () => {
  const slotType = useSlotType();
  const [, setParams] = useSearchParams();
  const { uiRules } = useAccess();
  const canEdit = uiRules.actionPermissions.MANAGE_CONFIG;
  const grid = useMemo(() => slotGrid(slotType), [slotType]);
  const gridColumns = useMemo(() => columns(slotType, canEdit), [slotType, canEdit]);
  return (
    <Flex vertical gap={16}>
      <PageCard
        title="C2B slots"
        extra={canEdit ? <AddButton to={paths.config.c2bSlotAdd({ slotType })}>Add slot</AddButton> : null}
      >
        <Flex vertical gap={12}>
          <Segmented
            aria-label="Slot type"
            value={slotType}
            options={[
              { value: 'C2B', label: 'C2B visits' },
              { value: 'PICKUP', label: 'Pickups' },
            ]}
            onChange={(value) => setParams({ slotType: String(value) })}
          />
          <DataGrid {...grid} columns={gridColumns} rowKey={(s) => s.code} exportFileName={`${slotType}-slots`} />
        </Flex>
      </PageCard>
      <SlotPlanner slotType={slotType} />
    </Flex>
  );
};
