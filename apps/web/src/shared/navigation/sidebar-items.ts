import { scheduledTasksTitle, type Feature } from '@b2c/domain';
import { canOpenRoute, hasGroup, ROUTE_ACCESS, type AccessContext } from '../routing/route-access.ts';

export interface SidebarItemRule {
  id: Feature;
  title: (ctx: AccessContext) => string;
  /** SPEC §6 sidebar rule, on top of the feature matrix that every item obeys. */
  visible: (ctx: AccessContext) => boolean;
}

const fixed = (title: string) => () => title;
const perm = (ctx: AccessContext, key: keyof AccessContext['uiRules']['uiPermissions']) =>
  ctx.uiRules.uiPermissions[key];

/**
 * Every SPEC §2 sidebar item, in SPEC order, with its SPEC §6 rule. An item is drawn only when a feature
 * route module claims it (see sidebar-visibility.ts), so a screen appears the day its module lands.
 * SPEC's "Fastag is always shown": no permission and no feature matrix can hide it (the matrix leaves
 * it out: `ALWAYS_SHOWN_FEATURES`, which /configs refuses to turn off).
 */
export const SIDEBAR_ITEMS: readonly SidebarItemRule[] = [
  { id: 'inventory', title: fixed('Inventory'), visible: (c) => perm(c, 'inventoryMenu') },
  { id: 'logistic', title: fixed('Logistic'), visible: (c) => perm(c, 'logisticMenu') },
  { id: 'driver', title: fixed('Driver Management'), visible: (c) => perm(c, 'crudDriver') },
  { id: 'location', title: fixed('Location'), visible: (c) => perm(c, 'masterdataMenu') },
  { id: 'masterdata', title: fixed('Master Data'), visible: (c) => perm(c, 'masterdataMenu') },
  {
    id: 'documentPendency',
    title: fixed('Document Pendency'),
    visible: (c) => perm(c, 'documentsMenu') && c.vertical.country === 'IN' && c.vertical.vehicleType === 'CAR',
  },
  { id: 'bulkUpload', title: fixed('Bulk Upload'), visible: (c) => perm(c, 'bulkUpload') },
  {
    id: 'keyManagement',
    title: fixed('Key Management'),
    // The vertical's flag, and a key role (issue 14: UAE_KEY_REQUESTER / UAE_KEY_MANAGER permissions).
    visible: (c) =>
      c.uiRules.flags.keyManagement &&
      (c.uiRules.actionPermissions.REQUEST_KEYS || c.uiRules.actionPermissions.MANAGE_KEYS),
  },
  {
    id: 'bigDealer',
    title: fixed('Big Dealer Network'),
    visible: (c) => c.uiRules.bigDealerActive && perm(c, 'bigDealerMenu'),
  },
  { id: 'configs', title: fixed('Configs'), visible: (c) => canOpenRoute(ROUTE_ACCESS.configs, c) },
  {
    id: 'scheduledTasks',
    // SPEC §2 wording ("SF Scheduled Logistics" in TH), fixed: no setting renames it.
    title: (c) => scheduledTasksTitle(c.vertical.country),
    visible: () => true,
  },
  { id: 'userManagementV1', title: fixed('User Management'), visible: () => false },
  { id: 'userManagementV2', title: fixed('User Management V2'), visible: (c) => perm(c, 'userManagementMenu') },
  { id: 'userPreferences', title: fixed('User Preferences'), visible: (c) => hasGroup(c, 'CC_ADMIN') },
  { id: 'carCleaningQa', title: fixed('Car Cleaning QA'), visible: (c) => perm(c, 'carCleaningQa') },
  { id: 'carCleaningHistory', title: fixed('Car Cleaning History'), visible: (c) => perm(c, 'carCleaningHistory') },
  { id: 'trainingTutorials', title: fixed('Training Tutorials'), visible: (c) => perm(c, 'trainingTutorials') },
  { id: 'fastag', title: fixed('Fastag'), visible: () => true },
];
