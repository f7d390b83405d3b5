import { paths } from '../routing/paths.ts';
/**
 * The in-app path to return to after sign-in, or null. Only same-origin paths pass: '//evil.com',
 * '/\evil.com', 'https://…' and 'javascript:' are refused, so `returnTo` can never be an open redirect.
 */
export const safeReturnPath = (value: unknown): string | null => {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001f]/.test(value)) return null;
  const base = 'https://panel.invalid';
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Returning to the callback would replay a spent authorization code.
    return url.pathname.startsWith(paths.public.callback()) ? null : path;
  } catch {
    return null;
  }
};

/** The `returnTo` carried in the OIDC state of a sign-in started from the landing page. */
export const returnPathFromState = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'returnTo' in state ? safeReturnPath(state.returnTo) : null;

/** `/?returnTo=…` for a secure page the user could not open yet. */
export const landingWithReturn = (path: string): string => {
  const safe = safeReturnPath(path);
  return safe && safe !== '/' ? `/?returnTo=${encodeURIComponent(safe)}` : '/';
};
