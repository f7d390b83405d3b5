import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

const access = ROUTE_ACCESS.ums;
const detail = () => import('./user-detail-page.tsx');

export const featureRoutes: FeatureRouteModule = {
  area: 'users',
  sidebar: { item: 'userManagementV2', path: '/ums' },
  routes: [
    screenRoute('/ums', access, () => import('./users-list-page.tsx').then((m) => m.UsersListPage)),
    screenRoute('/ums/addUser', access, () => detail().then((m) => m.UserAddPage)),
    screenRoute('/ums/:userId', access, () => detail().then((m) => m.UserDetailPage)),
    // SPEC §2: V1 is never in the sidebar; /ums links to it.
    screenRoute('/user-management', ROUTE_ACCESS.userManagementV1, () =>
      import('./v1/user-management-page.tsx').then((m) => m.UserManagementPage),
    ),
  ],
};
