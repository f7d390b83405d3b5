import { pincodeProblem, type Vertical } from '@b2c/domain';
import type { Pincode, PincodeInput, PincodeUpdate } from '@b2c/contracts';
import type { TransactionalExecutor } from '../../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../../plugins/auth.ts';
import { auditedEntity, editStampOf } from '../../../kits/audited-entity.ts';
import type { Paged } from '../../../plugins/db/vertical-list.ts';
import { badRequest } from '../../../kits/http-errors.ts';
import { cityDirectory } from '../geo/geo-service.ts';
import { pincodeRepository, type PincodeFilter, type PincodeRow } from './pincode-repository.ts';
import { pincodes as pincodeTable } from '../masterdata-tables.ts';

export const PINCODE_ENTITY = 'pincode';

const toPincode = (r: PincodeRow): Pincode => ({
  id: r.id,
  pincode: r.pincode,
  cityCode: r.cityCode,
  area: r.area,
  serviceable: r.serviceable,
  active: r.active,
  ...editStampOf(r),
});

export const auditedFields = (p: PincodeInput) => ({
  pincode: p.pincode,
  cityCode: p.cityCode,
  area: p.area,
  serviceable: p.serviceable,
  active: p.active,
});

/** A pincode is unique in its vertical, on create and on an edit that changes it. */
/** The contract only knows digits; the length is the caller's country's (domain PINCODE_DIGITS). */
const checkFormat = (v: Vertical, pincode: string) => {
  const problem = pincodeProblem(pincode, v.country);
  if (problem) throw badRequest(`Pincode ${problem}.`, 'body.pincode');
};

const uniquePincode = (pincode: string) => ({ values: { pincode }, message: `Pincode ${pincode} already exists.` });

/** `db` may be a transaction: a bulk upload's rollback (issue 29) runs the single edit in its own. */
export function pincodeService(db: TransactionalExecutor) {
  const pincodes = auditedEntity(db, {
    table: pincodeTable,
    entity: PINCODE_ENTITY,
    noun: 'Pincode',
    nameOf: (r) => r.pincode,
    fieldsOf: auditedFields,
  });
  const checkCity = (v: Vertical, cityCode: string) => cityDirectory(db).assertCities(v, { 'body.cityCode': cityCode });

  return {
    list: async (caller: Caller, q: PincodeFilter & Paged) =>
      (await pincodeRepository(db).list(caller.vertical, q)).map(toPincode),
    count: (caller: Caller, q: PincodeFilter) => pincodeRepository(db).count(caller.vertical, q),

    async create(caller: Caller, input: PincodeInput): Promise<Pincode> {
      checkFormat(caller.vertical, input.pincode);
      await checkCity(caller.vertical, input.cityCode);
      return toPincode(await pincodes.create(caller, { values: input, unique: uniquePincode(input.pincode) }));
    },

    update: async (caller: Caller, id: number, input: PincodeUpdate): Promise<Pincode> =>
      toPincode(
        await pincodes.update(caller, id, {
          version: input.version,
          before: async () => {
            checkFormat(caller.vertical, input.pincode);
            await checkCity(caller.vertical, input.cityCode);
          },
          unique: uniquePincode(input.pincode),
          next: () => auditedFields(input),
        }),
      ),
  };
}
export type PincodeService = ReturnType<typeof pincodeService>;
