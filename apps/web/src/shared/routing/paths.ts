/**
 * Every panel path (SPEC §2 word for word, plus the screens issues added), one typed builder per screen,
 * grouped by area. A builder both makes a URL (`paths.movement.detail(id)` → `/logistic/A%2F1`, each
 * parameter encoded) and carries the react-router pattern the route module registers
 * (`paths.movement.detail.pattern` → `/logistic/:inventoryId`): the link and the route cannot drift apart.
 * Outside this file no source holds a panel path literal (paths-guard.test.ts refuses one).
 */

/** One value per `:name` segment of a pattern, in order: '/a/:x/b/:y' takes two. */
type ParamValues<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string | number, ...ParamValues<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string | number]
    : [];

/** A URL query: entries without a value are left out; a URLSearchParams is taken as it is. */
export type PathQuery = Readonly<Record<string, string | number | null | undefined>> | URLSearchParams;

/** A screen's path: call it for a URL, read `pattern` for the route. */
export interface PanelPath<P extends string = string> {
  (...args: [...ParamValues<P>, PathQuery?]): string;
  readonly pattern: P;
}

const PARAM = /:[A-Za-z]+/g;

const queryString = (query: PathQuery): string =>
  query instanceof URLSearchParams
    ? query.toString()
    : Object.entries(query)
        .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined)
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
        .join('&');

const path = <const P extends string>(pattern: P): PanelPath<P> => {
  const count = pattern.match(PARAM)?.length ?? 0;
  const build = (...args: unknown[]): string => {
    let i = 0;
    const base = pattern.replace(PARAM, () => encodeURIComponent(String(args[i++])));
    const query = args[count] as PathQuery | undefined;
    return query === undefined ? base : `${base}?${queryString(query)}`;
  };
  return Object.assign(build, { pattern }) as PanelPath<P>;
};

export const paths = {
  /** SPEC §2 public routes, outside the secure layout. */
  public: {
    landing: path('/'),
    callback: path('/implicit/callback'),
    unauthorized: path('/unauthorized'),
  },
  /** Issue 29: the start page after sign-in and the sidebar title's target (not a SPEC sidebar item). */
  dashboard: {
    home: path('/dashboard'),
  },
  inventory: {
    list: path('/inventory'),
    /** The approver's queue; a fixed segment ranks above `:inventoryId`. */
    pendingActions: path('/inventory/pending-actions'),
    detail: path('/inventory/:inventoryId'),
    qrCode: path('/inventory/:inventoryId/qr-code'),
  },
  movement: {
    list: path('/logistic'),
    detail: path('/logistic/:inventoryId'),
  },
  driver: {
    list: path('/driver'),
    add: path('/driver/add'),
    detail: path('/driver/:driverId'),
  },
  users: {
    list: path('/ums'),
    add: path('/ums/addUser'),
    detail: path('/ums/:userId'),
    /** User management V1, never in the sidebar. */
    v1: path('/user-management'),
  },
  preference: {
    list: path('/user-preferences'),
    dnd: path('/user-preferences/dnd'),
  },
  location: {
    list: path('/location'),
    add: path('/location/addlocation'),
    detail: path('/location/:locationId'),
  },
  masterdata: {
    home: path('/masterdata'),
    list: path('/masterdata/:entity'),
    add: path('/masterdata/:entity/add'),
    detail: path('/masterdata/:entity/:entityId'),
  },
  bulk: {
    list: path('/bulk-upload-v2'),
    detail: path('/bulk-upload-v2/:id'),
  },
  config: {
    list: path('/configs'),
    c2bSlots: path('/configs/c2b-slots'),
    c2bSlotAdd: path('/configs/c2b-slots/add'),
    c2bSlotEdit: path('/configs/c2b-slots/edit/:code'),
  },
  document: {
    list: path('/document-pendency'),
    detail: path('/document-pendency/:appointmentId/:documentType'),
  },
  key: {
    list: path('/key-management'),
  },
  dealer: {
    list: path('/big-dealer'),
    add: path('/big-dealer/add'),
    detail: path('/big-dealer/:dealerId'),
  },
  scheduled: {
    list: path('/scheduled-tasks'),
  },
  fastag: {
    list: path('/fastag'),
    detail: path('/fastag/:orderId'),
  },
  cleaning: {
    qa: path('/car-cleaning-qa'),
    qaDetail: path('/car-cleaning-qa/:taskId'),
    history: path('/car-cleaning-history'),
    historyDetail: path('/car-cleaning-history/:taskId'),
  },
  tutorial: {
    list: path('/training-tutorials'),
  },
  /** Issue 25: reached from the user menu. */
  errors: {
    list: path('/errors'),
    detail: path('/errors/:groupId'),
  },
  /** Issue 28: reached from the stock-in icon's menu and a location's page. */
  yardAudit: {
    list: path('/yard-audit'),
    detail: path('/yard-audit/:auditId'),
  },
} as const;

export type Paths = typeof paths;
/** The areas whose screens sit inside the secure layout (all but the public routes). */
export type SecureArea = Exclude<keyof Paths, 'public'>;

/** Every path definition, for the tests and the guard. */
export const allPanelPaths = (): PanelPath[] =>
  Object.values(paths).flatMap((area) => Object.values(area) as PanelPath[]);

/** The first segment of every panel path ('inventory', 'logistic', …): what the literal guard looks for. */
export const panelFirstSegments = (): string[] => [
  ...new Set(
    allPanelPaths()
      .map((p) => p.pattern.split('/')[1] ?? '')
      .filter((segment) => segment !== ''),
  ),
];
