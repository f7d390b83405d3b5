import { Tag } from 'antd';
import { ERROR_GROUP_STATUSES, ERROR_SOURCES, type ErrorGroup } from '@b2c/contracts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import type { GridColumn, GridFilterField } from '../../shared/data-table/data-grid-types.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { RowLink } from '../../shared/ui/row-link.tsx';
import { errorsGrid } from './errors-api.ts';
import { SOURCE_LABELS, STATUS_LABELS } from './errors-labels.ts';
import { paths } from '../../shared/routing/paths.ts';

const filters: GridFilterField[] = [
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    primary: true,
    options: ERROR_GROUP_STATUSES.map((s) => ({ label: STATUS_LABELS[s], value: s })),
  },
  {
    name: 'source',
    label: 'Source',
    type: 'select',
    primary: true,
    options: ERROR_SOURCES.map((s) => ({ label: SOURCE_LABELS[s], value: s })),
  },
];

/** Issue 25 /errors: reported failures of the panel and the API, one row per group, newest first. */
export const ErrorsListPage = () => {
  const f = useFormatters();
  const columns: GridColumn<ErrorGroup>[] = [
    {
      key: 'title',
      title: 'Error',
      sortable: true,
      value: (r) => r.title,
      render: (r) => <RowLink to={paths.errors.detail(r.id)}>{r.title}</RowLink>,
    },
    { key: 'culprit', title: 'Where', value: (r) => r.culprit },
    { key: 'source', title: 'Source', value: (r) => SOURCE_LABELS[r.source] },
    { key: 'count', title: 'Events', sortable: true, value: (r) => r.count },
    { key: 'usersAffected', title: 'Users', value: (r) => r.usersAffected },
    { key: 'verticals', title: 'Verticals', value: (r) => r.verticals.join(', ') },
    { key: 'firstSeen', title: 'First seen', sortable: true, value: (r) => f.dateTime(r.firstSeen) },
    { key: 'lastSeen', title: 'Last seen', sortable: true, value: (r) => f.dateTime(r.lastSeen) },
    { key: 'release', title: 'Release', value: (r) => r.release },
    {
      key: 'status',
      title: 'Status',
      value: (r) => STATUS_LABELS[r.status],
      render: (r) => <Tag color={r.status === 'open' ? 'red' : 'green'}>{STATUS_LABELS[r.status]}</Tag>,
    },
  ];
  return (
    <PageCard title="Errors">
      <DataGrid<ErrorGroup> {...errorsGrid} columns={columns} filters={filters} rowKey={(r) => r.id} />
    </PageCard>
  );
};
