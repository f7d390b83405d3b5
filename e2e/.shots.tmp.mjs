import { chromium } from 'playwright-core';
const base = 'http://localhost:8097';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const paths = process.argv.slice(2);
for (const width of [1280, 375]) {
  const ctx = await browser.newContext({ baseURL: base, viewport: { width, height: width > 400 ? 900 : 800 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/interaction') && !u.pathname.startsWith('/implicit') && !u.pathname.startsWith('/oidc'));
  for (const p of paths) {
    await page.goto(p);
    await page.waitForTimeout(1500);
    const name = p.replace(/[^a-z0-9]+/gi, '_') + `_${width}.png`;
    await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: true });
    console.log('shot', name);
  }
  await ctx.close();
}
await browser.close();
