import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { slotNodeConfigBody, type SlotDefinitionSlot, type SlotNodePlan } from '@b2c/contracts';
import {
  CAPACITY_REASONS,
  CAPACITY_REASON_LABELS,
  DAYS,
  DEFAULT_SLOT_LEAD_TIME_MINUTES,
  type CapacityReason,
  type Day,
  type SlotClosure,
  type SlotType,
} from '@b2c/domain';
import { CheckedNumber, numberProblem } from '../../shared/forms/number-input.tsx';
import { useDialogSave } from '../../shared/forms/use-dialog-save.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { useActiveLocations, useNodePlan, useSaveNodeConfig } from './slot-api.ts';
import { DAY_SHORT } from './slot-labels.ts';

const OPEN = 'OPEN';
const DAY_CHOICES = [
  { value: OPEN, label: 'Open' },
  ...CAPACITY_REASONS.map((r) => ({ value: r, label: CAPACITY_REASON_LABELS[r] })),
];

/** The contract's bounds: a value outside them stays as typed and is said in words (issue 24 #16). */
const CAPACITY = slotNodeConfigBody.shape.capacities.unwrap().valueType;
const LEAD_TIME = slotNodeConfigBody.shape.leadTimeMinutes;
const LEAD_TIME_LABEL = 'Lead time';

interface Draft {
  slotCodes: string[];
  leadTimeMinutes: number | null;
  closures: SlotClosure[];
  capacities: Record<string, number>;
}

const draftOf = (plan: SlotNodePlan): Draft =>
  plan.node
    ? {
        slotCodes: plan.node.slotCodes,
        leadTimeMinutes: plan.node.leadTimeMinutes,
        closures: plan.node.closures,
        capacities: plan.node.capacities,
      }
    : {
        // Before the first save a location offers every active slot of the plan.
        slotCodes: plan.slots.filter((s) => s.active).map((s) => s.code),
        leadTimeMinutes: DEFAULT_SLOT_LEAD_TIME_MINUTES,
        closures: [],
        capacities: {},
      };

/**
 * The coming date of a weekday column and what is booked there: a slot whose bookings reach its saved
 * capacity is Capacity Full by itself (the API stops offering it), shown without any closure set.
 */
const BookedThatDay = ({ plan, slot, day }: { plan: SlotNodePlan; slot: SlotDefinitionSlot; day: Day }) => {
  const upcoming = plan.upcoming.find((u) => u.day === day);
  if (!upcoming) return null;
  const booked = upcoming.booked[slot.code] ?? 0;
  if (upcoming.full.includes(slot.code))
    return (
      <Tag color="red" title={`${booked} booked on ${upcoming.date}`}>
        {CAPACITY_REASON_LABELS.CAPACITY_FULL} {upcoming.date.slice(5)}
      </Tag>
    );
  return booked > 0 ? (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {booked} booked {upcoming.date.slice(5)}
    </Typography.Text>
  ) : null;
};

