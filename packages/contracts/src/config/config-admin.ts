import { z } from 'zod';
import { FEATURES } from '@b2c/domain';
import { envelope } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { editableFields, verticalKeyField } from '../masterdata/masterdata-fields.ts';
import { verticalFlagsSchema } from './config.ts';

/**
 * /configs (issue 16): the feature matrix and the per-vertical flags, read by configMenu and changed by
 * MANAGE_CONFIG, one change at a time, each with a reason the audit keeps. Lists show only the
 * verticals of the caller's claims; a change names its vertical, which must be one of them.
 */

/** Why the change is made: kept in the audit beside old → new. */
export const changeReason = z.string().trim().min(3, 'must have at least 3 characters').max(300);

export const featureMatrixRow = z.object({
  feature: z.enum(FEATURES),
  /** The verticals (of the caller's claims) that see the feature. */
  verticals: z.array(z.string()),
  ...editableFields,
});
export type FeatureMatrixRow = z.infer<typeof featureMatrixRow>;

export const featureMatrixChange = z.object({
  feature: z.enum(FEATURES),
  vertical: verticalKeyField,
  enabled: z.boolean(),
  reason: changeReason,
  version: z.number().int().min(1),
});
export type FeatureMatrixChange = z.infer<typeof featureMatrixChange>;

export const verticalFlagsRow = z.object({
  vertical: z.string(),
  flags: verticalFlagsSchema,
  ...editableFields,
});
export type VerticalFlagsRow = z.infer<typeof verticalFlagsRow>;

/** SPEC's own wording, once a flag: named so that a change of it is refused in words, not as an unknown field. */
const specWording = (text: string) => z.never({ error: `is SPEC wording (${text}) and cannot be changed` }).optional();

/** The flags a change sets (only those it names); limits are the editor's. */
export const verticalFlagsEdit = verticalFlagsSchema
  .partial()
  .extend({
    stockInLabel: specWording('"Park" in AU, "Stock In" elsewhere'),
    scheduledTasksTitle: specWording('"SF Scheduled Logistics" in TH, "Scheduled Tasks" elsewhere'),
  })
  .strict();
export const verticalFlagsChange = z.object({
  vertical: verticalKeyField,
  flags: verticalFlagsEdit.refine((f) => Object.keys(f).length > 0, 'must name at least one flag'),
  reason: changeReason,
  version: z.number().int().min(1),
});
export type VerticalFlagsChange = z.infer<typeof verticalFlagsChange>;

const saved = <T extends z.ZodRawShape>(row: z.ZodObject<T>) => envelope(row.extend({ message: z.string() }));

const common = { tags: ['config'], service: 'config' } as const;
export const configAdminEndpoints = {
  featureMatrix: endpoint({
    ...common,
    method: 'GET',
    path: '/api/config/feature-matrix',
    response: envelope(z.array(featureMatrixRow)),
    access: 'configMenu',
  }),
  changeFeature: endpoint({
    ...common,
    method: 'PUT',
    path: '/api/config/feature-matrix',
    body: featureMatrixChange,
    response: saved(featureMatrixRow),
    access: 'MANAGE_CONFIG',
  }),
  verticalFlags: endpoint({
    ...common,
    method: 'GET',
    path: '/api/config/vertical-flags',
    response: envelope(z.array(verticalFlagsRow)),
    access: 'configMenu',
  }),
  changeFlags: endpoint({
    ...common,
    method: 'PUT',
    path: '/api/config/vertical-flags',
    body: verticalFlagsChange,
    response: saved(verticalFlagsRow),
    access: 'MANAGE_CONFIG',
  }),
};
