import { isIP } from 'node:net';
import { z } from 'zod';

/** Environment variables about keys and proxies; config.ts puts them in its schema (errors name the variable). */

/**
 * A private RSA signing key as a JWK, in a key file or OIDC_SIGNING_KEYS. The kid is required: tokens
 * name the key that signed them, and it must stay the same across restarts and processes.
 */
export const rsaSigningJwk = z.looseObject({
  kty: z.literal('RSA', 'must be an RSA key (kty "RSA")'),
  kid: z.string('needs a "kid"').min(1),
  alg: z.literal('RS256', 'must be for RS256').optional(),
  use: z.literal('sig', 'must be a signing key (use "sig")').optional(),
  n: z.string().min(1),
  e: z.string().min(1),
  d: z.string('must be a private key (with "d")').min(1),
});

const json = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.issues.push({ code: 'custom', input: text, message: 'must be JSON' });
    return z.NEVER;
  }
});

/** OIDC_SIGNING_KEYS: `{"keys":[…]}` of private RSA JWKs; the first signs, the others only verify. */
export const signingKeysVariable = json.pipe(
  z
    .object(
      { keys: z.array(rsaSigningJwk).min(1, 'needs at least one key') },
      'must be a JSON Web Key Set {"keys":[…]} of private RSA keys, the signing one first',
    )
    .refine((set) => new Set(set.keys.map((k) => k.kid)).size === set.keys.length, 'each key needs its own "kid"'),
);

/** proxy-addr's names for the usual private ranges (a container network's proxy, a load balancer). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (value: string): boolean => {
  if (RANGE_NAMES.has(value) || isIP(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length || !bits || !/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For / -Proto are believed (comma-separated IPs, CIDR ranges
 * or loopback/linklocal/uniquelocal). Unset → none: a client could otherwise pick its own address.
 */
export const trustProxyVariable = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().refine(isAddressOrRange, {
        error: (issue) =>
          `${String(issue.input)} is not an IP address, a CIDR range (10.0.0.0/8) or loopback/linklocal/uniquelocal`,
      }),
    ),
  );
