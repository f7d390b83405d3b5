import { COUNTRIES, PERMISSIONS, type Permission } from '@b2c/domain';

/** Groups and their permission keys. SPEC gives no per-role rules beyond §6; these are our defaults. */
export const DEMO_GROUPS: { name: string; description: string; permissions: readonly Permission[] }[] = [
  { name: 'ADMIN', description: 'Every permission', permissions: PERMISSIONS },
  {
    name: 'OPERATIONS',
    description: 'Day-to-day inventory and logistics',
    permissions: [
      'inventoryMenu',
      'logisticMenu',
      'crudDriver',
      'masterdataMenu',
      'bulkUpload',
      'documentsMenu',
      'bigDealerMenu',
      'MANAGE_DEALERS',
      'carCleaningQa',
      'carCleaningHistory',
      'trainingTutorials',
      'CREATE_INVENTORY',
      'UPDATE_INVENTORY',
      'PRICE_UPDATE',
      'UPDATE_INVENTORY_STAGE',
      'UPDATE_INVENTORY_TYPE',
      'STOCK_IN',
      'MANAGE_MASTERDATA',
      'MANAGE_FASTAG',
      'ASSIGN_CLEANING',
      'REVIEW_CLEANING',
      'MANAGE_TUTORIALS',
      'YARD_AUDIT',
    ],
  },
  // Issue 17: cleaners and yard staff watch the tutorials meant for them (a tutorial may name this group).
  {
    name: 'CLEANING_STAFF',
    description: 'Cleaners and yard staff: training tutorials',
    permissions: ['trainingTutorials'],
  },
  {
    name: 'CC_ADMIN',
    description: 'Customer-care admins: user preferences and the DND list',
    permissions: ['userManagementMenu', 'configMenu'],
  },
  {
    name: 'UAE_KEY_MANAGER',
    description: 'Receives and hands out car keys (AE)',
    permissions: ['inventoryMenu', 'MANAGE_KEYS'],
  },
  { name: 'UAE_KEY_REQUESTER', description: 'Requests car keys (AE)', permissions: ['inventoryMenu', 'REQUEST_KEYS'] },
  {
    name: 'PRICE_APPROVER',
    description: 'Checker of price and publish changes (maker-checker); may also change prices',
    permissions: ['inventoryMenu', 'PRICE_UPDATE', 'UPDATE_INVENTORY', 'APPROVE_PENDING_ACTION'],
  },
  { name: 'VIEWER', description: 'Signed in, no menu permissions', permissions: [] },
];

export interface DemoUser {
  userName: string;
  password: string;
  name: string;
  email: string;
  phone: string;
  groups: string[];
  countries: readonly string[];
  vehicleTypes: readonly string[];
}

/** The README lists these accounts; keep the two in step. */
export const DEMO_USERS: DemoUser[] = [
  {
    userName: 'admin',
    password: 'admin123',
    name: 'Asha Admin',
    email: 'admin@example.com',
    phone: '+919800000001',
    groups: ['ADMIN', 'CC_ADMIN'],
    countries: COUNTRIES,
    vehicleTypes: ['CAR', 'BIKE'],
  },
  {
    userName: 'ops.in',
    password: 'ops123',
    name: 'Ravi Operations',
    email: 'ops.in@example.com',
    phone: '+919800000002',
    groups: ['OPERATIONS'],
    countries: ['IN'],
    vehicleTypes: ['CAR', 'BIKE'],
  },
  {
    userName: 'ops.au',
    password: 'ops123',
    name: 'Olivia Operations',
    email: 'ops.au@example.com',
    phone: '+61400000003',
    groups: ['OPERATIONS'],
    countries: ['AU'],
    vehicleTypes: ['CAR'],
  },
  {
    userName: 'cc.admin',
    password: 'cc123',
    name: 'Chitra Care',
    email: 'cc.admin@example.com',
    phone: '+919800000004',
    groups: ['CC_ADMIN', 'OPERATIONS'],
    countries: ['IN'],
    vehicleTypes: ['CAR', 'BIKE'],
  },
  {
    userName: 'key.manager',
    password: 'key123',
    name: 'Khalid Keys',
    email: 'key.manager@example.com',
    phone: '+971500000005',
    groups: ['UAE_KEY_MANAGER'],
    countries: ['AE'],
    vehicleTypes: ['CAR'],
  },
  {
    userName: 'key.requester',
    password: 'key123',
    name: 'Karim Requests',
    email: 'key.requester@example.com',
    phone: '+971500000006',
    groups: ['UAE_KEY_REQUESTER'],
    countries: ['AE'],
    vehicleTypes: ['CAR'],
  },
  {
    userName: 'approver',
    password: 'approver123',
    name: 'Anita Approver',
    email: 'approver@example.com',
    phone: '+919800000008',
    groups: ['PRICE_APPROVER'],
    countries: ['IN', 'AU'],
    vehicleTypes: ['CAR', 'BIKE'],
  },
  {
    userName: 'viewer',
    password: 'viewer123',
    name: 'Vikram Viewer',
    email: 'viewer@example.com',
    phone: '+919800000007',
    groups: ['VIEWER'],
    countries: ['IN'],
    vehicleTypes: ['CAR'],
  },
];
