import { useMemo, useState } from 'react';
import { Button, Divider, Flex, Typography } from 'antd';
import type { RosterShift } from '@b2c/contracts';
import { DAYS, addDays, isIsoDate, todayIn, weekStartOf, type Day } from '@b2c/domain';
import { Can } from '../../../shared/auth/can.tsx';
import { DateInput } from '../../../shared/forms/date-inputs.tsx';
import { DataGrid } from '../../../shared/data-table/data-grid.tsx';
import type { GridColumn } from '../../../shared/data-table/data-grid-types.ts';
import { useVertical } from '../../../shared/vertical/use-vertical.ts';
import { ROSTER_GRID_KEY, useRosterWeek } from './users-roster-api.ts';
import { RosterUpload } from './users-roster-upload.tsx';

const capitalised = (day: Day) => day.charAt(0).toUpperCase() + day.slice(1);

/** One line of the week grid: a user and their shift on each day they work. */
interface RosterLine {
  userId: number;
  name: string;
  userName: string;
  days: Partial<Record<Day, RosterShift>>;
}

export const rosterLines = (shifts: readonly RosterShift[]): RosterLine[] => {
  const lines = new Map<number, RosterLine>();
  for (const s of shifts) {
    const line = lines.get(s.userId) ?? { userId: s.userId, name: s.name, userName: s.userName, days: {} };
    line.days[s.day] = s;
    lines.set(s.userId, line);
  }
  return [...lines.values()];
};

/** The user, then one column a day titled with its date (the keys stay the days, so chosen columns hold week to week). */
const rosterColumns = (weekStart: string): GridColumn<RosterLine>[] => [
  {
    key: 'user',
    title: 'User',
    fixed: 'left',
    sortable: true,
    value: (line) => line.name,
    render: (line) => (
      <span>
        {line.name}
        <br />
        <Typography.Text type="secondary">{line.userName}</Typography.Text>
      </span>
    ),
  },
  ...DAYS.map((day, i): GridColumn<RosterLine> => ({
    key: day,
    title: `${capitalised(day)} ${addDays(weekStart, i).slice(5)}`,
    value: (line) => {
      const shift = line.days[day];
      return shift ? `${shift.shiftStart}-${shift.shiftEnd} ${shift.locationCode}` : 'off';
    },
    render: (line) => {
      const shift = line.days[day];
      return shift ? (
        <span style={{ whiteSpace: 'nowrap' }}>
          {shift.shiftStart}–{shift.shiftEnd}
          <br />
          <Typography.Text type="secondary">{shift.locationCode}</Typography.Text>
        </span>
      ) : (
        <Typography.Text type="secondary">off</Typography.Text>
      );
    },
  })),
];

/**
 * Chooses the roster week: the previous or next one, this week, or the week of any date (snapped to its
 * Monday). "This week" is the vertical's: its time zone decides what today is.
 */
const WeekPicker = ({
  weekStart,
  today,
  onChange,
}: {
  weekStart: string;
  today: string;
  onChange: (w: string) => void;
}) => (
  <Flex wrap gap="small" align="center">
    <Button onClick={() => onChange(addDays(weekStart, -7))}>Previous week</Button>
    <Button onClick={() => onChange(weekStartOf(today))}>This week</Button>
    <Button onClick={() => onChange(addDays(weekStart, 7))}>Next week</Button>
    <DateInput
      aria-label="Week of"
      value={weekStart}
      allowClear={false}
      onChange={(day) => day !== undefined && isIsoDate(day) && onChange(weekStartOf(day))}
      style={{ width: 170 }}
    />
  </Flex>
);

/** SPEC §7 V1 "roster upload and get": the week's shifts per user and day, and the upload of a week. */
export const UsersRosterTab = () => {
  const { vertical } = useVertical();
  const today = todayIn(vertical?.country ?? 'IN');
  const [weekStart, setWeekStart] = useState(() => weekStartOf(today));
  const week = useRosterWeek(weekStart);
  const lines = useMemo(() => rosterLines(week.data ?? []), [week.data]);
  const columns = useMemo(() => rosterColumns(weekStart), [weekStart]);
  return (
    <Flex vertical gap="middle">
      <WeekPicker weekStart={weekStart} today={today} onChange={setWeekStart} />
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        Week of {weekStart} to {addDays(weekStart, 6)}
      </Typography.Title>
      <DataGrid<RosterLine>
        gridKey={ROSTER_GRID_KEY}
        aria-label="Roster of the week"
        compact
        rowKey={(line) => line.userId}
        rows={lines}
        columns={columns}
        loading={week.isLoading}
        error={week.error}
        onRetry={() => void week.refetch()}
        emptyText="Nobody is rostered this week."
        exportFileName={`roster-${weekStart}`}
      />
      <Can action="MANAGE_USERS">
        <Divider style={{ margin: '8px 0' }} />
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          Upload a roster
        </Typography.Title>
        <RosterUpload weekStart={weekStart} />
      </Can>
    </Flex>
  );
};
