import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  INVENTORY_MOVEMENT_ID_ACTIONS,
  inventoryEndpoints,
  movementLogisticEndpoints,
  movementEndpoints as api,
  type CreatePickupRequestBody,
  type MovementDetailsBody,
  type MovementUpdateBody,
  type MovementView,
  type SetLogisticBody,
} from '@b2c/contracts';
import { MESSAGES, isOneOf, type MovementAction } from '@b2c/domain';
import { call } from '../../shared/api/call.ts';
import { useRefreshCar } from '../../shared/resources/car-cache.ts';
import { logisticKeys } from './logistic-api.ts';

/** SPEC §8's toast per action; the server's `message` covers the actions SPEC gives no wording for. */
export const ACTION_TOASTS: Partial<Record<MovementAction, string>> = {
  TRIP_START: MESSAGES.tripStarted,
  TRIP_END: MESSAGES.tripEnded,
  STOCK_IN: MESSAGES.inventoryStockedIn,
  STOCK_OUT: MESSAGES.inventoryStockedOut,
  RETURN: MESSAGES.inventoryReturned,
};

/** Every write is based on the open movement's version, else the car's (the API checks the same one). */
export const baseVersion = (view: MovementView): number => view.movement?.version ?? view.inventory.version;

export type MovementWrite =
  | { kind: 'create'; body: Omit<CreatePickupRequestBody, 'version'> }
  | { kind: 'update'; body: Omit<MovementUpdateBody, 'version'> }
  | { kind: 'details'; body: Omit<MovementDetailsBody, 'version'> }
  | { kind: 'vendor'; body: Omit<SetLogisticBody, 'version'> }
  | { kind: 'action'; action: MovementAction; locationCode?: string | undefined }
  | { kind: 'nextHop'; locationCode: string }
  | { kind: 'reschedule'; requestedPickupDate: string; slot: string }
  | { kind: 'notify' }
  | { kind: 'refresh' };

const send = (view: MovementView, write: MovementWrite): Promise<{ message: string }> => {
  const params = { id: view.inventory.id };
  const version = baseVersion(view);
  switch (write.kind) {
    case 'create':
      return call(api.create, { params, body: { ...write.body, version } });
    case 'update':
      return call(api.update, { params, body: { ...write.body, version } });
    case 'details':
      return call(api.details, { params, body: { ...write.body, version } });
    case 'vendor':
      return call(api.setVendor, { params, body: { ...write.body, version } });
    case 'action': {
      const body = { version, ...(write.locationCode ? { locationCode: write.locationCode } : {}) };
      // SPEC §7 puts stock in/out, return and the trips on the inventory's own path.
      return isOneOf(INVENTORY_MOVEMENT_ID_ACTIONS, write.action)
        ? call(inventoryEndpoints.idAction, { params, query: { action: write.action }, body })
        : call(api.act, { params, query: { action: write.action }, body });
    }
    case 'nextHop':
      return call(api.nextHop, { params, query: { locationCode: write.locationCode }, body: { version } });
    case 'reschedule':
      return call(api.reschedule, {
        params: { id: view.inventory.appointmentId },
        query: { tags: 'RESCHEDULED_INTERNAL' },
        body: { requestedPickupDate: write.requestedPickupDate, slot: write.slot, version },
      });
    case 'notify':
      return call(movementLogisticEndpoints.notifyVendor, { query: { appointmentId: view.inventory.appointmentId } });
    case 'refresh':
      return call(api.refresh, { params, body: { version } });
  }
};

/** SPEC §8 wording for a write that succeeded. */
export const successToast = (write: MovementWrite, serverMessage: string): string => {
  switch (write.kind) {
    case 'create':
      return MESSAGES.pickupRequestCreated;
    case 'update':
    case 'reschedule':
      return MESSAGES.pickupRequestUpdated;
    case 'details':
      return MESSAGES.movementDetailsUpdated;
    case 'vendor':
      return MESSAGES.logisticVendorSet;
    case 'nextHop':
      return MESSAGES.nextHopCreated;
    case 'notify':
      return MESSAGES.vendorEmailSent;
    case 'refresh':
      return MESSAGES.inventoryRefreshInitiated;
    case 'action':
      return ACTION_TOASTS[write.action] ?? serverMessage;
  }
};

/**
 * One hook for every movement write: afterwards the car is stale wherever it is cached (`useRefreshCar`);
 * a vendor e-mail also adds a row to the car's outbox list.
 */
export const useMovementWrite = (view: MovementView) => {
  const client = useQueryClient();
  const refreshCar = useRefreshCar();
  return useMutation({
    mutationFn: (write: MovementWrite) => send(view, write),
    onSuccess: (_result, write) =>
      Promise.all([
        refreshCar(),
        ...(write.kind === 'notify'
          ? [client.invalidateQueries({ queryKey: logisticKeys.outbox(view.inventory.appointmentId) })]
          : []),
      ]),
  });
};
