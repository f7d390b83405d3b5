import type { ComponentType } from 'react';
import type { InventoryDetailViewProps } from '../../shared/routing/feature-route.ts';
import { useParams } from 'react-router';
import { MovementPanel } from './movement-panel.tsx';
import { paths } from '../../shared/routing/paths.ts';

const BACK = { path: paths.movement.list(), label: 'Back to logistics' };

/**
 * SPEC §2 `/logistic/{inventoryId}`: the inventory detail screen (given by the route's loader) with the
 * movement panel as its `extra`.
 */
export const logisticDetailPage = (DetailView: ComponentType<InventoryDetailViewProps>): ComponentType =>
  function LogisticDetailPage() {
    const inventoryId = useParams().inventoryId ?? '';
    return (
      <DetailView
        inventoryId={inventoryId}
        backTo={BACK}
        extra={<MovementPanel key={inventoryId} appointmentId={inventoryId} />}
      />
    );
  };
