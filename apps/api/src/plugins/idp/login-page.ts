/** The embedded IdP's own pages: plain HTML, no inline script or style (the CSP forbids both). */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Every IdP page: the shared stylesheet, an optional script file, and the body in a card. */
export const page = (title: string, body: string, script?: string) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
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

export const IDP_ASSETS: Record<string, { type: string; body: string }> = {
  'idp.css': {
    type: 'text/css; charset=utf-8',
    body: `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f0f2f5;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
.card{background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.15);width:100%;max-width:360px;box-sizing:border-box}
h1{font-size:22px;margin:0 0 8px;color:#1f1f1f}.hint{color:#595959;margin:0 0 16px}
label{display:block;margin:12px 0 4px;color:#1f1f1f;font-weight:600}
input{width:100%;box-sizing:border-box;padding:8px 10px;border:1px solid #8c8c8c;border-radius:6px;font-size:15px}
button{margin-top:20px;width:100%;padding:10px;border:0;border-radius:6px;background:#1552c4;color:#fff;font-size:15px;font-weight:600;cursor:pointer}
.error{background:#fff1f0;border:1px solid #ffa39e;color:#a8071a;padding:8px 10px;border-radius:6px}`,
  },
  'auto-logout.js': {
    type: 'text/javascript; charset=utf-8',
    body: `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');if(!f)return;var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();});`,
  },
};
