import { Menu } from 'antd';
import { Link, useLocation } from 'react-router';
import type { VisibleSidebarItem } from '../../shared/navigation/sidebar-visibility.ts';
import { SIDEBAR_ICONS } from './sidebar-icons.tsx';

interface SidebarMenuProps {
  items: readonly VisibleSidebarItem[];
  theme: 'dark' | 'light';
  onNavigate?: () => void;
}

const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The sidebar's items as links (so they open in a new tab too). Inside a collapsed Sider, antd's
 * inline menu collapses to icons and shows each title as a tooltip (SPEC §2).
 */
export const SidebarMenu = ({ items, theme, onNavigate }: SidebarMenuProps) => {
  const { pathname } = useLocation();
  const selected = items.filter((i) => isUnder(pathname, i.path)).map((i) => i.id);
  return (
    <Menu
      mode="inline"
      theme={theme}
      selectedKeys={selected}
      aria-label="Main navigation"
      items={items.map((item) => ({
        key: item.id,
        icon: SIDEBAR_ICONS[item.id],
        label: (
          <Link to={item.path} onClick={onNavigate}>
            {item.title}
          </Link>
        ),
        title: item.title,
      }))}
    />
  );
};
