import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { countDrivers, DRIVER_GRID_KEY, fetchAllDrivers, fetchDriverPage } from './driver-api.ts';
import { driverColumns, driverFilters } from './driver-columns.tsx';

/** SPEC §2 /driver: the vertical's drivers (crudDriver covers reading and writing them). */
export const DriverListPage = () => {
  const navigate = useNavigate();
  return (
    <PageCard
      title="Drivers"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/driver/add')}>
          Add driver
        </Button>
      }
    >
      <DataGrid
        gridKey={DRIVER_GRID_KEY}
        columns={driverColumns}
        filters={driverFilters}
        rowKey={(row) => row.id}
        fetchPage={fetchDriverPage}
        fetchCount={countDrivers}
        fetchAll={fetchAllDrivers}
        exportFileName="drivers"
      />
    </PageCard>
  );
};
