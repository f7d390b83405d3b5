import type { Vertical } from '@b2c/domain';
import type { Driver, DriverInput, ZoneLocation } from '@b2c/contracts';
import type { TransactionalExecutor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';
import { auditedEntity, editStampOf } from '../../kits/audited-entity.ts';
import type { Paged } from '../../plugins/db/vertical-list.ts';
import { badRequest } from '../../kits/http-errors.ts';
import { driverRepository, type DriverFilter, type DriverRow } from './driver-repository.ts';
import { drivers } from './driver-tables.ts';

export const DRIVER_ENTITY = 'driver';

/** What drivers need of the location area (passed in, DESIGN §2). */
export interface LocationLookup {
  byCodes(v: Vertical, codes: readonly string[]): Promise<ZoneLocation[]>;
}

export const toDriver = (r: DriverRow): Driver => ({
  id: r.id,
  name: r.name,
  mobile: r.mobile,
  email: r.email,
  driverType: r.driverType,
  staffType: r.staffType,
  vendor: r.vendor,
  homeLocationCode: r.homeLocationCode,
  active: r.active,
  ...editStampOf(r),
});

export const auditedFields = (d: Omit<DriverInput, 'id' | 'version'>) => ({
  name: d.name,
  mobile: d.mobile,
  email: d.email,
  driverType: d.driverType,
  staffType: d.staffType,
  vendor: d.vendor,
  homeLocationCode: d.homeLocationCode,
  active: d.active,
});

/** A driver is known by a mobile no other driver of the vertical has, on create and on an edit. */
const uniqueMobile = (mobile: string) => ({
  values: { mobile },
  message: `A driver with mobile ${mobile} already exists.`,
});

/** `db` may be a transaction: bulk upload (issue 15) runs the single edit in its row's transaction. */
export function driverService(db: TransactionalExecutor, deps: { locations: LocationLookup }) {
  const driverRows = auditedEntity(db, {
    table: drivers,
    entity: DRIVER_ENTITY,
    noun: 'Driver',
    fieldsOf: auditedFields,
  });
  async function checkHome(v: Vertical, code: string | null): Promise<void> {
    if (code === null) return;
    const [home] = await deps.locations.byCodes(v, [code]);
    if (!home)
      throw badRequest(
        `Location ${code} is not a location of ${v.country} ${v.vehicleType}.`,
        'body.0.homeLocationCode',
      );
  }

  return {
    list: async (caller: Caller, q: DriverFilter & Paged) =>
      (await driverRepository(db).list(caller.vertical, q)).map(toDriver),
    count: (caller: Caller, q: DriverFilter) => driverRepository(db).count(caller.vertical, q),
    get: async (caller: Caller, id: number) => toDriver(await driverRows.get(caller.vertical, id)),

    /** SPEC §7: the panel posts its saved items; the first one is the driver to create. */
    async create(caller: Caller, items: DriverInput[]): Promise<Driver> {
      const input = items[0]!;
      if (input.id !== undefined)
        throw badRequest('A new driver has no id; to update one, post to ?id={id}.', 'body.0.id');
      await checkHome(caller.vertical, input.homeLocationCode);
      const row = await driverRows.create(caller, { values: auditedFields(input), unique: uniqueMobile(input.mobile) });
      return toDriver(row);
    },

    /** SPEC §7: POST ?id={id} with the id added to the body; both must name the same driver. */
    async update(caller: Caller, id: number, items: DriverInput[]): Promise<Driver> {
      const input = items[0]!;
      if (input.id !== undefined && input.id !== id)
        throw badRequest(`The body names driver ${input.id}, the URL driver ${id}.`, 'body.0.id');
      const row = await driverRows.update(caller, id, {
        // Checked in `before`, which runs before the version is read.
        version: input.version!,
        async before() {
          if (input.version === undefined)
            throw badRequest('version is required to update a driver.', 'body.0.version');
          await checkHome(caller.vertical, input.homeLocationCode);
        },
        unique: uniqueMobile(input.mobile),
        next: () => auditedFields(input),
      });
      return toDriver(row);
    },
  };
}
export type DriverService = ReturnType<typeof driverService>;
