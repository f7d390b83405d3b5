import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../plugins/db/database.ts';
import { seedIfEmpty } from './seed-if-empty.ts';
import { seedFirstAdmin, FIRST_ADMIN_USER_NAME } from './first-admin.ts';
import { refuseDemoAccounts } from './demo-account-guard.ts';

/**
 * True for addresses only this machine reaches: localhost (and *.localhost, RFC 6761), 127.0.0.0/8 and
 * ::1. The WHATWG URL parser has already normalised forms such as `127.1` or `[0:0::1]`.
 */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === '[::1]'
  );
}

/** What the first start on an empty database loads. */
export type StartSeed = 'demo' | 'first-admin' | 'none';

export function startSeedOf(config: Pick<AppConfig, 'seed' | 'publicUrl'>): StartSeed {
  if (config.seed === 'off') return 'none';
  if (config.seed === 'demo' || isLoopbackUrl(config.publicUrl)) return 'demo';
  return 'first-admin';
}

/**
 * Runs before the server takes requests: loads what an empty database needs (demo data only on a
 * loopback PUBLIC_URL or with SEED=demo), and refuses to start a reachable server that still has the
 * README's demo accounts (DemoAccountsPresentError).
 */
export async function prepareStartData(
  db: Db,
  config: Pick<AppConfig, 'seed' | 'publicUrl' | 'adminPassword'>,
  log: Pick<FastifyBaseLogger, 'info'>,
  print: (text: string) => void = (text) => process.stdout.write(text),
): Promise<void> {
  if (config.seed !== 'demo' && !isLoopbackUrl(config.publicUrl)) await refuseDemoAccounts(db, config.publicUrl);
  const plan = startSeedOf(config);
  if (plan === 'demo') await seedIfEmpty(db, log);
  if (plan === 'first-admin') {
    const { adminPassword, publicUrl } = config;
    if (await seedFirstAdmin(db, { adminPassword, publicUrl, print }))
      log.info(
        { userName: FIRST_ADMIN_USER_NAME, passwordFrom: adminPassword ? 'ADMIN_PASSWORD' : 'console' },
        'empty database: reference data and the first administrator created; its password must be changed at first sign-in',
      );
  }
}
