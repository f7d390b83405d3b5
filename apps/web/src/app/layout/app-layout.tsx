import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Layout, theme } from 'antd';
import { Link, Outlet } from 'react-router';
import { SIDEBAR_TITLE, type Feature } from '@b2c/domain';
import { visibleSidebarItems } from '../../shared/navigation/sidebar-visibility.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { SIDEBAR_PATHS } from '../feature-registry.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { RedirectNoticeBanner } from './redirect-notice-banner.tsx';
import { SidebarMenu } from './sidebar-menu.tsx';
import { MOVEMENT_STOCK_IN, type StockInHandler } from './stock-in-slot.tsx';
import { useIsNarrow } from './use-is-narrow.ts';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';
import { importWithReload } from '../../shared/routing/stale-chunk.ts';
import { useAfterFirstScreen } from '../../shared/ui/after-first-screen.ts';
import { paths } from '../../shared/routing/paths.ts';

const MobileNav = lazy(() =>
  importWithReload(() => import('./mobile-nav.tsx')).then((m) => ({ default: m.MobileNav })),
);

const SIDER_WIDTH = 240;

// The sider stays dark navy in both schemes (antd's siderBg), so its title is the theme's light solid text.
const SidebarTitle = ({ collapsed }: { collapsed: boolean }) => (
  <h2
    style={{
      color: theme.useToken().token.colorTextLightSolid,
      fontSize: collapsed ? 14 : 18,
      fontWeight: 600,
      margin: 0,
      padding: '20px 16px',
      whiteSpace: 'nowrap',
      textAlign: collapsed ? 'center' : 'left',
    }}
    title={SIDEBAR_TITLE}
  >
    {/* Issue 29: the title opens the dashboard (the SPEC's sidebar items stay as they are). */}
    <Link to={paths.dashboard.home()} style={{ color: 'inherit' }}>
      {collapsed ? 'B2C' : SIDEBAR_TITLE}
    </Link>
  </h2>
);

/**
 * SPEC §2 secure layout: sidebar, header, content, footer. From md up the sidebar is a collapsible
 * Sider whose state is remembered; below md (phones) it is a drawer opened by the same toggle.
 */
export const AppLayout = ({
  sidebarPaths = SIDEBAR_PATHS,
  stockIn = MOVEMENT_STOCK_IN,
}: {
  /** The registry's by default; tests pass their own. */
  sidebarPaths?: ReadonlyMap<Feature, string>;
  /** The movement area's stock-in dialog by default; `null`: none (no stock-in icon). */
  stockIn?: StockInHandler | null;
}) => {
  const ctx = useAccess();
  const narrow = useIsNarrow();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The phone's menu is built when first opened (then kept, for its closing motion), not on the first
  // paint; its chunk is fetched once the first screen is in, so the first tap does not wait for it.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const firstScreenIn = useAfterFirstScreen();
  useEffect(() => {
    // A fetch ahead that fails (no signal) is only tried again on the tap: no reload for it.
    if (narrow && firstScreenIn) void import('./mobile-nav.tsx').catch(() => undefined);
  }, [narrow, firstScreenIn]);
  const items = useMemo(() => visibleSidebarItems(ctx, sidebarPaths), [ctx, sidebarPaths]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {narrow ? (
        drawerUsed ? (
          <Suspense fallback={null}>
            <MobileNav open={drawerOpen} onClose={() => setDrawerOpen(false)} items={items} />
          </Suspense>
        ) : null
      ) : (
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          trigger={null}
          width={SIDER_WIDTH}
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        >
          <nav aria-label="Sidebar">
            <SidebarTitle collapsed={collapsed} />
            <SidebarMenu items={items} theme="dark" />
          </nav>
        </Layout.Sider>
      )}
      <Layout>
        <AppHeader
          narrow={narrow}
          stockIn={stockIn ?? undefined}
          menuOpen={narrow ? drawerOpen : !collapsed}
          onToggleMenu={() => {
            if (!narrow) return setCollapsed(!collapsed);
            setDrawerUsed(true);
            setDrawerOpen(!drawerOpen);
          }}
        />
        <Layout.Content style={{ margin: narrow ? 8 : 16, minWidth: 0 }}>
          <main>
            <RedirectNoticeBanner items={items} />
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
