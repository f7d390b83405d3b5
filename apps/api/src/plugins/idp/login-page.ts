/** The embedded IdP's own pages: plain HTML, no inline script or style (the CSP forbids both). */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Every IdP page: the panel's light or dark pick (theme.js, run before the body paints), the shared
 * stylesheet, an optional script file, and the body in a card.
 */
export const page = (title: string, body: string, script?: string) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<script src="/interaction/assets/theme.js"></script>
<link rel="stylesheet" href="/interaction/assets/idp.css">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
${script ? `<script src="/interaction/assets/${script}" defer></script>` : ''}
</head>
<body><main class="card">${body}</main></body>
</html>`;

export function loginPage(opts: { uid: string; userName?: string; error?: string }): string {
  const error = opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : '';
  return page(
    'Sign in — B2C Admin Panel',
    `<h1>B2C Admin Panel</h1>
<p class="hint">Sign in with your corporate account.</p>
${error}
<form method="post" action="/interaction/${encodeURIComponent(opts.uid)}/login" autocomplete="on">
  <label for="username">Username</label>
  <input id="username" name="username" required autofocus autocomplete="username" value="${escapeHtml(opts.userName ?? '')}">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" required autocomplete="current-password">
  <button type="submit">Sign in</button>
</form>`,
  );
}

/** oidc-provider hands over its logout form; a tiny script submits it with "logout=yes". */
export function logoutPage(form: string): string {
  return page(
    'Signing out — B2C Admin Panel',
    `<h1>Signing out…</h1>${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout">Sign out</button>`,
    'auto-logout.js',
  );
}

export function messagePage(title: string, message: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to the panel</a></p>`,
  );
}

/** The panel's dark theme (antd's dark tokens, all text at 4.5:1 and above). */
const DARK_COLOURS =
  'color-scheme:dark;--page:#000;--card:#141414;--text:rgba(255,255,255,.85);--muted:rgba(255,255,255,.65);--field:#141414;--field-border:#6e6e6e;--button:#1668dc;--error-bg:#2c1618;--error-border:#5b2526;--error-text:#ff7875;--link:#4096ff;--shadow:rgba(0,0,0,.6)';

export const IDP_ASSETS: Record<string, { type: string; body: string }> = {
  'idp.css': {
    type: 'text/css; charset=utf-8',
    // Issue 29: the IdP's pages follow the light or dark the user picked in the panel (same origin, so
    // theme.js reads the panel's localStorage 'theme' and marks <html data-theme>), else the system's.
    body: `:root{color-scheme:light;--page:#f0f2f5;--card:#fff;--text:#1f1f1f;--muted:#595959;--field:#fff;--field-border:#8c8c8c;--button:#1552c4;--error-bg:#fff1f0;--error-border:#ffa39e;--error-text:#a8071a;--link:#0958d9;--shadow:rgba(0,0,0,.15)}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){${DARK_COLOURS}}}
:root[data-theme=dark]{${DARK_COLOURS}}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--page);color:var(--text);margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
.card{background:var(--card);padding:32px;border-radius:8px;box-shadow:0 2px 8px var(--shadow);width:100%;max-width:360px;box-sizing:border-box}
h1{font-size:22px;margin:0 0 8px;color:var(--text)}.hint{color:var(--muted);margin:0 0 16px}
a{color:var(--link)}
label{display:block;margin:12px 0 4px;color:var(--text);font-weight:600}
input{width:100%;box-sizing:border-box;padding:8px 10px;border:1px solid var(--field-border);border-radius:6px;font-size:15px;background:var(--field);color:var(--text)}
button{margin-top:20px;width:100%;padding:10px;border:0;border-radius:6px;background:var(--button);color:#fff;font-size:15px;font-weight:600;cursor:pointer}
.error{background:var(--error-bg);border:1px solid var(--error-border);color:var(--error-text);padding:8px 10px;border-radius:6px}`,
  },
  // The panel's pick, as its boot-shell.js reads it: a file, since the CSP allows no inline script.
  'theme.js': {
    type: 'text/javascript; charset=utf-8',
    body: `(function(){try{var t=localStorage.getItem('theme');if(t==='light'||t==='dark')document.documentElement.setAttribute('data-theme',t);}catch(e){}})();`,
  },
  'auto-logout.js': {
    type: 'text/javascript; charset=utf-8',
    body: `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');if(!f)return;var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();});`,
  },
};
