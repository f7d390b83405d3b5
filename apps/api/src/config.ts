import { z } from 'zod';
import type { JWK } from 'jose';
import { MIN_PASSWORD_LENGTH, TRACE_SAMPLE_RATE } from '@b2c/domain';
import { signingKeysVariable, trustProxyVariable } from './security-env-schemas.ts';

/**
 * Environment → typed configuration. Every variable has an embedded default, so `npm start` needs none;
 * production sets DATABASE_URL, OIDC_* and S3_*. A bad value stops the start with the variable's name.
 */
const optionalUrl = z.url().optional();
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().min(1).default('b2c-admin-panel'),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  OIDC_CLAIM_COUNTRIES: z.string().min(1).default('countries'),
  OIDC_CLAIM_VEHICLE_TYPES: z.string().min(1).default('vehicleTypes'),
  OIDC_CLAIM_GROUPS: z.string().min(1).default('groups'),
  OIDC_COOKIE_KEYS: z.string().min(16).optional(),
  // Absent → the embedded IdP keeps its keys in owner-only files under DATA_DIR/keys.
  OIDC_SIGNING_KEYS: signingKeysVariable.optional(),
  TRUST_PROXY: trustProxyVariable.optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: optionalUrl,
  STORAGE_SECRET: z.string().min(16).optional(),
  WEB_DIST: z.string().min(1).optional(),
  // Absent → vendor e-mails are only recorded in the outbox; the URL carries the SMTP credentials.
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^@\s<>]+@[^@\s<>]+$|^[^<>]*<[^@\s<>]+@[^@\s<>]+>$/, 'must be an address, e.g. Name <user@host>')
    .default('B2C Admin Panel <no-reply@b2c.example.com>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z.enum(['auto', 'demo', 'off']).default('auto'),
  // `off` verifies the bearer token's signature on every request (the benchmark's "before" row).
  AUTH_CACHE: z.enum(['on', 'off']).default('on'),
  // Issue 29: open event streams one user may hold (a tab each); the stream benchmark raises it.
  LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(6),
  // The first administrator's one-time password on an empty production database; never logged.
  ADMIN_PASSWORD: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(500)
    .optional(),
  // Absent → errors go to the server itself (the Errors screen); the panel's DSN defaults to the API's.
  SENTRY_DSN: optionalUrl,
  SENTRY_WEB_DSN: optionalUrl,
  SENTRY_RELEASE: z.string().min(1).max(200).optional(),
  // Absent → no span is recorded or exported; requests still get a trace id for logs and error answers.
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(TRACE_SAMPLE_RATE),
  METRICS_TOKEN: z.string().min(16).optional(),
  // Issue 26: a Google Maps key → the panel looks places up with Google Places (restricted to the vertical's
  // country); absent → with the API's own search (/api/places). Served to the panel at run time, never built in.
  MAPS_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be a Google Maps API key (20 to 100 letters, digits, "-" or "_")')
    .optional(),
  // Test runs only: routes that fail on purpose (e2e's error reporting test); refused off loopback.
  TEST_FAULT_ROUTES: z.enum(['1']).optional(),
});

