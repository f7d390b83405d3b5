import type { Driver, DriverInput } from '@b2c/contracts';
import type { BulkRollbackOutcome } from '@b2c/domain';
import { auditedFields } from './driver-service.ts';

/** The driver's fields a bulk row writes, as text, to be put back by a rollback (issue 29). */
export function keptDriver(d: Driver): Record<string, string | null> {
  // The audited fields, the one boolean as text like the rest.
  return { ...auditedFields(d), active: String(d.active) };
}

/** The single edit's input that puts the kept fields back, based on the driver's current version. */
export function driverInputOf(kept: Record<string, string | null>, version: number): DriverInput {
  return {
    version,
    name: kept.name ?? '',
    mobile: kept.mobile ?? '',
    email: kept.email ?? null,
    driverType: kept.driverType as DriverInput['driverType'],
    staffType: kept.staffType as DriverInput['staffType'],
    vendor: kept.vendor as DriverInput['vendor'],
    homeLocationCode: kept.homeLocationCode ?? null,
    active: kept.active === 'true',
  };
}

export interface DriverRevertResult {
  rollbackOutcome: BulkRollbackOutcome;
  rollbackMessage: string;
}

export const leftAsItIs = (who: string): DriverRevertResult => ({
  rollbackOutcome: 'LEFT',
  rollbackMessage: `Changed by ${who} since the upload; left as it is.`,
});
