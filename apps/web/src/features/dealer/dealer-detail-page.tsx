import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, Card, Flex } from 'antd';
import { dealerEndpoints } from '@b2c/contracts';
import { errorMessage } from '../../shared/api/api-error.ts';
import { AuditTrail } from '../../shared/audit/audit-trail.tsx';
import { Can } from '../../shared/auth/can.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { DEALER_GRID_KEY, useDealer } from './dealer-api.ts';
import { DealerAllocateDialog } from './dealer-allocate-dialog.tsx';
import { DealerForm } from './dealer-form.tsx';
import { DealerStockGrid } from './dealer-stock-grid.tsx';

const heading = (text: string) => <h2 style={{ margin: 0, fontSize: 16 }}>{text}</h2>;

/** /big-dealer/add. */
export const DealerAddPage = () => (
  <PageCard title="Add dealer">
    <DealerForm />
  </PageCard>
);

/** /big-dealer/{dealerId}: the edit form, the dealer's stock with the allocation, and its audit trail. */
export const DealerDetailPage = () => {
  const id = Number(useParams().dealerId);
  const detail = useDealer(id);
  const [allocating, setAllocating] = useState(false);
  if (!Number.isInteger(id) || id <= 0) return <Alert type="error" showIcon title="There is no such dealer." />;
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) return <Alert type="error" showIcon title={errorMessage(detail.error)} />;
  const dealer = detail.data;
  return (
    <Flex vertical gap={16}>
      <PageCard title={`Dealer ${dealer.name}`}>
        {/* A new version (after a save or a reload) starts the form again from the saved row. */}
        <DealerForm key={dealer.version} dealer={dealer} onReload={() => void detail.refetch()} />
      </PageCard>
      <Card
        title={heading(`Stock (${dealer.stockCount} of ${dealer.capacity})`)}
        extra={
          <Can action="MANAGE_DEALERS">
            <Button type="primary" disabled={!dealer.active} onClick={() => setAllocating(true)}>
              Allocate cars
            </Button>
          </Can>
        }
      >
        <DealerStockGrid dealer={dealer} />
      </Card>
      <Card title={heading('Audit trail')}>
        <AuditTrail endpoints={dealerEndpoints.audit} id={dealer.id} listGridKey={DEALER_GRID_KEY} />
      </Card>
      {allocating ? <DealerAllocateDialog dealer={dealer} onClose={() => setAllocating(false)} /> : null}
    </Flex>
  );
};
