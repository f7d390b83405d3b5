import type { Vertical } from '@b2c/domain';
import type { ZoneLocation } from '@b2c/contracts';
import type { Caller } from '../../plugins/auth.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';

/** A car as the audit sees it: what identifies it, and where the system holds it now. */
export interface AuditedCar {
  appointmentId: string;
  registrationNumber: string | null;
  chassisNumber: string | null;
  make: string;
  model: string;
  year: number;
  locationCode: string | null;
  locationStatus: string | null;
  locationSince: Date | null;
}

/**
 * What a yard audit needs of other areas (DESIGN §2: a module never imports another), passed in by app.ts:
 * locations by code, the inventory's cars, trail and missing-car requests, and the movement area's
 * stock-in service.
 */
export interface YardAuditDeps {
  locations: { byCodes(v: Vertical, codes: readonly string[]): Promise<ZoneLocation[]> };
  cars: {
    /** Every car the system holds at the location now, on the audit's transaction. */
    atLocation(tx: Executor, v: Vertical, locationCode: string): Promise<AuditedCar[]>;
    /** The car a registration, chassis number or appointment id names, if any. */
    byIdentifier(v: Vertical, typed: string): Promise<AuditedCar | undefined>;
    /** A line on the car's own trail, in the caller's transaction. */
    noteOnTrail(tx: Executor, caller: Caller, appointmentId: string, action: string, note: string): Promise<void>;
    /** A mark-lost request for an approver; `alongside` runs in its transaction with the request's id. */
    requestMarkMissing(
      caller: Caller,
      appointmentId: string,
      request: { missingFrom: string; remarks: string },
      alongside: (tx: Executor, pendingActionId: number) => Promise<void>,
    ): Promise<{ id: number }>;
  };
  /** The stock-in service (its rules, permission, audit and Idempotency-Key), with `alongside` in its transaction. */
  stockInHere(
    caller: Caller,
    appointmentId: string,
    locationCode: string,
    extra: { comment: string; idempotencyKey: string; alongside: (tx: Executor) => Promise<void> },
  ): Promise<unknown>;
}
