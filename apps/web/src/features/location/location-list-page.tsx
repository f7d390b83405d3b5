import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Can } from '../../shared/auth/can.tsx';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { useCities } from '../../shared/resources/cities.ts';
import { countLocations, fetchAllLocations, fetchLocationPage, LOCATION_GRID_KEY } from './location-api.ts';
import { locationColumns, locationFilters } from './location-columns.tsx';

/** SPEC §2 /location: every store location of the vertical, in the shared grid. */
export const LocationListPage = () => {
  const navigate = useNavigate();
  const cities = useCities();
  const filters = useMemo(() => locationFilters(cities.data), [cities.data]);
  return (
    <PageCard
      title="Locations"
      extra={
        <Can action="MANAGE_MASTERDATA">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/location/addlocation')}>
            Add location
          </Button>
        </Can>
      }
    >
      <DataGrid
        gridKey={LOCATION_GRID_KEY}
        columns={locationColumns}
        filters={filters}
        rowKey={(row) => row.id}
        fetchPage={fetchLocationPage}
        fetchCount={countLocations}
        fetchAll={fetchAllLocations}
        exportFileName="locations"
      />
    </PageCard>
  );
};
