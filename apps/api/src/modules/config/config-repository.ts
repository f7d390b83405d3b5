import { and, eq } from 'drizzle-orm';
import {
  FEATURES,
  storedOverDefaults,
  type Feature,
  type FeatureMatrix,
  type Vertical,
  type VerticalFlags,
  type VerticalKey,
} from '@b2c/domain';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { contactPersons, featureMatrix, verticalFlags } from './config-tables.ts';

export function configRepository(db: Executor) {
  return {
    async featureMatrix(): Promise<FeatureMatrix> {
      const rows = await db.select().from(featureMatrix);
      const stored = new Map(rows.map((r) => [r.feature, r.verticals as VerticalKey[]]));
      // A feature missing from the table is visible nowhere until someone configures it.
      const matrix = {} as Record<Feature, readonly VerticalKey[]>;
      for (const f of FEATURES) matrix[f] = stored.get(f) ?? [];
      return matrix;
    },

    async flags(vertical: Vertical): Promise<VerticalFlags> {
      const [row] = await db
        .select()
        .from(verticalFlags)
        .where(and(eq(verticalFlags.country, vertical.country), eq(verticalFlags.vehicleType, vertical.vehicleType)));
      // Stored flags override the defaults field by field, so a flag added later has a value everywhere.
      return storedOverDefaults(vertical, row?.flags as Partial<Record<string, unknown>> | undefined);
    },

    contactPersons(vertical: Vertical) {
      return db
        .select({
          name: contactPersons.name,
          role: contactPersons.role,
          email: contactPersons.email,
          phone: contactPersons.phone,
        })
        .from(contactPersons)
        .where(and(eq(contactPersons.country, vertical.country), eq(contactPersons.vehicleType, vertical.vehicleType)))
        .orderBy(contactPersons.name);
    },
  };
}
export type ConfigRepository = ReturnType<typeof configRepository>;
