/**
 * Issue 25's multi-process drill, the browser half (.ci/multi-process-drill.sh runs it with tsx): a real
 * Chromium signs in through the balancer five times, as five people would, and each lands on the panel
 * with its main navigation and makes API calls that succeed. The balancer's log then says which process
 * answered each OpenID Connect step: both must have served some, or the drill proved nothing.
 * Environment: DRILL_BALANCER (base URL), DRILL_NGINX_LOG (the access log: upstream address, then path).
 */
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions, resolveChromium } from '../support/chromium-resolver.ts';
import { signIn } from '../support/sign-in-steps.ts';

const balancer = process.env.DRILL_BALANCER!;
const SIGN_INS = 5;
const { choice } = await resolveChromium();
const browser = await chromium.launch(chromiumLaunchOptions(choice));
let signedIn = 0;
const failures: string[] = [];
try {
  for (let i = 1; i <= SIGN_INS; i++) {
    const context = await browser.newContext({ baseURL: balancer });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const apiAnswers: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiAnswers.push(r.status());
    });
    try {
      await signIn(page, 'admin', 'admin123');
      await page.getByRole('menu', { name: 'Main navigation' }).waitFor();
      const refused = apiAnswers.filter((s) => s >= 400);
      if (refused.length) failures.push(`sign-in ${i}: API answered ${refused.join(' ')}`);
      else signedIn++;
    } catch (e) {
      failures.push(`sign-in ${i}: ${(e as Error).message.split('\n')[0]}`);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
}

// "127.0.0.1:18441 /oidc/auth?…": the sign-in steps each process answered.
const steps = (await readFile(process.env.DRILL_NGINX_LOG!, 'utf8'))
  .split('\n')
  .map((line) => line.split(' '))
  .filter(([, path]) => path && /^\/(oidc|interaction)\//.test(path));
const byProcess = new Map<string, number>();
for (const [upstream] of steps) byProcess.set(upstream!, (byProcess.get(upstream!) ?? 0) + 1);
const ok = signedIn === SIGN_INS && failures.length === 0 && byProcess.size === 2;
const spread = [...byProcess].map(([upstream, n]) => `${n} on ${upstream}`).join(', ');
console.log(
  `${ok ? 'ok  ' : 'FAIL'} ${signedIn} of ${SIGN_INS} browser sign-ins through the balancer; sign-in steps: ${spread}`,
);
for (const f of failures) console.log(`     ${f}`);
process.exit(ok ? 0 : 1);
