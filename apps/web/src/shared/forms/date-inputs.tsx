import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT_DAYJS } from '@b2c/domain';

/**
 * The panel's date and time inputs (issue 24): antd pickers showing yyyy-MM-dd and HH:mm whatever the
 * browser's locale, where `<input type="date">` showed mm/dd/yyyy. Values stay the strings the contracts
 * take ("2026-05-31", "10:30"), so forms and payloads do not change; a calendar date has no zone, and the
 * caller gives bounds such as "today" in the vertical's zone.
 */
export interface DateInputProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  /** The first day that may be picked, yyyy-MM-dd. */
  min?: string;
  /** The last day that may be picked, yyyy-MM-dd. */
  max?: string;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  style?: React.CSSProperties;
  allowClear?: boolean;
}

const TIME_FORMAT = 'HH:mm';

/** Form.Item passes value, onChange and id through. */
export const DateInput = ({ value, onChange, min, max, placeholder, style, ...rest }: DateInputProps) => (
  <DatePicker
    {...rest}
    format={DATE_FORMAT_DAYJS}
    placeholder={placeholder ?? 'yyyy-MM-dd'}
    style={style ?? { width: '100%' }}
    value={value ? dayjs(value, DATE_FORMAT_DAYJS) : null}
    disabledDate={(day: Dayjs) => {
      const iso = day.format(DATE_FORMAT_DAYJS);
      return (min !== undefined && iso < min) || (max !== undefined && iso > max);
    }}
    onChange={(day: Dayjs | null) => onChange?.(day ? day.format(DATE_FORMAT_DAYJS) : undefined)}
  />
);

export interface TimeInputProps extends Omit<DateInputProps, 'min' | 'max'> {
  /** Minutes between the times offered. */
  minuteStep?: number;
}

const timeOf = (value: string): Dayjs | null => {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  return match ? dayjs().hour(Number(match[1])).minute(Number(match[2])).second(0).millisecond(0) : null;
};

/** A time of day as HH:mm (24-hour), the string the contracts take. */
export const TimeInput = ({ value, onChange, placeholder, style, minuteStep, ...rest }: TimeInputProps) => (
  <TimePicker
    {...rest}
    format={TIME_FORMAT}
    minuteStep={minuteStep as 1 | undefined}
    needConfirm={false}
    placeholder={placeholder ?? 'HH:mm'}
    style={style ?? { width: '100%' }}
    value={value ? timeOf(value) : null}
    onChange={(time: Dayjs | null) => onChange?.(time ? time.format(TIME_FORMAT) : undefined)}
  />
);
