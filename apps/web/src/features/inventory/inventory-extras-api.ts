import { useQuery } from '@tanstack/react-query';
import {
  auditLogEndpoints,
  inventoryFactEndpoints as facts,
  inventoryHistoryEndpoints as history,
} from '@b2c/contracts';
import { call } from '../../shared/api/call.ts';
import { inventoryKeys } from '../../shared/resources/inventory-keys.ts';

/*
 * The detail page's reads the API served without a screen (issue 19): the booked order, whether an
 * external delivery is allowed, how long the car has stood at its location, and the movement's audit
 * and field history. All sit under the car's keys, so a movement write or a stock-in refreshes them.
 */

// A minute's staleness, as for the other facts: switching tabs does not refetch.
const staleTime = 60_000;
/** A car's movement changes over its life fit in one page of the audit API. */
const MOVEMENT_AUDIT_ROWS = 200;

export const useBookedOrder = (appointmentId: string) =>
  useQuery({
    queryKey: inventoryKeys.facts(appointmentId, 'bookedOrder'),
    queryFn: () => call(facts.bookedOrder, { params: { id: appointmentId } }),
    staleTime,
  });

/** By the inventory's numeric id (the path SPEC names takes it). */
export const useExternalDelivery = (appointmentId: string, inventoryId: number) =>
  useQuery({
    queryKey: inventoryKeys.facts(appointmentId, 'externalDeliveryAllowed'),
    queryFn: () => call(facts.externalDelivery, { params: { id: inventoryId } }),
    staleTime,
  });

export const useHoldingPeriod = (appointmentId: string) =>
  useQuery({
    queryKey: inventoryKeys.facts(appointmentId, 'locationHoldingPeriod'),
    queryFn: () => call(facts.holdingPeriod, { params: { id: appointmentId } }),
    staleTime,
  });

/**
 * The movement's changes, newest first: every field (`field` undefined, the movement audit trail) or one
 * field's history (`…/v2/field/movement-field`).
 */
export const useMovementChanges = (appointmentId: string, field: string | undefined) =>
  useQuery({
    queryKey: [...inventoryKeys.around(appointmentId), 'movement-changes', field ?? '*'],
    queryFn: () =>
      field
        ? call(history.movementField, { query: { id: appointmentId, field, page: 0, size: MOVEMENT_AUDIT_ROWS } })
        : call(auditLogEndpoints.inventoryMovement.list, {
            params: { id: appointmentId },
            query: { page: 0, size: MOVEMENT_AUDIT_ROWS },
          }),
  });
