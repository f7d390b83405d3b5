import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { AddButton } from '../../shared/ui/add-button.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { driverGrid } from './driver-api.ts';
import { driverColumns, driverFilters } from './driver-columns.tsx';
import { paths } from '../../shared/routing/paths.ts';

/** SPEC §2 /driver: the vertical's drivers (crudDriver covers reading and writing them). */
export const DriverListPage = () => (
  <PageCard title="Drivers" extra={<AddButton to={paths.driver.add()}>Add driver</AddButton>}>
    <DataGrid
      {...driverGrid}
      columns={driverColumns}
      filters={driverFilters}
      rowKey={(row) => row.id}
      exportFileName="drivers"
    />
  </PageCard>
);
