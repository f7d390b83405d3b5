import type { Permission } from '@b2c/domain';
import type { Db } from '../plugins/db/database.ts';
import type { TestApp } from './build-test-app.ts';
import { uploadedBulk } from './bulk-factories.ts';
import { inventoryUpdateService } from '../modules/inventory/inventory-update-service.ts';
import { inventoryLocationWriter } from '../modules/inventory/inventory-location-service.ts';
import { withdrawPendingAction } from '../modules/inventory/pending-action-withdrawal.ts';
import { configRepository } from '../modules/config/config-repository.ts';
import { usersRepository } from '../modules/users/users-repository.ts';
import { pincodeBulkService } from '../modules/masterdata/pincode/pincode-bulk-service.ts';
import { locationDirectory } from '../modules/location/location-service.ts';
import { pickupBulkUpload } from '../modules/movement/pickup-bulk-upload.ts';
import { driverBulkUpload } from '../modules/driver/driver-bulk-upload.ts';
import { dndBulkUpload } from '../modules/preference/dnd-bulk-upload.ts';
import { bulkApplyRunner, type CallerSnapshot } from '../modules/bulk/bulk-apply-job.ts';

/**
 * The bulk apply job wired as app.ts wires it, for tests that drive it directly (a crash between rows, a
 * resume): no pg-boss worker is involved. Pickup rows are refused, as no test here raises one. `log`
 * hears the job's errors (none by default).
 */
export function directBulkRunner(db: Db, log: { error(obj: object, msg: string): void } = { error: () => undefined }) {
  return bulkApplyRunner(db, {
    inventory: {
      find: (ex, v, appointmentId, lock) => inventoryLocationWriter.find(ex, v, { appointmentId }, lock),
      flags: (v) => configRepository(db).flags(v),
      updates: (ex, flags) => inventoryUpdateService(ex, { flags: async () => flags }),
      withdrawPending: withdrawPendingAction,
    },
    others: {
      PINCODE: {
        keyColumn: 'pincode',
        check: pincodeBulkService().check,
        apply: pincodeBulkService().upsert,
        revert: pincodeBulkService().revert,
      },
      PICKUP_REQUEST: pickupBulkUpload(db, {
        cars: inventoryLocationWriter,
        locationsOn: locationDirectory,
        raisePickup: () => Promise.reject(new Error('no pickup request in this test')),
      }),
      DRIVER: driverBulkUpload({ locationsOn: locationDirectory }),
      DND: dndBulkUpload({ featureMatrix: (ex) => configRepository(ex).featureMatrix() }),
    },
    permissionsOf: async (groups) => new Set((await usersRepository(db).permissionsOfGroups(groups)) as Permission[]),
    log: { info: () => undefined, error: (obj, msg) => log.error(obj, msg) },
  });
}

/** The seeded admin as the job stores the confirming caller (India cars). */
export const adminCallerSnapshot: CallerSnapshot = {
  subject: '1',
  userName: 'admin',
  name: 'Asha Admin',
  groups: ['ADMIN'],
  countries: ['IN'],
  vehicleTypes: ['CAR'],
  vertical: { country: 'IN', vehicleType: 'CAR' },
};

/** An upload that validated, set QUEUED by SQL as a confirmation would, but never sent to a worker. */
export async function queuedBulk(t: TestApp, headers: Record<string, string>, type: string, content: string) {
  const request = await uploadedBulk(t, headers, type, content);
  await t.database.pool.query(`update bulk_requests set status = 'QUEUED' where id = $1`, [request.id]);
  return request;
}
