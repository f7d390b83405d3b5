import type { Driver, DriverInput } from '@b2c/contracts';
import type { BulkRollbackOutcome } from '@b2c/domain';

/** The driver's fields a bulk row writes, as text, to be put back by a rollback (issue 29). */
export function keptDriver(d: Driver): Record<string, string | null> {
  return {
    name: d.name,
    mobile: d.mobile,
    email: d.email,
    driverType: d.driverType,
    staffType: d.staffType,
    vendor: d.vendor,
    homeLocationCode: d.homeLocationCode,
    active: String(d.active),
  };
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
