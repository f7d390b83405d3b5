import {
  SPECIAL_GROUPS,
  type ActionPermission,
  type Feature,
  type SpecialGroup,
  type UiPermission,
  type Vertical,
} from '@b2c/domain';
import type { UiRules } from '@b2c/contracts';
import { paths, type PanelPath, type Paths, type SecureArea } from './paths.ts';

/**
 * What a secure route needs. Every route declares one, even when it is `NO_ROUTE_GUARD` (DESIGN §4).
 * The API enforces the same keys again; this only spares the user a screen full of 403s.
 */
export interface RouteAccess {
  permission?: UiPermission;
  /** A screen outside SPEC's menu that needs an action permission (the Errors screen: VIEW_ERRORS). */
  action?: ActionPermission;
  feature?: Feature;
  group?: SpecialGroup;
  /** A vertical switch of the UI rules the screen also needs (SPEC §6: big dealer needs bigDealerActive). */
  uiRule?: 'bigDealerActive';
}

export const NO_ROUTE_GUARD: RouteAccess = {};

/** SPEC §6 route guards, one entry per guarded area. Feature route modules pick theirs from here. */
export const ROUTE_ACCESS = {
  inventory: { permission: 'inventoryMenu' },
  logistic: { permission: 'logisticMenu' },
  driver: { permission: 'crudDriver' },
  userManagementV2: { permission: 'userManagementMenu' },
  // SPEC gives V1 no guard of its own; it is the same user data as V2, so the same permission.
  userManagementV1: { permission: 'userManagementMenu' },
  location: { permission: 'masterdataMenu' },
  masterdata: { permission: 'masterdataMenu' },
  bulkUpload: { permission: 'bulkUpload' },
  documentPendency: { permission: 'documentsMenu' },
  bigDealer: { permission: 'bigDealerMenu', uiRule: 'bigDealerActive' },
  carCleaningQa: { permission: 'carCleaningQa' },
  carCleaningHistory: { permission: 'carCleaningHistory' },
  trainingTutorials: { permission: 'trainingTutorials' },
  scheduledTasks: { feature: 'scheduledTasks' },
  configs: { permission: 'configMenu', feature: 'configs' },
  /** SPEC §6: not blocked by the guard, except that it needs the configs flag. */
  c2bSlots: { feature: 'configs' },
  userPreferences: { feature: 'userPreferences', group: 'CC_ADMIN' },
  keyManagement: NO_ROUTE_GUARD,
  fastag: NO_ROUTE_GUARD,
  /** Issue 25: administrators only; reached from the user menu, not the sidebar. */
  errors: { action: 'VIEW_ERRORS' },
  /** Issue 28: reached from the stock-in icon's menu and a location's page, not the sidebar. */
  yardAudit: { action: 'YARD_AUDIT' },
  /**
   * Issue 29: every signed-in user lands here; each tile asks its own permission, and a user who may
   * open nothing reads what they may do and whom to ask.
   */
  dashboard: NO_ROUTE_GUARD,
} as const satisfies Record<string, RouteAccess>;

/** One guard for every screen of an area. */
const whole = <A extends SecureArea>(area: A, access: RouteAccess) =>
  Object.fromEntries(Object.keys(paths[area]).map((screen) => [screen, access])) as Record<keyof Paths[A], RouteAccess>;

const {
  userManagementV2: v2,
  userManagementV1,
  configs,
  c2bSlots,
  carCleaningQa: qa,
  carCleaningHistory: history,
} = ROUTE_ACCESS;

/**
 * Every secure screen's guard, keyed by the same definitions as its path (paths.ts): a route module takes
 * its access from here (`screenRoute(paths.driver.add, …)`), and a new path without a guard does not compile.
 */
export const PATH_ACCESS = {
  dashboard: whole('dashboard', ROUTE_ACCESS.dashboard),
  inventory: whole('inventory', ROUTE_ACCESS.inventory),
  movement: whole('movement', ROUTE_ACCESS.logistic),
  driver: whole('driver', ROUTE_ACCESS.driver),
  users: { list: v2, add: v2, detail: v2, v1: userManagementV1 },
  preference: whole('preference', ROUTE_ACCESS.userPreferences),
  location: whole('location', ROUTE_ACCESS.location),
  masterdata: whole('masterdata', ROUTE_ACCESS.masterdata),
  bulk: whole('bulk', ROUTE_ACCESS.bulkUpload),
  config: { list: configs, c2bSlots, c2bSlotAdd: c2bSlots, c2bSlotEdit: c2bSlots },
  document: whole('document', ROUTE_ACCESS.documentPendency),
  key: whole('key', ROUTE_ACCESS.keyManagement),
  dealer: whole('dealer', ROUTE_ACCESS.bigDealer),
  scheduled: whole('scheduled', ROUTE_ACCESS.scheduledTasks),
  fastag: whole('fastag', ROUTE_ACCESS.fastag),
  cleaning: { qa, qaDetail: qa, history, historyDetail: history },
  tutorial: whole('tutorial', ROUTE_ACCESS.trainingTutorials),
  errors: whole('errors', ROUTE_ACCESS.errors),
  yardAudit: whole('yardAudit', ROUTE_ACCESS.yardAudit),
} as const satisfies { [A in SecureArea]: Record<keyof Paths[A], RouteAccess> };

const ACCESS_BY_PATTERN = new Map<string, RouteAccess>(
  (Object.keys(PATH_ACCESS) as SecureArea[]).flatMap((area) =>
    Object.entries(PATH_ACCESS[area]).map(([screen, access]) => {
      const definition = (paths[area] as Record<string, PanelPath>)[screen];
      return [definition?.pattern ?? '', access] as const;
    }),
  ),
);

/** The guard of a secure screen's path definition; a public path has none (a programming error). */
export const accessOf = (path: PanelPath): RouteAccess => {
  const access = ACCESS_BY_PATTERN.get(path.pattern);
  if (!access) throw new Error(`${path.pattern} is not a secure screen: it has no route access`);
  return access;
};

/** Everything an access or visibility decision reads: the rules of the vertical and the stored groups. */
export interface AccessContext {
  uiRules: UiRules;
  groups: readonly string[];
  vertical: Vertical;
}

export const hasGroup = (ctx: AccessContext, group: SpecialGroup): boolean =>
  ctx.groups.includes(SPECIAL_GROUPS[group]);

export const canOpenRoute = (access: RouteAccess, ctx: AccessContext): boolean =>
  (!access.permission || ctx.uiRules.uiPermissions[access.permission]) &&
  (!access.action || ctx.uiRules.actionPermissions[access.action]) &&
  (!access.feature || ctx.uiRules.features[access.feature]) &&
  (!access.group || hasGroup(ctx, access.group)) &&
  (!access.uiRule || ctx.uiRules[access.uiRule]);
