import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import middie from '@fastify/middie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import type { JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../db/database.ts';
import type { AccountDirectory, IdpAccount } from './idp-accounts.ts';
import { hashPassword, verifyPassword } from '../../kits/passwords.ts';
import { databaseAdapter } from './oidc-adapter.ts';
import { loadIdpSecrets, verificationKeySet } from './idp-secrets.ts';
import { signInErrorHandler, signInRateLimit } from './sign-in-limit.ts';
import { sharedAttemptStore } from './sign-in-attempt-store.ts';
import { IDP_ASSETS, loginPage, logoutPage, messagePage } from './login-page.ts';
import { securityHeadersFor } from '../../kits/security-headers.ts';
import { firstSignInStep } from './first-sign-in.ts';
import { answerNotFound } from '../errors.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;
/** The claims the panel and the API read (DESIGN §4). */
const claimsOf = (u: IdpAccount) => ({
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
  users: AccountDirectory,
): Promise<JWTVerifyGetKey> {
  const secrets = await loadIdpSecrets(config, database.pool, { log: { warn: (message) => app.log.warn(message) } });
  // Unknown usernames are checked against this, so they take as long to refuse as a wrong password.
  const unmatchableHash = await hashPassword(randomBytes(32).toString('base64'));
  const publicUrl = new URL(config.publicUrl);
  const httpsOnly = publicUrl.protocol === 'https:';
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
    // The first key signs; keys retired by a rotation still verify what they signed.
    jwks: { keys: secrets.signingKeys as never[] },
    cookies: { keys: secrets.cookieKeys, long: { secure: httpsOnly }, short: { secure: httpsOnly } },
    // Browsers may call the token endpoint only from the panel's own origin.
    clientBasedCORS: (_ctx, origin) => origin === publicUrl.origin,
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
      // Every access token is a JWT for the API (resourceIndicators below), which userinfo refuses by
      // design; the ID token already carries every claim (conformIdTokenClaims: false). So no userinfo
      // endpoint is offered, and a relying party such as openid-client is not sent to one that refuses it.
      userinfo: { enabled: false },
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
  // The provider's own scheme and host come from PUBLIC_URL, never from request headers: they decide
  // whether its cookies are Secure and what its URLs are (Koa's documented app.request extension point).
  Object.defineProperties(provider.request, {
    protocol: { get: () => publicUrl.protocol.slice(0, -1) },
    host: { get: () => publicUrl.host },
  });

  const headers = securityHeadersFor(config);
  // The provider is Koa middleware, run by middie from an onRequest hook, in a scope of its own under
  // /oidc: the API's requests pass no middleware engine at all (issue 30: middie's path matching and its
  // copying of the request's details ran on every request). The hook runs for the scope's routes and its
  // not-found answer: GET /oidc and /oidc/* are routes here (else the panel's catch-all GET would take
  // them), every other method reaches the provider as a not-found. Hooks registered before this scope
  // (the platform's request checks: headers, control characters) run first.
  await app.register(
    async (scope) => {
      await scope.register(middie);
      // middie handlers bypass Fastify's reply hooks, so the provider's pages get the headers here.
      scope.use('/', (req: IncomingMessage, res: ServerResponse, next: () => void) => {
        for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
        // oidc-provider answers every preflight with the caller's origin and checks the client's origins only
        // on the request itself; another site's preflight ends here, without CORS headers.
        if (req.method === 'OPTIONS' && req.headers.origin && req.headers.origin !== publicUrl.origin) {
          res.statusCode = 204;
          res.end();
          return;
        }
        next();
      });
      scope.use('/', provider.callback());
      // Reached only if the provider passed a request on (it answers every path of its own).
      for (const url of ['', '/*']) scope.get(url, { config: { access: 'public' } }, answerNotFound);
      scope.setNotFoundHandler(answerNotFound);
    },
    { prefix: '/oidc' },
  );

  await app.register(async (scope) => {
    await scope.register(formbody);
    // Counted in the database, so every process behind a balancer shares one count per key.
    await scope.register(rateLimit, { global: false, store: sharedAttemptStore(database.pool) });
    // A one-time password (the first administrator's) is replaced before the sign-in finishes.
    const firstSignIn = firstSignInStep({ provider, users, keys: secrets.cookieKeys });
    firstSignIn.register(scope);

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
          rateLimit: signInRateLimit,
        },
        // Too many tries: the sign-in page again, with a message, instead of a JSON error.
        errorHandler: signInErrorHandler,
      },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
        if (!details)
          return reply
            .status(400)
            .type('text/html')
            .send(messagePage('Sign-in expired', 'Start again from the panel.'));
        const form = loginBody.safeParse(request.body ?? {});
        // A malformed form (a repeated or overlong field) is refused like a wrong password, never a 500.
        const { username, password } = form.success ? form.data : { username: '', password: '' };
        const user = username ? await users.findActiveByUserName(username) : undefined;
        // No user (or no password): the same scrypt work against a hash nothing matches, so the time taken
        // does not tell which usernames exist.
        const ok = (await verifyPassword(password, user?.passwordHash ?? unmatchableHash)) && !!user?.passwordHash;
        if (!user || !ok) {
          request.log.info({ username }, 'sign-in refused');
          return reply
            .status(401)
            .type('text/html')
            .send(loginPage({ uid: details.uid, userName: username, error: 'Incorrect username or password.' }));
        }
        await users.recordSignIn?.(user.id);
        if (user.passwordChangeRequired) return firstSignIn.ask(reply, details.uid, user);
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

  return verificationKeySet(secrets.signingKeys, secrets.reloadSigningKeys);
}