/** One location's slots × weekdays: open, or closed with its capacity reason; capacity per slot. */
const PlannerEditor = ({ plan, canEdit }: { plan: SlotNodePlan; canEdit: boolean }) => {
  const [draft, setDraft] = useState<Draft>(() => draftOf(plan));
  const save = useSaveNodeConfig();
  const saver = useDialogSave({ onSaved: () => undefined });
  const closure = (code: string, day: Day) => draft.closures.find((c) => c.slotCode === code && c.day === day);
  const setDay = (code: string, day: Day, choice: string) =>
    setDraft((d) => ({
      ...d,
      closures: [
        ...d.closures.filter((c) => !(c.slotCode === code && c.day === day)),
        ...(choice === OPEN ? [] : [{ slotCode: code, day, reason: choice as CapacityReason }]),
      ],
    }));
  const setOffered = (code: string, on: boolean) =>
    setDraft((d) => ({ ...d, slotCodes: on ? [...d.slotCodes, code].sort() : d.slotCodes.filter((c) => c !== code) }));
  const setCapacity = (code: string, value: number | null) =>
    setDraft((d) => {
      const { [code]: _old, ...rest } = d.capacities;
      return { ...d, capacities: value === null ? rest : { ...rest, [code]: value } };
    });

  const columns: TableColumnsType<SlotDefinitionSlot> = [
    { key: 'slot', title: 'Slot', fixed: 'left', render: (_, s) => (s.active ? s.label : `${s.label} (inactive)`) },
    {
      key: 'offered',
      title: 'Offered here',
      render: (_, s) => (
        <Checkbox
          aria-label={`Offer ${s.label}`}
          disabled={!canEdit}
          checked={draft.slotCodes.includes(s.code)}
          onChange={(e) => setOffered(s.code, e.target.checked)}
        />
      ),
    },
    {
      key: 'capacity',
      title: 'Capacity',
      render: (_, s) => (
        <CheckedNumber
          schema={CAPACITY}
          label={`Capacity of ${s.label}`}
          aria-label={`Capacity of ${s.label}`}
          size="small"
          style={{ width: 90 }}
          disabled={!canEdit}
          placeholder={String(s.capacity)}
          value={draft.capacities[s.code] ?? null}
          onChange={(v) => setCapacity(s.code, typeof v === 'number' ? v : null)}
        />
      ),
    },
    ...DAYS.map((day) => ({
      key: day,
      title: DAY_SHORT[day],
      render: (_: unknown, s: SlotDefinitionSlot) =>
        s.days.includes(day) ? (
          <Flex vertical gap={2} align="start">
            <Select
              aria-label={`${s.label} on ${day}`}
              size="small"
              style={{ width: 130 }}
              disabled={!canEdit || !draft.slotCodes.includes(s.code)}
              value={closure(s.code, day)?.reason ?? OPEN}
              options={DAY_CHOICES}
              onChange={(choice: string) => setDay(s.code, day, choice)}
            />
            <BookedThatDay plan={plan} slot={s} day={day} />
          </Flex>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    })),
  ];

  const invalid =
    numberProblem(LEAD_TIME, LEAD_TIME_LABEL, draft.leadTimeMinutes) !== undefined ||
    Object.values(draft.capacities).some((c) => numberProblem(CAPACITY, 'Capacity', c) !== undefined);
  const submit = () =>
    saver.save(async () => {
      const saved = await save.mutateAsync({
        definitionId: plan.definitionId,
        body: {
          locationCode: plan.locationCode,
          ...draft,
          leadTimeMinutes: draft.leadTimeMinutes ?? 0,
          // Closures of slots no longer offered here say nothing; they are dropped.
          closures: draft.closures.filter((c) => draft.slotCodes.includes(c.slotCode)),
          ...(plan.node ? { version: plan.node.version } : {}),
        },
      });
      return saved.message;
    });

  return (
    <Flex vertical gap={12}>
      {saver.conflict ? <Alert type="warning" showIcon title={saver.conflict} /> : null}
      <Table<SlotDefinitionSlot>
        size="small"
        rowKey="code"
        columns={columns}
        dataSource={plan.slots}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <Flex wrap gap={8} align="center">
        <label htmlFor="slot-lead-time">Lead time (minutes)</label>
        <CheckedNumber
          schema={LEAD_TIME}
          label={LEAD_TIME_LABEL}
          id="slot-lead-time"
          style={{ width: 120 }}
          disabled={!canEdit}
          value={draft.leadTimeMinutes}
          onChange={(v) => setDraft((d) => ({ ...d, leadTimeMinutes: typeof v === 'number' ? v : null }))}
        />
        {canEdit ? (
          <Button
            type="primary"
            loading={saver.saving}
            disabled={draft.slotCodes.length === 0 || invalid}
            onClick={() => void submit()}
          >
            Save slot preference
          </Button>
        ) : null}
      </Flex>
      {draft.slotCodes.length === 0 ? (
        <Typography.Text type="danger">Offer at least one slot at this location.</Typography.Text>
      ) : null}
    </Flex>
  );
};

/** The slot planner (SPEC §7 `PUT /api/slot/config/{id}/node`): pick a location, then its week. */
export const SlotPlanner = ({ slotType }: { slotType: SlotType }) => {
  const { uiRules } = useAccess();
  const [locationCode, setLocationCode] = useState<string | undefined>();
  const locations = useActiveLocations();
  const plan = useNodePlan(slotType, locationCode);
  return (
    <PageCard title="Slot planner">
      <Flex vertical gap={12}>
        <Select
          aria-label="Location"
          showSearch
          allowClear
          placeholder="Location"
          style={{ maxWidth: 360, width: '100%' }}
          loading={locations.isPending}
          optionFilterProp="label"
          value={locationCode}
          onChange={(code?: string) => setLocationCode(code)}
          options={(locations.data ?? []).map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }))}
        />
        {plan.isError ? <Alert type="error" showIcon title="The slot plan could not be loaded." /> : null}
        {plan.data ? (
          <PlannerEditor
            key={`${plan.data.locationCode}-${plan.data.slotType}-${plan.data.node?.version ?? 0}`}
            plan={plan.data}
            canEdit={uiRules.actionPermissions.MANAGE_MASTERDATA}
          />
        ) : null}
      </Flex>
    </PageCard>
  );
};
