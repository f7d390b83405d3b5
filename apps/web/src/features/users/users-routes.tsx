import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

const detail = () => import('./user-detail-page.tsx');

export const featureRoutes: FeatureRouteModule = {
  area: 'users',
  sidebar: { item: 'userManagementV2', path: paths.users.list.pattern },
  routes: [
    screenRoute(paths.users.list, () => import('./users-list-page.tsx').then((m) => m.UsersListPage)),
    screenRoute(paths.users.add, () => detail().then((m) => m.UserAddPage)),
    screenRoute(paths.users.detail, () => detail().then((m) => m.UserDetailPage)),
    // SPEC §2: V1 is never in the sidebar; /ums links to it.
    screenRoute(paths.users.v1, () => import('./v1/user-management-page.tsx').then((m) => m.UserManagementPage)),
  ],
};
