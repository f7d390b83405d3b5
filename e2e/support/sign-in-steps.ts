import type { Page } from 'playwright-core';

/** Signs in through the embedded IdP's page like a person: the landing's button, then the form. */
export async function signIn(page: Page, userName: string, password: string, startAt = '/'): Promise<void> {
  await page.goto(startAt);
  if (new URL(page.url()).pathname === '/') await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(
    (url) =>
      !url.pathname.startsWith('/interaction') &&
      !url.pathname.startsWith('/implicit') &&
      !url.pathname.startsWith('/oidc'),
  );
}

/**
 * Logout as a person would, and back on the landing page only once the IdP has ended its session: the panel
 * clears its storage (and may already show "Sign in") before the end-session redirects run, so a sign-in
 * started then could ride the old IdP session.
 */
export async function signOut(page: Page): Promise<void> {
  const ended = page.waitForResponse((r) => new URL(r.url()).pathname === '/oidc/session/end/confirm');
  await page.getByRole('button', { name: 'Logout' }).click();
  await ended;
  await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
}
