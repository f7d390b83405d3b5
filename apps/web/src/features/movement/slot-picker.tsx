import { DatePicker, Flex, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  DATE_FORMAT_DAYJS,
  TIME_ZONES,
  addDays,
  formatDate,
  isDateAllowed,
  isSlotCode,
  slotCodeToLabel,
} from '@b2c/domain';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { useSlots } from './logistic-api.ts';

export interface SlotChoice {
  /** yyyy-MM-dd in the vertical's calendar. */
  date?: string | undefined;
  /** HHMM_HHMM. */
  slot?: string | undefined;
}

interface SlotPickerProps {
  /** Where the car is picked up: slots are that location's. */
  locationCode: string | undefined;
  value?: SlotChoice;
  onChange?: (value: SlotChoice) => void;
  id?: string;
}

/**
 * A pickup day and one of the slots `slotEndpoints.offered` still offers for it (SPEC §5: lead time, same-day
 * cut-off). Days before today are closed, and so are days past today + 2 when ui-rules'
 * `futureDateRestriction` is on — the server answers no slots for them anyway, this saves the trip.
 */
export const SlotPicker = ({ locationCode, value = {}, onChange, id }: SlotPickerProps) => {
  const { uiRules, vertical } = useAccess();
  const today = formatDate(new Date(), TIME_ZONES[vertical.country]);
  const restricted = uiRules.flags.futureDateRestriction;
  const slots = useSlots(value.date, locationCode);
  const offered = slots.data?.slots ?? [];

  const closed = (day: Dayjs) => {
    const iso = day.format(DATE_FORMAT_DAYJS);
    return iso < today || !isDateAllowed(iso, today, restricted);
  };
  // The booked slot of an edited request stays visible, but only an offered one can be picked.
  const options = offered.map((s) => ({ value: s.code, label: slotCodeToLabel(s.code), disabled: false }));
  if (value.slot && !offered.some((s) => s.code === value.slot) && isSlotCode(value.slot))
    options.unshift({ value: value.slot, label: slotCodeToLabel(value.slot), disabled: true });
  const noSlots = value.date !== undefined && slots.isSuccess && offered.length === 0;

  return (
    <Flex vertical gap={4}>
      <Flex wrap gap={8}>
        <DatePicker
          id={id}
          aria-label="Pickup date"
          format={DATE_FORMAT_DAYJS}
          disabledDate={closed}
          value={value.date ? dayjs(value.date, DATE_FORMAT_DAYJS) : null}
          onChange={(day) => onChange?.({ date: day ? day.format(DATE_FORMAT_DAYJS) : undefined, slot: undefined })}
          disabled={!locationCode}
          placeholder={restricted ? `${today} … ${addDays(today, 2)}` : 'Pickup date'}
          style={{ width: 170 }}
        />
        <Select
          aria-label="Slot"
          placeholder="Slot"
          style={{ width: 170 }}
          disabled={!value.date || options.length === 0}
          loading={slots.isFetching}
          value={value.slot}
          onChange={(slot: string) => onChange?.({ date: value.date, slot })}
          options={options}
        />
      </Flex>
      {/* A typed day outside this range is refused by the calendar: say which days are open instead. */}
      <Typography.Text type="secondary">
        {restricted
          ? `Pickups can be booked from ${today} to ${addDays(today, 2)}.`
          : `Pickups can be booked from ${today} on.`}
      </Typography.Text>
      {noSlots ? (
        <Typography.Text type="secondary">No slot is left on this day; pick another day.</Typography.Text>
      ) : null}
      {slots.isError ? <Typography.Text type="danger">The slots could not be loaded.</Typography.Text> : null}
    </Flex>
  );
};
