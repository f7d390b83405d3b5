import { z } from 'zod';
import { FEATURES, UI_PERMISSIONS, ACTION_PERMISSIONS } from '@b2c/domain';
import { envelope } from '../common.ts';
import { endpoint } from '../endpoint.ts';

const booleanMap = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>);

export const verticalFlagsSchema = z.object({
  showTargetPrice: z.boolean(),
  keyManagement: z.boolean(),
  locusId: z.boolean(),
  roadTax: z.boolean(),
  gpsTracker: z.boolean(),
  reserveButton: z.boolean(),
  futureDateRestriction: z.boolean(),
  bigDealerActive: z.boolean(),
  stockInBy: z.enum(['REGISTRATION_NUMBER', 'CHASSIS_NUMBER']).nullable(),
  identifierRule: z.enum(['ALPHANUMERIC', 'THAI_ALPHANUMERIC_HYPHEN']),
  defaultPageSize: z.union([z.literal(10), z.literal(30)]),
  keyOutOverdueHours: z.number().int().min(1).max(720),
  staleStockDays: z.number().int().min(1).max(365),
});

/** GET /api/config/ui-rules — what the caller may see and do in the vertical of the request headers. */
export const uiRules = z.object({
  uiPermissions: booleanMap(UI_PERMISSIONS),
  actionPermissions: booleanMap(ACTION_PERMISSIONS),
  groups: z.array(z.string()),
  bigDealerActive: z.boolean(),
  stockInBy: z.enum(['REGISTRATION_NUMBER', 'CHASSIS_NUMBER']).nullable(),
  flags: verticalFlagsSchema,
  features: booleanMap(FEATURES),
});
export type UiRules = z.infer<typeof uiRules>;
export const uiRulesResponse = envelope(uiRules);

/** GET /api/config/contact-person-details — whom operations staff call, per vertical. */
export const contactPerson = z.object({
  name: z.string(),
  role: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type ContactPerson = z.infer<typeof contactPerson>;
export const contactPersonsResponse = envelope(z.array(contactPerson));

/** The config area's endpoints: what every signed-in user of the vertical reads. */
const common = { method: 'GET', access: 'authenticated', tags: ['config'] } as const;
export const configEndpoints = {
  uiRules: endpoint({ ...common, path: '/api/config/ui-rules', response: uiRulesResponse, service: 'config' }),
  // The panel has always sent this one to the inventory host (SPEC §7 lists both under the inventory service).
  contactPersons: endpoint({
    ...common,
    path: '/api/config/contact-person-details',
    response: contactPersonsResponse,
    service: 'inventory',
  }),
};
