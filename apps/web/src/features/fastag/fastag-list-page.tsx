import { useState } from 'react';
import { Button, Empty } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { fastagGrid, useFastagTotal } from './fastag-api.ts';
import { fastagColumns, fastagFilters } from './fastag-columns.tsx';
import { FastagConfigDialog } from './fastag-config-dialog.tsx';

/**
 * SPEC §2 /fastag: the vertical's FASTag orders. Always reachable (SPEC §6); a vertical that sells no
 * tags says so instead of showing an empty grid. Admins (MANAGE_CONFIG) edit the vertical's config here.
 */
export const FastagListPage = () => {
  const { uiRules, vertical } = useAccess();
  const total = useFastagTotal();
  const [configOpen, setConfigOpen] = useState(false);
  const mayConfigure = uiRules.actionPermissions.MANAGE_CONFIG;
  return (
    <PageCard
      title="FASTag"
      extra={
        mayConfigure ? (
          <Button icon={<SettingOutlined />} onClick={() => setConfigOpen(true)}>
            Config
          </Button>
        ) : null
      }
    >
      {total.data === 0 ? (
        <Empty
          description={`No FASTag orders in ${vertical.country} ${vertical.vehicleType}. Orders appear here when a FASTag is sold with a car.`}
        />
      ) : (
        <DataGrid
          {...fastagGrid}
          columns={fastagColumns}
          filters={fastagFilters}
          rowKey={(row) => row.id}
          exportFileName="fastag-orders"
        />
      )}
      {configOpen ? <FastagConfigDialog onClose={() => setConfigOpen(false)} /> : null}
    </PageCard>
  );
};
