import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router';
import { MovementPanel } from './movement-panel.tsx';

/** The props of the inventory area's `InventoryDetailView` this screen relies on. */
export interface DetailViewProps {
  inventoryId: string;
  extra?: ReactNode;
  backTo?: { path: string; label: string };
}

const BACK = { path: '/logistic', label: 'Back to logistics' };

/**
 * SPEC §2 `/logistic/{inventoryId}`: the inventory detail screen (given by the route's loader) with the
 * movement panel as its `extra`.
 */
export const logisticDetailPage = (DetailView: ComponentType<DetailViewProps>): ComponentType =>
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
