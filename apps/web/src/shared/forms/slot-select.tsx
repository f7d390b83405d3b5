import { Select } from 'antd';
import { isSlotCode, slotCodeToLabel, type SlotType } from '@b2c/domain';
import { useSlotPlan } from '../resources/slots.ts';

interface SlotSelectProps {
  /** The plan the slots come from; pickup slots by default. */
  slotType?: SlotType;
  value?: string;
  onChange?: (code: string | undefined) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * One of the vertical's slots, picked from its plan (issue 24 #17) where operators used to type
 * "HHMM_HHMM": shown as HH:MM-HH:MM (SPEC §3), sent as the code. Only active slots are offered; a saved
 * slot no longer in the plan stays visible so an edit does not lose it.
 */
export const SlotSelect = ({ slotType = 'PICKUP', value, onChange, id, disabled }: SlotSelectProps) => {
  const plan = useSlotPlan(slotType);
  const options = (plan.data ?? [])
    .filter((s) => s.active)
    .map((s) => ({ value: s.code, label: slotCodeToLabel(s.code) }));
  if (value && isSlotCode(value) && !options.some((o) => o.value === value))
    options.unshift({ value, label: slotCodeToLabel(value) });
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="HH:MM-HH:MM"
      disabled={disabled}
      loading={plan.isPending}
      value={value}
      onChange={(code?: string) => onChange?.(code)}
      options={options}
      notFoundContent={plan.isError ? 'The slots could not be loaded.' : 'No slot in this vertical’s plan.'}
    />
  );
};
