import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import {
  USER_MESSAGES,
  isCountry,
  isPermission,
  isVehicleType,
  type Country,
  type Permission,
  type Vertical,
  type VehicleType,
} from '@b2c/domain';
import type { AppConfig } from '../config.ts';
import { badRequest, forbidden, unauthorized } from '../kits/http-errors.ts';
import { describeAccess, grants, isUserless } from './route-permissions.ts';
import { verifiedTokenCache, type VerifiedTokenCache } from '../kits/verified-token-cache.ts';

/** Who is calling, in which vertical, with which permissions — set on every non-public request. */
export interface Caller {
  subject: string;
  userName: string;
  name: string;
  groups: string[];
  countries: Country[];
  vehicleTypes: VehicleType[];
  vertical: Vertical;
  permissions: ReadonlySet<Permission>;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

export interface AuthDeps {
  config: AppConfig;
  /** Key set the access tokens are verified against (embedded IdP keys, or the corporate IdP's JWKS). */
  keys: JWTVerifyGetKey;
  /** Group names → the union of their permission keys (from the database). */
  permissionsOf(groups: string[]): Promise<ReadonlySet<Permission>>;
  /**
   * The token's user as they are now (the users area, passed in by app.ts): undefined refuses the call
   * (deactivated, deleted); their groups, countries and vehicle types replace the token's claims.
   */
  accounts?: { current(token: TokenIdentity): Promise<LiveAccount | undefined> };
}

/** Who a verified token names, as the user state is looked up by. */
export interface TokenIdentity {
  subject: string;
  userName: string;
  name: string;
  email: string;
  countries: string[];
  vehicleTypes: string[];
}

/** A user's current access, read from the users table rather than from a token minted minutes ago. */
export interface LiveAccount {
  groups: string[];
  countries: string[];
  vehicleTypes: string[];
  permissions: string[];
}

/**
 * Room for every token of a busy day's panel users several times over (a few MB at most); an access
 * token lives minutes, and a token is re-verified after 5 minutes in the cache whatever its `exp`.
 */
export const TOKEN_CACHE_LIMITS = { maxEntries: 10_000, maxAgeMs: 5 * 60_000 };

const stringArray = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * Bearer JWT (jose, RS256/ES256 only, issuer, audience, expiry) → vertical headers → route permission.
 * A missing or bad token is 401; headers naming a vertical outside the token's claims are 403.
 */
export function registerAuth(app: FastifyInstance, deps: AuthDeps): void {
  const { claims } = deps.config.oidc;
  app.decorateRequest('caller', null as unknown as Caller);
  const tokens = deps.config.authTokenCache ? verifiedTokenCache(deps.keys, TOKEN_CACHE_LIMITS) : undefined;
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || isUserless(access)) return;
    const payload = await verifyBearer(request, deps, tokens);
    const userName = typeof payload.preferred_username === 'string' ? payload.preferred_username : String(payload.sub);
    const name = typeof payload.name === 'string' ? payload.name : '';
    const account = await liveAccount(deps, payload, { userName, name });
    const countries = (account?.countries ?? stringArray(payload[claims.countries])).filter(isCountry);
    const vehicleTypes = (account?.vehicleTypes ?? stringArray(payload[claims.vehicleTypes])).filter(isVehicleType);
    const groups = account?.groups ?? stringArray(payload[claims.groups]);
    const vertical = readVertical(request);
    if (!countries.includes(vertical.country) || !vehicleTypes.includes(vertical.vehicleType)) {
      throw forbidden(`You have no access to ${vertical.country} ${vertical.vehicleType}.`);
    }
    const permissions = account ? new Set(account.permissions.filter(isPermission)) : await deps.permissionsOf(groups);
    if (access !== 'authenticated' && !grants(access, permissions)) {
      throw forbidden(`You need ${describeAccess(access)} for this action.`);
    }
    request.caller = {
      subject: String(payload.sub),
      userName,
      name,
      groups,
      countries,
      vehicleTypes,
      vertical,
      permissions,
    };
  });
}

/** The token's user as they are now; a 401 when they may no longer sign in (issue 13). */
async function liveAccount(
  deps: AuthDeps,
  payload: JWTPayload,
  who: { userName: string; name: string },
): Promise<LiveAccount | undefined> {
  if (!deps.accounts) return undefined;
  const { claims } = deps.config.oidc;
  const account = await deps.accounts.current({
    subject: String(payload.sub),
    ...who,
    email: typeof payload.email === 'string' ? payload.email : '',
    countries: stringArray(payload[claims.countries]).filter(isCountry),
    vehicleTypes: stringArray(payload[claims.vehicleTypes]).filter(isVehicleType),
  });
  if (!account) throw unauthorized(USER_MESSAGES.accountInactive);
  return account;
}

async function verifyBearer(request: FastifyRequest, deps: AuthDeps, cache?: VerifiedTokenCache): Promise<JWTPayload> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw unauthorized();
  const cached = await cache?.get(token);
  if (cached) return cached;
  // The key the set hands jose, kept so a cache hit can check the set still resolves to it.
  let usedKey: Awaited<ReturnType<JWTVerifyGetKey>> | undefined;
  const keys: JWTVerifyGetKey = async (protectedHeader, jws) => (usedKey = await deps.keys(protectedHeader, jws));
  try {
    const { payload, protectedHeader } = await jwtVerify(token, keys, {
      issuer: deps.config.oidc.issuer,
      audience: deps.config.oidc.audience,
      algorithms: ['RS256', 'PS256', 'ES256'],
      // jose lets a token without exp live for ever and checks iat only when asked for a maximum age:
      // an access token must say when it ends and when it began.
      requiredClaims: ['exp', 'iat'],
    });
    if (!issuedInThePast(payload)) throw new Error('iat in the future');
    // Verification succeeded, so the key set resolved a key; the check only narrows the type.
    if (usedKey) cache?.set(token, payload, protectedHeader, usedKey);
    return payload;
  } catch (err) {
    const expired = (err as { code?: string }).code === 'ERR_JWT_EXPIRED';
    throw unauthorized(expired ? 'Your session has expired: sign in again.' : 'The bearer token is not valid.');
  }
}

/**
 * A token issued later than now (plus a minute of clock skew between the IdP and this server) was
 * signed with a clock set ahead — or made to outlive its key's rotation; either way it is refused.
 */
const IAT_CLOCK_SKEW_SECONDS = 60;
function issuedInThePast(payload: JWTPayload): boolean {
  return typeof payload.iat === 'number' && payload.iat <= Date.now() / 1000 + IAT_CLOCK_SKEW_SECONDS;
}

function readVertical(request: FastifyRequest): Vertical {
  const country = request.headers['x-country'];
  const vehicleType = request.headers['x-vehicle-type'];
  if (!isCountry(country)) {
    throw badRequest('X-Country header must be one of IN, AE, AU, TH, KSA, ID.', 'X-Country');
  }
  if (!isVehicleType(vehicleType)) {
    throw badRequest('X-Vehicle-Type header must be CAR or BIKE.', 'X-Vehicle-Type');
  }
  return { country, vehicleType };
}

/** The corporate IdP's key set, found through its discovery document. */
export async function remoteKeys(issuer: string): Promise<JWTVerifyGetKey> {
  const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`OIDC discovery failed for ${issuer}: HTTP ${res.status}`);
  const { jwks_uri } = (await res.json()) as { jwks_uri: string };
  return createRemoteJWKSet(new URL(jwks_uri));
}
