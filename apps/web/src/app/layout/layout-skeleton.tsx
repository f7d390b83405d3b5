import { STORAGE_KEYS, SIDEBAR_TITLE } from '@b2c/domain';
import { readString, storedKeys } from '../../shared/storage/browser-storage.ts';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { paths } from '../../shared/routing/paths.ts';

const MENU_PLACEHOLDERS = [1, 2, 3, 4, 5, 6];

/**
 * The secure layout's frame with nothing in it: sidebar, header, an empty card, the footer. The same
 * markup and classes (styled in index.html) as the frame index.html paints before any script, so the
 * panel takes over without a flash while the session's rules load (issue 12). No antd: the entry
 * chunk renders it before antd's styles exist.
 */
export const LayoutSkeleton = () => {
  const collapsed = readString(STORAGE_KEYS.sidebarCollapsed) === 'true';
  return (
    <div
      className="boot-shell boot-shell-react"
      data-collapsed={collapsed ? 'true' : undefined}
      role="status"
      aria-label="Loading"
    >
      <div className="boot-sider">
        <div className="boot-title">{collapsed ? 'B2C' : SIDEBAR_TITLE}</div>
        {MENU_PLACEHOLDERS.map((n) => (
          <div key={n} className="boot-item" />
        ))}
      </div>
      <div className="boot-main">
        <div className="boot-header" />
        <div className="boot-content">
          <div className="boot-card" />
        </div>
        <div className="boot-footer">
          © {new Date().getFullYear()} {SIDEBAR_TITLE}. All rights reserved.
        </div>
      </div>
    </div>
  );
};

/** Whether a signed-in session is stored (oidc-client-ts: `oidc.user:<authority>:<client>`), unexpired. */
export const hasStoredSession = (now = Date.now()): boolean =>
  storedKeys().some((key) => {
    if (!key.startsWith('oidc.user:')) return false;
    try {
      const user = JSON.parse(readString(key) ?? 'null') as { expires_at?: number } | null;
      return user !== null && (user.expires_at === undefined || user.expires_at * 1000 > now);
    } catch {
      return false;
    }
  });

/**
 * What shows while the first route's code loads: the layout's frame for a stored session outside the
 * sign-in callback (where boot-shell.js painted it already), a spinner otherwise.
 */
export const FirstLoadFallback = () =>
  hasStoredSession() && !window.location.pathname.startsWith(paths.public.callback()) ? (
    <LayoutSkeleton />
  ) : (
    <PageSpinner />
  );
