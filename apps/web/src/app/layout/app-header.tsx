import { lazy, Suspense, useState } from 'react';
import { Button, Flex, Layout, theme } from 'antd';
import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SearchOutlined } from '@ant-design/icons';
import { useSession } from '../../shared/auth/use-session.ts';
import { importWithReload } from '../../shared/routing/stale-chunk.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { useAfterFirstScreen } from '../../shared/ui/after-first-screen.ts';
import { QUICK_SEARCH_LABEL } from '../../features/inventory/quick-search-label.ts';
import { StockInSlot, type StockInHandler } from './stock-in-slot.tsx';
import { VerticalSwitch } from './vertical-switch.tsx';
import { UserMenu } from './user-menu.tsx';

// The vehicle jump (Ctrl+K) is its own small chunk, fetched only for users who may open inventory.
const QuickSearch = lazy(() =>
  importWithReload(() => import('../../features/inventory/inventory-quick-search.tsx')).then((m) => ({
    default: m.InventoryQuickSearch,
  })),
);

/**
 * The vehicle jump. On a phone it is an icon opening a dialog, and the dialog's chunk (the inventory's
 * API, antd's modal and input) waits until the first screen is in: until then the same icon stands in,
 * and a tap on it fetches the chunk and opens the dialog at once. Wide screens show the box from the start.
 */
const HeaderQuickSearch = ({ narrow }: { narrow: boolean }) => {
  const firstScreenIn = useAfterFirstScreen();
  const [tapped, setTapped] = useState(false);
  const standIn = (
    <Button type="text" icon={<SearchOutlined />} aria-label={QUICK_SEARCH_LABEL} onClick={() => setTapped(true)} />
  );
  if (narrow && !firstScreenIn && !tapped) return standIn;
  return (
    <Suspense fallback={narrow ? standIn : <div style={{ flex: 1 }} />}>
      <QuickSearch narrow={narrow} initiallyOpen={tapped} />
    </Suspense>
  );
};

interface AppHeaderProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  narrow: boolean;
  stockIn: StockInHandler | undefined;
}

/** SPEC §2 header: menu toggle, country and vehicle type, stock-in icon, the user's name (its menu), Logout. */
export const AppHeader = ({ menuOpen, onToggleMenu, narrow, stockIn }: AppHeaderProps) => {
  const session = useSession();
  const { token } = theme.useToken();
  const canSearch = useAccess().uiRules.uiPermissions.inventoryMenu;
  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        padding: narrow ? '0 8px' : '0 16px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Flex align="center" gap={narrow ? 6 : 12} style={{ height: '100%' }}>
        <Button
          type="text"
          icon={menuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          aria-label={menuOpen ? 'Collapse menu' : 'Expand menu'}
          aria-expanded={menuOpen}
          onClick={onToggleMenu}
        />
        {narrow || !canSearch ? <div style={{ flex: 1 }} /> : null}
        {canSearch ? <HeaderQuickSearch narrow={narrow} /> : null}
        <VerticalSwitch />
        <StockInSlot handler={stockIn} />
        <UserMenu displayName={session.claims.displayName} narrow={narrow} />
        <Button
          icon={<LogoutOutlined />}
          onClick={() => void session.signOut()}
          aria-label="Logout"
          title={narrow ? `Logout ${session.claims.displayName}` : undefined}
        >
          {narrow ? null : 'Logout'}
        </Button>
      </Flex>
    </Layout.Header>
  );
};
