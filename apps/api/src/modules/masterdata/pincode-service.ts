import type { Vertical } from '@b2c/domain';
import type { Pincode, PincodeInput, PincodeUpdate } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { auditCreated } from '../../plugins/audit.ts';
import { updateAudited } from '../../plugins/audited-update.ts';
import { badRequest, conflict, notFound } from '../../plugins/http-errors.ts';
import { geoRepository } from './geo-repository.ts';
import { pincodeRepository, type PincodeFilter, type PincodeRow } from './pincode-repository.ts';

export const PINCODE_ENTITY = 'pincode';

const toPincode = (r: PincodeRow): Pincode => ({
  id: r.id,
  pincode: r.pincode,
  cityCode: r.cityCode,
  area: r.area,
  serviceable: r.serviceable,
  active: r.active,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
});

const auditedFields = (p: PincodeInput) => ({
  pincode: p.pincode,
  cityCode: p.cityCode,
  area: p.area,
  serviceable: p.serviceable,
  active: p.active,
});

export function pincodeService(db: Db) {
  async function checkCity(v: Vertical, cityCode: string): Promise<void> {
    const known = await geoRepository(db).existingCityCodes(v, [cityCode]);
    if (!known.has(cityCode)) throw badRequest(`City ${cityCode} is not a city of ${v.country}.`, 'body.cityCode');
  }

  return {
    list: async (v: Vertical, q: PincodeFilter & { page: number; size: number; sort?: string | undefined }) =>
      (await pincodeRepository(db).list(v, q)).map(toPincode),
    count: (v: Vertical, q: PincodeFilter) => pincodeRepository(db).count(v, q),

    async create(caller: Caller, input: PincodeInput): Promise<Pincode> {
      const v = caller.vertical;
      await checkCity(v, input.cityCode);
      return db.transaction(async (tx) => {
        const repo = pincodeRepository(tx);
        if (await repo.byPincode(v, input.pincode)) throw conflict(`Pincode ${input.pincode} already exists.`);
        const row = await repo.insert({ ...v, ...input, updatedBy: caller.userName });
        await auditCreated(tx, caller, PINCODE_ENTITY, row.id, auditedFields(row));
        return toPincode(row);
      });
    },

    async update(caller: Caller, id: number, input: PincodeUpdate): Promise<Pincode> {
      const v = caller.vertical;
      if (!(await pincodeRepository(db).byId(v, id))) throw notFound(`Pincode ${id}`);
      await checkCity(v, input.cityCode);
      return db.transaction(async (tx) => {
        const repo = pincodeRepository(tx);
        const row = await updateAudited(tx, caller, {
          entity: PINCODE_ENTITY,
          id,
          label: (current) => `Pincode ${current?.pincode ?? id}`,
          version: input.version,
          lock: () => repo.byId(v, id, true),
          fieldsOf: auditedFields,
          async check(current) {
            const clash = input.pincode === current.pincode ? undefined : await repo.byPincode(v, input.pincode);
            if (clash) throw conflict(`Pincode ${input.pincode} already exists.`);
          },
          next: () => auditedFields(input),
          write: (values) => repo.update(v, id, values),
        });
        return toPincode(row);
      });
    },
  };
}
export type PincodeService = ReturnType<typeof pincodeService>;
