import type { Vertical } from '@b2c/domain';
import type { Driver, DriverInput, ZoneLocation } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { auditCreated } from '../../plugins/audit.ts';
import { updateAudited } from '../../plugins/audited-update.ts';
import { badRequest, conflict, notFound } from '../../plugins/http-errors.ts';
import { driverRepository, type DriverFilter, type DriverRow } from './driver-repository.ts';

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
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
});

const auditedFields = (d: Omit<DriverInput, 'id' | 'version'>) => ({
  name: d.name,
  mobile: d.mobile,
  email: d.email,
  driverType: d.driverType,
  staffType: d.staffType,
  vendor: d.vendor,
  homeLocationCode: d.homeLocationCode,
  active: d.active,
});

export function driverService(db: Db, deps: { locations: LocationLookup }) {
  async function checkHome(v: Vertical, code: string | null): Promise<void> {
    if (code === null) return;
    const [home] = await deps.locations.byCodes(v, [code]);
    if (!home)
      throw badRequest(
        `Location ${code} is not a location of ${v.country} ${v.vehicleType}.`,
        'body.0.homeLocationCode',
      );
  }
  const duplicateMobile = (mobile: string) => conflict(`A driver with mobile ${mobile} already exists.`);

  return {
    list: async (v: Vertical, q: DriverFilter & { page: number; size: number; sort?: string | undefined }) =>
      (await driverRepository(db).list(v, q)).map(toDriver),
    count: (v: Vertical, q: DriverFilter) => driverRepository(db).count(v, q),

    async get(v: Vertical, id: number): Promise<Driver> {
      const row = await driverRepository(db).byId(v, id);
      if (!row) throw notFound(`Driver ${id}`);
      return toDriver(row);
    },

    /** SPEC §7: the panel posts its saved items; the first one is the driver to create. */
    async create(caller: Caller, items: DriverInput[]): Promise<Driver> {
      const input = items[0]!;
      const v = caller.vertical;
      if (input.id !== undefined)
        throw badRequest('A new driver has no id; to update one, post to ?id={id}.', 'body.0.id');
      await checkHome(v, input.homeLocationCode);
      return db.transaction(async (tx) => {
        const repo = driverRepository(tx);
        if (await repo.byMobile(v, input.mobile)) throw duplicateMobile(input.mobile);
        const row = await repo.insert({ ...v, ...auditedFields(input), updatedBy: caller.userName });
        await auditCreated(tx, caller, DRIVER_ENTITY, row.id, auditedFields(row));
        return toDriver(row);
      });
    },

    /** SPEC §7: POST ?id={id} with the id added to the body; both must name the same driver. */
    async update(caller: Caller, id: number, items: DriverInput[]): Promise<Driver> {
      const input = items[0]!;
      const v = caller.vertical;
      if (input.id !== undefined && input.id !== id)
        throw badRequest(`The body names driver ${input.id}, the URL driver ${id}.`, 'body.0.id');
      if (!(await driverRepository(db).byId(v, id))) throw notFound(`Driver ${id}`);
      if (input.version === undefined) throw badRequest('version is required to update a driver.', 'body.0.version');
      await checkHome(v, input.homeLocationCode);
      return db.transaction(async (tx) => {
        const repo = driverRepository(tx);
        const row = await updateAudited(tx, caller, {
          entity: DRIVER_ENTITY,
          id,
          label: () => `Driver ${id}`,
          version: input.version!,
          lock: () => repo.byId(v, id, true),
          fieldsOf: auditedFields,
          async check(current) {
            const clash = input.mobile === current.mobile ? undefined : await repo.byMobile(v, input.mobile);
            if (clash) throw duplicateMobile(input.mobile);
          },
          next: () => auditedFields(input),
          write: (values) => repo.update(v, id, values),
        });
        return toDriver(row);
      });
    },
  };
}
export type DriverService = ReturnType<typeof driverService>;
