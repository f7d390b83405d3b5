import type { FastifyInstance } from 'fastify';
import { PREFERENCE_MESSAGES, SPECIAL_GROUPS, isFeatureEnabled, type FeatureMatrix } from '@b2c/domain';
import { forbidden } from '../../kits/http-errors.ts';

/** Where the feature matrix comes from (the config area's, passed in by app.ts). */
export type FeatureMatrixSource = () => Promise<FeatureMatrix>;

/**
 * SPEC §6: user preferences need the userPreferences feature in the caller's vertical AND the CC_ADMIN
 * group; no permission key says that, so every route of the module is checked here, after the sign-in
 * hook (which set `request.caller`) and before validation, so a refused caller learns nothing of the body.
 */
export function requireCcAdminAndFeature(app: FastifyInstance, featureMatrix: FeatureMatrixSource): void {
  app.addHook('onRequest', async (request) => {
    const { caller } = request;
    if (!caller.groups.includes(SPECIAL_GROUPS.CC_ADMIN)) throw forbidden(PREFERENCE_MESSAGES.ccAdminRequired);
    if (!isFeatureEnabled(await featureMatrix(), 'userPreferences', caller.vertical)) {
      const { country, vehicleType } = caller.vertical;
      throw forbidden(`User preferences are not enabled for ${country} ${vehicleType}.`);
    }
  });
}
