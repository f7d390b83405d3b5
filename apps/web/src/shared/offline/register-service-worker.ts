/**
 * Issue 28: the service worker that keeps the panel's shell (vite.config.ts, `panelServiceWorker`), so a
 * yard's scanner opens without signal once it has been opened once. Registered after the page has
 * loaded: precaching the chunks must not compete with the first screen. Only a built panel has one.
 */
export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (a private window, a blocked one): the panel works as before, online only.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};
