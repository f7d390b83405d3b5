import { Suspense, useMemo, useState } from 'react';
import { Drawer, Layout, Typography } from 'antd';
import { Outlet } from 'react-router';
import { SIDEBAR_TITLE } from '@b2c/domain';
import { visibleSidebarItems } from '../../shared/navigation/sidebar-visibility.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { SIDEBAR_PATHS } from '../feature-registry.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { SidebarMenu } from './sidebar-menu.tsx';
import { useIsNarrow } from './use-is-narrow.ts';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';

const SIDER_WIDTH = 240;

const SidebarTitle = ({ collapsed }: { collapsed: boolean }) => (
  <Typography.Title
    level={2}
    style={{ color: '#fff', fontSize: collapsed ? 14 : 18, margin: 0, padding: '20px 16px', whiteSpace: 'nowrap', textAlign: collapsed ? 'center' : 'left' }}
    title={SIDEBAR_TITLE}
  >
    {collapsed ? 'B2C' : SIDEBAR_TITLE}
  </Typography.Title>
);

/**
 * SPEC §2 secure layout: sidebar, header, content, footer. From md up the sidebar is a collapsible
 * Sider whose state is remembered; below md (phones) it is a drawer opened by the same toggle.
 */
export const AppLayout = () => {
  const ctx = useAccess();
  const narrow = useIsNarrow();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = useMemo(() => visibleSidebarItems(ctx, SIDEBAR_PATHS), [ctx]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {narrow ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={SIDEBAR_TITLE}
          size={SIDER_WIDTH}
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label="Sidebar">
            <SidebarMenu items={items} theme="light" onNavigate={() => setDrawerOpen(false)} />
          </nav>
        </Drawer>
      ) : (
        <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={SIDER_WIDTH} style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}>
          <nav aria-label="Sidebar">
            <SidebarTitle collapsed={collapsed} />
            <SidebarMenu items={items} theme="dark" />
          </nav>
        </Layout.Sider>
      )}
      <Layout>
        <AppHeader
          narrow={narrow}
          menuOpen={narrow ? drawerOpen : !collapsed}
          onToggleMenu={() => (narrow ? setDrawerOpen(!drawerOpen) : setCollapsed(!collapsed))}
        />
        <Layout.Content style={{ margin: narrow ? 8 : 16, minWidth: 0 }}>
          <main>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </main>
        </Layout.Content>
        <AppFooter />
      </Layout>
    </Layout>
  );
};
