/** The parts of a UserManager the retry policy needs; a tiny fake stands in for it in tests. */
export interface RenewableSession {
  events: { addSilentRenewError: (cb: (error: Error) => void) => () => void };
  signinSilent: () => Promise<unknown>;
  removeUser: () => Promise<void>;
}

export interface RenewalRetryOptions {
  /** Waits before each retry; their count bounds the retries. */
  delaysMs?: readonly number[];
  /** Called once the session is dropped: send the user back to the landing page. */
  onGiveUp: () => void;
}

/** An OAuth error answer (invalid_grant: the refresh token was revoked or reused) will not heal by waiting. */
const isOAuthRefusal = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'error' in error && typeof error.error === 'string';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Resolves when the browser says it is online again. */
const backOnline = () =>
  new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

/**
 * When automatic renewal fails because the IdP is unreachable, retry a bounded number of times;
 * if it is still down (or it refused the token) drop the session and go back to `/`.
 * Returns a function that detaches the policy.
 */
export const attachRenewalRetry = (
  session: RenewableSession,
  { delaysMs = [2_000, 5_000, 10_000], onGiveUp }: RenewalRetryOptions,
): (() => void) => {
  let running = false;
  const giveUp = async () => {
    await session.removeUser().catch(() => undefined);
    onGiveUp();
  };
  const retry = async (first: Error) => {
    if (isOAuthRefusal(first)) return giveUp();
    // A phone without signal (a yard, issue 28) keeps its session: it renews once it is back online, and
    // scans kept meanwhile go out under it. Only an IdP unreachable while online drops the session.
    while (isOffline()) {
      await backOnline();
      try {
        await session.signinSilent();
        return;
      } catch (error) {
        if (isOAuthRefusal(error)) return giveUp();
      }
    }
    for (const delay of delaysMs) {
      await sleep(delay);
      try {
        await session.signinSilent();
        return;
      } catch (error) {
        if (isOAuthRefusal(error)) break;
      }
    }
    return giveUp();
  };
  return session.events.addSilentRenewError((error) => {
    if (running) return;
    running = true;
    void retry(error).finally(() => {
      running = false;
    });
  });
};
