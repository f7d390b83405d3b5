import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { useOnLiveChange } from '../../shared/live/live-changes.tsx';

/** At most one refetch of the tiles in this long, however many changes arrive (a bulk job sends hundreds). */
export const DASHBOARD_REFRESH_MS = 2_500;

/**
 * Issue 29: the start page follows the live stream. Its tiles are cached under the dashboard's key, which
 * no change's area invalidates, so any change another user makes refetches them — the first at once, the
 * rest of a burst once at the end of the window.
 */
export function useDashboardLiveRefresh(): void {
  const queryClient = useQueryClient();
  const last = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  useOnLiveChange(() => {
    if (pending.current !== undefined) return;
    const refresh = () => {
      pending.current = undefined;
      last.current = Date.now();
      void queryClient.invalidateQueries({ queryKey: queryKeys('dashboard').all });
    };
    const wait = last.current + DASHBOARD_REFRESH_MS - Date.now();
    if (wait <= 0) refresh();
    else pending.current = setTimeout(refresh, wait);
  });
}
