import { ConfigError, loadConfig } from '../../config.ts';
import { KeyFileError } from './idp-key-files.ts';
import { keyFilesOf, rotateIdpKeys, SIGNING_KEY_GRACE_MS } from './idp-secrets.ts';

/**
 * `npm run rotate-keys` — a new signing key and cookie key for the embedded IdP (DATA_DIR/keys). The new
 * ones sign after each server process restarts; the old ones keep verifying tokens and sessions issued
 * before, until those have expired. `--drop-old` removes the old keys at once (after a leak): every
 * access token is then refused and the panel silently fetches a new one with its refresh token.
 */
const dropOld = process.argv.slice(2).includes('--drop-old');
try {
  const config = loadConfig();
  if (!config.oidc.embedded) {
    console.error('OIDC_ISSUER is set: the corporate identity provider holds and rotates its own keys.');
    process.exit(2);
  }
  if (config.oidc.signingKeys)
    console.warn('OIDC_SIGNING_KEYS is set: rotate those by putting a new key first in it and keeping the old one.');
  const { signingKid, verifyingKids } = await rotateIdpKeys(config.dataDir, { dropOld });
  console.log(`Rotated the keys in ${keyFilesOf(config.dataDir).dir}.`);
  if (signingKid) console.log(`Signing key: ${signingKid}.`);
  // Each retired key stays until SIGNING_KEY_GRACE_MS after it was retired, then the next rotation prunes it.
  if (verifyingKids.length)
    console.log(
      `Still verifying, each for ${SIGNING_KEY_GRACE_MS / 3600_000} h after its retirement: ${verifyingKids.join(', ')}.`,
    );
  console.log('Restart every server process so that the new keys sign.');
} catch (err) {
  if (err instanceof ConfigError || err instanceof KeyFileError) {
    console.error(err.message);
    process.exit(2);
  }
  throw err;
}
