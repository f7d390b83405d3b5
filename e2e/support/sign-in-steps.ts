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
