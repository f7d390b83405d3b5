import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import type { MovementPanelProps } from '../../shared/routing/feature-route.ts';
import { InventoryDetailView } from './inventory-detail-page.tsx';

/**
 * SPEC §2 `/inventory/{inventoryId}`: the detail with the movement panel the movement area lends (a feature
 * never imports another), so every movement action — a pickup request for a car with no movement too — is
 * a click away, as on `/logistic/{inventoryId}`.
 */
export const inventoryDetailPage = (MovementPanel: ComponentType<MovementPanelProps>): ComponentType =>
  function InventoryDetailWithMovementPage() {
    const inventoryId = useParams().inventoryId ?? '';
    return <InventoryDetailView inventoryId={inventoryId} extra={<MovementPanel appointmentId={inventoryId} />} />;
  };
