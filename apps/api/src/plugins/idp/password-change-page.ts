import { MIN_PASSWORD_LENGTH } from '@b2c/domain';
import { escapeHtml, page } from './login-page.ts';

/**
 * "Choose a new password": shown instead of finishing the sign-in while the account's password is a
 * one-time one. `proof` ties the form to this sign-in (see first-sign-in.ts); the username field only
 * helps password managers file the new password under the right account.
 */
export function passwordChangePage(opts: { uid: string; userName: string; proof: string; error?: string }): string {
  const error = opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : '';
  return page(
    'Choose a new password — B2C Admin Panel',
    `<h1>Choose a new password</h1>
<p class="hint">Your password was given to you for the first sign-in only. Choose your own to continue:
at least ${MIN_PASSWORD_LENGTH} characters, not your username and not the one-time password.</p>
${error}
<form method="post" action="/interaction/${encodeURIComponent(opts.uid)}/password" autocomplete="off">
  <input type="hidden" name="proof" value="${escapeHtml(opts.proof)}">
  <input type="hidden" name="username" autocomplete="username" value="${escapeHtml(opts.userName)}">
  <label for="password">New password</label>
  <input id="password" name="password" type="password" required minlength="${MIN_PASSWORD_LENGTH}" autofocus autocomplete="new-password">
  <label for="confirm">Repeat the new password</label>
  <input id="confirm" name="confirm" type="password" required minlength="${MIN_PASSWORD_LENGTH}" autocomplete="new-password">
  <button type="submit">Save and sign in</button>
</form>`,
  );
}
