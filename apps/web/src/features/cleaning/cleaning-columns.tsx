import { Tag } from 'antd';
import type { CleaningTask } from '@b2c/contracts';
import {
  CLEANING_TASK_STATE_LABELS,
  DONE_CLEANING_STATES,
  OPEN_CLEANING_STATES,
  type CleaningListing,
} from '@b2c/domain';
import type { GridColumn, GridFilterField } from '../../shared/data-table/data-grid-types.ts';
import type { useFormatters } from '../../shared/format/use-formatters.ts';
import { RowLink } from '../../shared/ui/row-link.tsx';
import { paths } from '../../shared/routing/paths.ts';

type Formatters = ReturnType<typeof useFormatters>;

/** Where a list's rows open: the QA detail or the history detail (SPEC §2). */
export const CLEANING_PATHS: Record<CleaningListing, string> = {
  CLEANING_QA: paths.cleaning.qa(),
  CLEANING_HISTORY: paths.cleaning.history(),
};

/** Colours whose text keeps 4.5:1 on its tag (antd's green, gold and cyan do not: axe measures cyan at under 4.5). */
const STATE_COLOURS: Record<CleaningTask['state'], string | undefined> = {
  UNASSIGNED: undefined,
  ASSIGNED: 'blue',
  QA_PENDING: 'purple',
  APPROVED: 'geekblue',
  REJECTED: 'red',
};
export const StateTag = ({ state }: { state: CleaningTask['state'] }) => (
  <Tag color={STATE_COLOURS[state]}>{CLEANING_TASK_STATE_LABELS[state]}</Tag>
);

/** A photo's thumbnail: always an <img> of the signed link, never markup from the file. */
const thumb = (photo: CleaningTask['before'], label: string) =>
  photo ? <img src={photo.url} alt={label} width={48} height={36} style={{ objectFit: 'cover' }} /> : '—';

export const cleaningColumns = (listing: CleaningListing, f: Formatters): GridColumn<CleaningTask>[] => {
  const history = listing === 'CLEANING_HISTORY';
  return [
    {
      key: 'appointmentId',
      title: 'Car',
      sortable: true,
      value: (r) => r.appointmentId,
      render: (r) => <RowLink to={`${CLEANING_PATHS[listing]}/${r.id}`}>{r.appointmentId}</RowLink>,
    },
    { key: 'locationCode', title: 'Location', sortable: true, value: (r) => r.locationCode },
    {
      key: 'state',
      title: history ? 'Outcome' : 'State',
      sortable: true,
      value: (r) => CLEANING_TASK_STATE_LABELS[r.state],
      render: (r) => <StateTag state={r.state} />,
    },
    { key: 'round', title: 'Round', sortable: true, value: (r) => r.round },
    { key: 'cleanerName', title: 'Cleaner', sortable: true, value: (r) => r.cleanerName ?? '' },
    { key: 'createdAt', title: 'Created', sortable: true, value: (r) => f.dateTime(r.createdAt) },
    { key: 'submittedAt', title: 'Submitted', sortable: true, value: (r) => f.dateTime(r.submittedAt) },
    ...(history
      ? [
          {
            key: 'reviewedAt',
            title: 'Reviewed',
            sortable: true,
            value: (r: CleaningTask) => f.dateTime(r.reviewedAt),
          },
          { key: 'reviewedBy', title: 'Reviewed by', value: (r: CleaningTask) => r.reviewedBy ?? '' },
        ]
      : []),
    { key: 'before', title: 'Before', exportable: false, render: (r) => thumb(r.before, `Before, ${r.appointmentId}`) },
    { key: 'after', title: 'After', exportable: false, render: (r) => thumb(r.after, `After, ${r.appointmentId}`) },
  ];
};

const stateOptions = (states: readonly CleaningTask['state'][]) =>
  states.map((s) => ({ label: CLEANING_TASK_STATE_LABELS[s], value: s }));

export const cleaningFilters = (listing: CleaningListing): GridFilterField[] => [
  { name: 'appointmentId', label: 'Car', type: 'text', primary: true, placeholder: 'Appointment id' },
  listing === 'CLEANING_QA'
    ? { name: 'state', label: 'State', type: 'select', options: stateOptions(OPEN_CLEANING_STATES), primary: true }
    : { name: 'outcome', label: 'Outcome', type: 'select', options: stateOptions(DONE_CLEANING_STATES), primary: true },
  { name: 'locationCode', label: 'Location code', type: 'text' },
  { name: 'from', label: listing === 'CLEANING_QA' ? 'Created from' : 'Reviewed from', type: 'date' },
  { name: 'to', label: listing === 'CLEANING_QA' ? 'Created to' : 'Reviewed to', type: 'date' },
];
