import { Alert } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { VisibleSidebarItem } from '../../shared/navigation/sidebar-visibility.ts';
import { redirectStateOf, unknownPathNotice } from '../navigation/redirect-notice.ts';
import { paths } from '../../shared/routing/paths.ts';

/**
 * Says where the user was sent and why, when they arrived from a path that matched no screen. The note
 * belongs to this history entry: it goes with the next navigation, or when closed.
 */
export const RedirectNoticeBanner = ({ items }: { items: readonly VisibleSidebarItem[] }) => {
  const location = useLocation();
  const navigate = useNavigate();
  const redirect = redirectStateOf(location.state);
  if (!redirect) return null;
  const screen =
    location.pathname === paths.dashboard.home()
      ? 'the dashboard'
      : (items.find((i) => i.path === location.pathname)?.title ?? location.pathname);
  return (
    <Alert
      type="info"
      showIcon
      closable={{ 'aria-label': 'Close notice' }}
      role="status"
      style={{ marginBottom: 16 }}
      title={unknownPathNotice(redirect.unknownPath, screen)}
      onClose={() =>
        void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true })
      }
    />
  );
};
