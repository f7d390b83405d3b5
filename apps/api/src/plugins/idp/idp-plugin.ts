import type { FastifyInstance } from 'fastify';
import middie from '@fastify/middie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../db/database.ts';
import { umsRepository, type UserWithGroups } from '../../modules/ums/ums-repository.ts';
import { verifyPassword } from '../../modules/ums/passwords.ts';
import { databaseAdapter } from './oidc-adapter.ts';
import { loadIdpSecrets } from './idp-secrets.ts';
import { IDP_ASSETS, loginPage, logoutPage, messagePage } from './login-page.ts';
import { securityHeaders } from '../security-headers.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;
/** The claims the panel and the API read (DESIGN §4). */
const claimsOf = (u: UserWithGroups) => ({
  sub: String(u.id),
  name: u.name,
  preferred_username: u.userName,
  email: u.email,
  email_verified: true,
  phone_number: u.phone ?? undefined,
  phone_number_verified: Boolean(u.phone),
  countries: u.countries,
  vehicleTypes: u.vehicleTypes,
  groups: u.groups,
});

/**
 * The embedded OpenID Connect provider at /oidc (used when OIDC_ISSUER is unset): authorization code +
 * PKCE for the panel's public client, rotating refresh tokens, JWT access tokens for the API, and our own
 * sign-in page checked against the users table. Returns the key set the API verifies tokens with.
 */
export async function registerEmbeddedIdp(
  app: FastifyInstance,
  config: AppConfig,
  database: Database,
): Promise<JWTVerifyGetKey> {
  const secrets = await loadIdpSecrets(database.pool);
  const users = umsRepository(database.db);
  const account = async (sub: string) => {
    const id = Number(sub);
    return Number.isInteger(id) ? users.findActiveById(id) : undefined;
  };
  const { audience } = config.oidc;

  const provider = new Provider(config.oidc.issuer, {
    adapter: databaseAdapter(database.pool),
    clients: [
      {
        client_id: config.oidc.clientId,
        client_name: 'B2C Admin Panel',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${config.publicUrl}/implicit/callback`],
        post_logout_redirect_uris: [`${config.publicUrl}/`],
      },
    ],
    jwks: { keys: [secrets.signingKey as never] },
    cookies: { keys: config.oidc.cookieKeys ?? secrets.cookieKeys },
    scopes: ['openid', 'profile', 'email', 'phone', 'offline_access', 'api'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'countries', 'vehicleTypes', 'groups'],
      email: ['email', 'email_verified'],
      phone: ['phone_number', 'phone_number_verified'],
    },
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const user = await account(sub);
      return user ? { accountId: sub, claims: async () => claimsOf(user) } : undefined;
    },
    // Automatic renewal needs a refresh token without asking the user for offline_access.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const user = await account(token.accountId);
      if (!user) return undefined;
      const { countries, vehicleTypes, groups, preferred_username, name } = claimsOf(user);
      return { countries, vehicleTypes, groups, preferred_username, name };
    },
    ttl: {
      AccessToken: 15 * 60,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: 10 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'api',
          audience,
          accessTokenTTL: 15 * 60,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = messagePage('Signed out', 'You have been signed out.');
        },
      },
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in problem', String(out.error_description ?? out.error ?? 'Sign-in failed'));
    },
  });
  provider.proxy = true;

  await app.register(middie);
  // middie handlers bypass Fastify's reply hooks, so the provider's pages get the headers here.
  app.use('/oidc', (_req: unknown, res: { setHeader(k: string, v: string): void }, next: () => void) => {
    for (const [k, v] of Object.entries(securityHeaders)) res.setHeader(k, v);
    next();
  });
  app.use('/oidc', provider.callback());

  await app.register(async (scope) => {
    await scope.register(formbody);
    await scope.register(rateLimit, { global: false });

    scope.get('/interaction/assets/:file', { config: { access: 'public' } }, async (request, reply) => {
      const asset = IDP_ASSETS[(request.params as { file: string }).file];
      if (!asset) return reply.status(404).send({ status: 404, error: 'Not Found', message: 'No such asset.' });
      return reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(asset.body);
    });

    scope.get('/interaction/:uid', { config: { access: 'public' } }, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details)
        return reply.status(400).type('text/html').send(messagePage('Sign-in expired', 'Start again from the panel.'));
      if (details.prompt.name === 'login') return reply.type('text/html').send(loginPage({ uid: details.uid }));
      // Consent: the panel is our own first-party client, so the requested scopes are granted as asked.
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id as string });
      if (!grant) throw new Error('grant vanished');
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
        grant.addResourceScope(resource, scopes.join(' '));
      const grantId = await grant.save();
      const to = await provider.interactionResult(
        request.raw,
        reply.raw,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return reply.redirect(to, 303);
    });

    const loginBody = z.object({
      username: z.string().trim().max(200).default(''),
      password: z.string().max(500).default(''),
    });
    scope.post(
      '/interaction/:uid/login',
      {
        config: {
          access: 'public',
          // Bounded guessing: 10 attempts a minute per address and username. Counted in preHandler, once
          // the form is parsed: on the default onRequest hook the body (and so the username) is not there
          // yet, and everyone behind one office proxy would share ten sign-ins a minute.
          rateLimit: {
            hook: 'preHandler',
            max: 10,
            timeWindow: 60_000,
            keyGenerator: (req) => `${req.ip}:${String((req.body as { username?: string })?.username ?? '')}`,
          },
        },
      },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
        if (!details)
          return reply
            .status(400)
            .type('text/html')
            .send(messagePage('Sign-in expired', 'Start again from the panel.'));
        const { username, password } = loginBody.parse(request.body ?? {});
        const user = username ? await users.findActiveByUserName(username) : undefined;
        const ok = await verifyPassword(password, user?.passwordHash ?? null);
        if (!user || !ok) {
          request.log.info({ username }, 'sign-in refused');
          return reply
            .status(401)
            .type('text/html')
            .send(loginPage({ uid: details.uid, userName: username, error: 'Incorrect username or password.' }));
        }
        const to = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: String(user.id) } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(to, 303);
      },
    );
  });

  return createLocalJWKSet({ keys: [secrets.publicKey] });
}
