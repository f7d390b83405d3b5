import type { JWTHeaderParameters, JWTPayload, JWTVerifyGetKey } from 'jose';

/** The key the key set resolved a token's header to (a CryptoKey for our sets; compared by identity). */
type ResolvedKey = Awaited<ReturnType<JWTVerifyGetKey>>;

interface Entry {
  payload: JWTPayload;
  header: JWTHeaderParameters;
  key: ResolvedKey;
  /** Epoch ms: the token's `exp`, or `maxAgeMs` after it was verified, whichever comes first. */
  expiresAt: number;
}

export interface VerifiedTokenCacheOptions {
  /** At most this many tokens are kept; the least recently used one makes room for a new one. */
  maxEntries: number;
  /** A verified token is trusted from the cache at most this long (it is then verified again). */
  maxAgeMs: number;
}

/**
 * Tokens that passed `jwtVerify`, keyed by the exact token string, so a request carrying a token seen
 * moments ago skips the signature check (an RSA verify, most of an authenticated request's fixed cost).
 *
 * It never widens what verification accepts: a hit needs the byte-identical token (a changed character
 * is another key and is verified), is dropped the instant its `exp` is reached (jose refuses a token
 * once `exp <= now` in whole seconds; `Date.now() < exp * 1000` is the same or stricter), and its key
 * must still resolve, through the same key set, to the very key that verified it — a key dropped or
 * replaced by a reload sends the token back through verification. Issuer, audience and algorithms are
 * fixed per app, so a token verified once satisfies them on every later request. A miss only means
 * "verify as before", so every way the cache can be stricter than jose is harmless.
 */
export function verifiedTokenCache(keys: JWTVerifyGetKey, options: VerifiedTokenCacheOptions) {
  // A Map iterates in insertion order; re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, Entry>();

  return {
    get size() {
      return entries.size;
    },

    /** The payload of a token verified before and still good, or undefined (then verify it). */
    async get(token: string): Promise<JWTPayload | undefined> {
      const entry = entries.get(token);
      if (!entry) return undefined;
      entries.delete(token);
      if (Date.now() >= entry.expiresAt) return undefined;
      if (!(await stillSameKey(keys, entry, token))) return undefined;
      entries.set(token, entry);
      return entry.payload;
    },

    /** Remembers a token `jwtVerify` accepted, with the header it read and the key that checked it. */
    set(token: string, payload: JWTPayload, header: JWTHeaderParameters, key: ResolvedKey): void {
      const limit = Date.now() + options.maxAgeMs;
      const expiresAt = typeof payload.exp === 'number' ? Math.min(payload.exp * 1000, limit) : limit;
      if (expiresAt <= Date.now()) return;
      entries.delete(token);
      while (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      entries.set(token, { payload, header, key, expiresAt });
    },
  };
}

export type VerifiedTokenCache = ReturnType<typeof verifiedTokenCache>;

async function stillSameKey(keys: JWTVerifyGetKey, entry: Entry, token: string): Promise<boolean> {
  const [protectedHeader = '', payload = '', signature = ''] = token.split('.');
  try {
    return (await keys(entry.header, { protected: protectedHeader, payload, signature })) === entry.key;
  } catch {
    // No key (or several) for this header any more: verification decides, as for any new token.
    return false;
  }
}
