import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../auth/use-session.ts';
import { useVertical } from '../vertical/use-vertical.ts';
import type { AccessContext } from '../routing/route-access.ts';
import { isApiError } from '../api/api-error.ts';
import {
  fetchAndKeepUiRules,
  fetchAndStoreUserGroups,
  lastUiRules,
  readStoredGroups,
  sessionKeys,
} from './session-queries.ts';

export type AccessState =
  | { status: 'loading' }
  | { status: 'no-vertical' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; ctx: AccessContext };

/**
 * A /configs change (feature matrix, flags) reaches every open panel within this time: the rules are
 * read again this often (a small GET), and at once in the panel that made the change.
 */
const RULES_FRESH_FOR = 30_000;

/** The ui-rules of the current vertical plus the stored groups: what every guard and the sidebar read. */
export const useAccessContext = (): AccessState => {
  const { claims, isAuthenticated } = useSession();
  const { vertical } = useVertical();
  const rules = useQuery({
    queryKey: vertical ? sessionKeys.uiRules(vertical) : [...sessionKeys.allUiRules, 'none'],
    queryFn: () => fetchAndKeepUiRules(claims.userId, vertical!),
    enabled: isAuthenticated && vertical !== null,
    staleTime: RULES_FRESH_FOR,
    refetchInterval: RULES_FRESH_FOR,
  });
  const groups = useQuery({
    queryKey: sessionKeys.userGroups(claims.userName),
    queryFn: () => fetchAndStoreUserGroups(claims.userName),
    enabled: isAuthenticated && claims.userName !== '',
    staleTime: Infinity,
  });
  const { refetch } = rules;
  // Without signal (the query paused offline, or no answer at all) the last rules this user got here
  // open the panel, so a yard's scanner works after a reload (issue 28); they are read again once online.
  const noSignal =
    rules.fetchStatus === 'paused' || (rules.isError && (!isApiError(rules.error) || rules.error.isNetworkError));
  const kept = useMemo(
    () => (vertical && claims.userId ? lastUiRules(claims.userId, vertical) : undefined),
    [vertical, claims.userId],
  );
  const uiRules = rules.data ?? (noSignal ? kept : undefined);
  // One object per change, not per render: the access gate defers on it (useDeferredValue).
  return useMemo((): AccessState => {
    if (!vertical) return { status: 'no-vertical' };
    if (rules.isError && !uiRules) return { status: 'error', error: rules.error, retry: () => void refetch() };
    // isLoading, not isPending: without a username the lookup never runs and the stored list stands.
    if (!uiRules || groups.isLoading) return { status: 'loading' };
    return { status: 'ready', ctx: { uiRules, groups: groups.data ?? readStoredGroups(), vertical } };
  }, [vertical, rules.isError, rules.error, refetch, uiRules, groups.isLoading, groups.data]);
};
