import { useMemo } from 'react';
import { Can } from '../../shared/auth/can.tsx';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { useCities } from '../../shared/resources/cities.ts';
import { AddButton } from '../../shared/ui/add-button.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { locationGrid } from './location-api.ts';
import { locationColumns, locationFilters } from './location-columns.tsx';
import { paths } from '../../shared/routing/paths.ts';

/** SPEC §2 /location: every store location of the vertical, in the shared grid. */
export const LocationListPage = () => {
  const cities = useCities();
  const filters = useMemo(() => locationFilters(cities.data), [cities.data]);
  const add = (
    <Can action="MANAGE_MASTERDATA">
      <AddButton to={paths.location.add()}>Add location</AddButton>
    </Can>
  );
  return (
    <PageCard title="Locations" extra={add}>
      <DataGrid
        {...locationGrid}
        columns={locationColumns}
        filters={filters}
        rowKey={(row) => row.id}
        exportFileName="locations"
      />
    </PageCard>
  );
};
