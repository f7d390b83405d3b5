import { ACTION_PERMISSIONS, UI_PERMISSIONS, featuresFor, type Vertical, type VerticalFlags } from '@b2c/domain';
import type { UiRules } from '@b2c/contracts';
import type { Caller } from '../../plugins/auth.ts';
import type { ConfigRepository } from './config-repository.ts';

const flagsOf = <K extends string>(keys: readonly K[], has: (k: K) => boolean) =>
  Object.fromEntries(keys.map((k) => [k, has(k)])) as Record<K, boolean>;

export function configService(repo: ConfigRepository, verticalFlags: (v: Vertical) => Promise<VerticalFlags>) {
  return {
    /** What the caller may see and do in the vertical of this request (SPEC §3 UI rules). */
    async uiRules(caller: Caller): Promise<UiRules> {
      const [matrix, flags] = await Promise.all([repo.featureMatrix(), verticalFlags(caller.vertical)]);
      return {
        uiPermissions: flagsOf(UI_PERMISSIONS, (p) => caller.permissions.has(p)),
        actionPermissions: flagsOf(ACTION_PERMISSIONS, (p) => caller.permissions.has(p)),
        groups: caller.groups,
        bigDealerActive: flags.bigDealerActive,
        stockInBy: flags.stockInBy,
        flags,
        features: featuresFor(matrix, caller.vertical),
      };
    },
    contactPersons: (caller: Caller) => repo.contactPersons(caller.vertical),
  };
}
