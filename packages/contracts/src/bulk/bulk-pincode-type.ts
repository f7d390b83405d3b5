import { z } from 'zod';
import { pincodeInput } from '../masterdata/masterdata.ts';

/**
 * The PINCODE bulk type (issue 15): master-data pincodes upserted by their pincode — an existing one of
 * the vertical is updated, a new one inserted — checked by the single create's own schema. A spreadsheet
 * has no booleans, so `serviceable` and `active` are read from text (true/false, yes/no, 1/0).
 */
const yesNo = z.stringbool({ error: 'must be true or false' });

export const BULK_PINCODE_TYPE = {
  label: 'Pincodes',
  columns: [
    { name: 'pincode', kind: 'text', required: true, hint: "the pincode, in the country's digits" },
    { name: 'cityCode', kind: 'text', required: true, hint: 'a city code of the country, e.g. DEL' },
    { name: 'area', kind: 'text', required: true, hint: 'the area name, 2 to 120 characters' },
    { name: 'serviceable', kind: 'text', required: false, hint: 'true (default) or false' },
    { name: 'active', kind: 'text', required: false, hint: 'true (default) or false' },
  ],
  row: pincodeInput.extend({ serviceable: yesNo.default(true), active: yesNo.default(true) }),
} as const;
export type BulkPincodeRow = z.infer<typeof BULK_PINCODE_TYPE.row>;
