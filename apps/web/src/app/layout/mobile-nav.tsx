import { Drawer } from 'antd';
import { SIDEBAR_TITLE } from '@b2c/domain';
import type { VisibleSidebarItem } from '../../shared/navigation/sidebar-visibility.ts';
import { SidebarMenu } from './sidebar-menu.tsx';
import { Link } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';

interface MobileNavProps {
  open: boolean;
  onClose: () => void;
  items: readonly VisibleSidebarItem[];
}

/** Below md the sidebar is a drawer; lazy, since desktops never open it. */
export const MobileNav = ({ open, onClose, items }: MobileNavProps) => (
  <Drawer
    placement="left"
    open={open}
    onClose={onClose}
    title={
      <Link to={paths.dashboard.home()} onClick={onClose} style={{ color: 'inherit' }}>
        {SIDEBAR_TITLE}
      </Link>
    }
    size={260}
    styles={{ body: { padding: 0 } }}
  >
    <nav aria-label="Sidebar">
      <SidebarMenu items={items} theme="light" onNavigate={onClose} />
    </nav>
  </Drawer>
);