/** Errors, traces and metrics (issue 25). */
export interface MonitoringConfig {
  /** SENTRY_DSN; absent → the embedded receiver (in-process for the API's own events). */
  apiDsn: string | undefined;
  /** The DSN the panel reports to (its runtime settings); absent → this server's envelope endpoint. */
  webDsn: string | undefined;
  release: string;
  otlpEndpoint: string | undefined;
  traceSampleRate: number;
  metricsToken: string | undefined;
  faultRoutes: boolean;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Absent → embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  publicUrl: string;
  oidc: {
    /** True when this server hosts its own OpenID Connect provider at /oidc. */
    embedded: boolean;
    issuer: string;
    clientId: string;
    audience: string;
    claims: { countries: string; vehicleTypes: string; groups: string };
    cookieKeys: string[] | undefined;
    /** OIDC_SIGNING_KEYS (private JWKs, the signing one first); absent → key files under dataDir. */
    signingKeys: JWK[] | undefined;
  };
  /** Proxies whose X-Forwarded-* headers are believed (TRUST_PROXY); false → none, the socket's address counts. */
  trustProxy: string[] | false;
  s3: { bucket: string; region: string; endpoint: string | undefined } | undefined;
  storageSecret: string | undefined;
  webDist: string | undefined;
  /** `smtpUrl` absent → no mail server: vendor e-mails end RECORDED in the outbox. Never log `smtpUrl`. */
  mail: { smtpUrl: string | undefined; from: string };
  logLevel: string;
  /**
   * `auto`: demo data on a loopback PUBLIC_URL, else reference data and one administrator; `demo`: demo
   * data wherever it runs; `off`: nothing.
   */
  seed: 'auto' | 'demo' | 'off';
  /** AUTH_CACHE: keep verified bearer tokens until their expiry (on) or verify each request's (off). */
  authTokenCache: boolean;
  /** LIVE_STREAMS_PER_USER: event streams (GET /api/events) one user may hold open at once. */
  liveStreamsPerUser: number;
  /** The first administrator's one-time password (ADMIN_PASSWORD); absent → generated and shown once. */
  adminPassword: string | undefined;
  monitoring: MonitoringConfig;
  /** MAPS_API_KEY: the panel's Google Maps key (a browser key, restricted by referrer at Google); absent → none. */
  maps: { apiKey: string | undefined };
  /** Tests hand in a ready database image instead of a data directory. */
  databaseTemplate?: string | undefined;
}

export class ConfigError extends Error {}

/** The release both reporters name (the panel's events carry the same, served in its runtime settings). */
const RELEASE_VERSION = '0.1.0';

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration — ${problems}`);
  }
  const e = parsed.data;
  if (e.S3_BUCKET && !e.S3_REGION) throw new ConfigError('Invalid configuration — S3_REGION: required with S3_BUCKET');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  if (e.TEST_FAULT_ROUTES && !/^(localhost|127\.[\d.]+|\[::1\])$/.test(new URL(publicUrl).hostname)) {
    throw new ConfigError('Invalid configuration — TEST_FAULT_ROUTES: only for test runs on a loopback PUBLIC_URL');
  }
  const issuer = e.OIDC_ISSUER ?? `${publicUrl}/oidc`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    oidc: {
      embedded: !e.OIDC_ISSUER,
      issuer,
      clientId: e.OIDC_CLIENT_ID,
      audience: e.OIDC_AUDIENCE ?? `${publicUrl}/api`,
      claims: {
        countries: e.OIDC_CLAIM_COUNTRIES,
        vehicleTypes: e.OIDC_CLAIM_VEHICLE_TYPES,
        groups: e.OIDC_CLAIM_GROUPS,
      },
      cookieKeys: e.OIDC_COOKIE_KEYS?.split(','),
      signingKeys: e.OIDC_SIGNING_KEYS?.keys,
    },
    trustProxy: e.TRUST_PROXY?.length ? e.TRUST_PROXY : false,
    s3: e.S3_BUCKET ? { bucket: e.S3_BUCKET, region: e.S3_REGION ?? '', endpoint: e.S3_ENDPOINT } : undefined,
    storageSecret: e.STORAGE_SECRET,
    webDist: e.WEB_DIST,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    authTokenCache: e.AUTH_CACHE === 'on',
    liveStreamsPerUser: e.LIVE_STREAMS_PER_USER,
    adminPassword: e.ADMIN_PASSWORD,
    monitoring: {
      apiDsn: e.SENTRY_DSN,
      webDsn: e.SENTRY_WEB_DSN ?? e.SENTRY_DSN,
      release: e.SENTRY_RELEASE ?? `b2c-admin-panel@${RELEASE_VERSION}`,
      otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
      traceSampleRate: e.OTEL_TRACES_SAMPLER_ARG,
      metricsToken: e.METRICS_TOKEN,
      faultRoutes: e.TEST_FAULT_ROUTES === '1',
    },
    maps: { apiKey: e.MAPS_API_KEY },
    ...overrides,
  };
}
