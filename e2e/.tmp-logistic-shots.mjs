import { chromium } from 'playwright-core';
const base = 'http://localhost:8096';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const apt = process.argv[2];
for (const width of [1280, 375]) {
  const ctx = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/interaction') && !u.pathname.startsWith('/oidc') && !u.pathname.startsWith('/implicit'));
  await page.waitForTimeout(2500);
  await page.goto('/logistic');
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/logshots/grid-${width}.png`, fullPage: true });
  const first = apt ?? (await page.locator('.ant-table-row').first().getByRole('link').textContent());
  await page.goto(`/logistic/${first}`);
  await page.getByText('Movement', { exact: true }).first().waitFor({ timeout: 15000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/logshots/detail-${width}.png`, fullPage: true });
  if (width === 1280) {
    const edit = page.getByRole('button', { name: /pickup request/ }).first();
    if (await edit.count()) { await edit.click(); await page.waitForTimeout(800); await page.screenshot({ path: `/tmp/logshots/dialog-${width}.png` }); }
  }
  await ctx.close();
}
await browser.close();
