// index.html paints the secure layout's frame (.boot-shell) before any script (issue 12). This hides it
// when no signed-in session is stored (oidc-client-ts keeps it in localStorage as
// `oidc.user:<authority>:<client>`), so the landing page and the sign-in callback show no frame, and
// otherwise brings the frame's year and collapsed sidebar up to date. The panel replaces the frame when it
// renders. A file, not an inline script: the CSP allows scripts from 'self' only.
(function () {
  var root = document.documentElement;
  // Issue 29: the user's light or dark pick (localStorage 'theme', see src/shared/ui/color-scheme.ts)
  // marks <html> so index.html's frame paints in it; without a pick the system's preference decides.
  try {
    var theme = localStorage.getItem('theme');
    if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme);
  } catch {
    // Storage unavailable: the system's preference stands.
  }
  try {
    var now = Date.now() / 1000;
    var signedIn = Object.keys(localStorage).some(function (key) {
      if (key.indexOf('oidc.user:') !== 0) return false;
      var user = JSON.parse(localStorage.getItem(key) || 'null');
      return Boolean(user && (!user.expires_at || user.expires_at > now));
    });
    if (!signedIn || location.pathname.indexOf('/implicit/') === 0) {
      root.classList.add('boot-shell-off');
      return;
    }
    var collapsed = localStorage.getItem('sidebarCollapsed') === 'true';
    var show = function () {
      var shell = document.querySelector('.boot-shell');
      var year = document.querySelector('.boot-year');
      if (year) year.textContent = String(new Date().getFullYear());
      if (shell && collapsed) {
        shell.setAttribute('data-collapsed', 'true');
        shell.querySelector('.boot-title').textContent = 'B2C';
      }
    };
    // Async in <head>: the frame may not be parsed yet.
    if (document.querySelector('.boot-footer')) show();
    else document.addEventListener('DOMContentLoaded', show);
  } catch {
    root.classList.add('boot-shell-off');
  }
})();
