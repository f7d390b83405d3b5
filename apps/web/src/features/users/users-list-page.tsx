import { useMemo } from 'react';
import { Link } from 'react-router';
import { Space, Tabs } from 'antd';
import type { ManagedUser } from '@b2c/contracts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { Can } from '../../shared/auth/can.tsx';
import { AddButton } from '../../shared/ui/add-button.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { useGroups, useOrganisations, usersGrid } from './users-api.ts';
import { userColumns, userFilters } from './users-columns.tsx';
import { UsersGroupPanel } from './users-group-panel.tsx';
import { UsersOrganisationPanel } from './users-organisation-panel.tsx';
import { paths } from '../../shared/routing/paths.ts';

/** The V2 users grid: server paging, filters and count over the users of the current vertical. */
export const UsersGrid = () => {
  const { dateTime } = useFormatters();
  const groups = useGroups();
  const organisations = useOrganisations();
  const columns = useMemo(() => userColumns(dateTime), [dateTime]);
  const filters = useMemo(
    () => userFilters(groups.data ?? [], organisations.data ?? []),
    [groups.data, organisations.data],
  );
  return (
    <DataGrid<ManagedUser>
      {...usersGrid}
      columns={columns}
      filters={filters}
      rowKey={(row) => row.id}
      exportFileName="users"
    />
  );
};

/** SPEC §2 /ums: user management V2 — users, their groups and organisations. */
export const UsersListPage = () => (
  <PageCard
    title="User Management V2"
    extra={
      <Space wrap>
        {/* SPEC §2: V1 is never in the sidebar; this is the way to it. */}
        <Link to={paths.users.v1()}>Older user management (V1)</Link>
        <Can action="MANAGE_USERS">
          <AddButton to={paths.users.add()}>Add user</AddButton>
        </Can>
      </Space>
    }
  >
    <Tabs
      items={[
        { key: 'users', label: 'Users', children: <UsersGrid /> },
        { key: 'groups', label: 'Groups', children: <UsersGroupPanel /> },
        { key: 'organisations', label: 'Organisations', children: <UsersOrganisationPanel /> },
      ]}
    />
  </PageCard>
);
