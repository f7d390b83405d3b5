import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { AccountDirectory, IdpAccount } from './idp-accounts.ts';
import { MIN_PASSWORD_LENGTH } from '@b2c/domain';
import { hashPassword, verifyPassword } from '../../kits/passwords.ts';
import { messagePage } from './login-page.ts';
import { passwordChangePage } from './password-change-page.ts';

const MAX_PASSWORD_LENGTH = 500;
/** As long as the provider keeps the interaction (ttl.Interaction): a proof never outlives its sign-in. */
const PROOF_TTL_MS = 10 * 60_000;

/**
 * The proof that this browser's sign-in `uid` passed the password check for `userId`: an HMAC over both,
 * an expiry and the account's current password hash. It travels in the change form instead of the
 * one-time password, needs no server-side state (any process can check it), is worthless in another
 * interaction, and dies as soon as the password changes.
 */
const mac = (key: string, uid: string, user: Pick<IdpAccount, 'id' | 'passwordHash'>, expires: number) =>
  createHmac('sha256', key)
    .update(['first-sign-in-password-change', uid, user.id, expires, user.passwordHash ?? ''].join('\n'))
    .digest('base64url');

/** Why a new password is refused, in words for the page; undefined when it is acceptable. */
export async function newPasswordProblem(p: {
  password: string;
  confirm: string;
  userName: string;
  currentHash: string | null;
}): Promise<string | undefined> {
  const length = [...p.password].length;
  if (length < MIN_PASSWORD_LENGTH) return `The new password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (length > MAX_PASSWORD_LENGTH) return `The new password may have at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (p.password !== p.confirm) return 'The two new passwords differ.';
  if (p.password.trim().toLowerCase() === p.userName.toLowerCase())
    return 'The new password must not be your username.';
  if (await verifyPassword(p.password, p.currentHash))
    return 'The new password must differ from the one-time password.';
  return undefined;
}

const changeForm = z.object({
  proof: z.string().catch(''),
  password: z.string().catch(''),
  confirm: z.string().catch(''),
});

const expired = (reply: FastifyReply) =>
  reply.status(400).type('text/html').send(messagePage('Sign-in expired', 'Start again from the panel.'));

/**
 * The first sign-in with a one-time password: the login handler shows the change page (`ask`) instead
 * of finishing; POST /interaction/:uid/password checks the proof and the policy, stores the new scrypt
 * hash, clears the flag and only then finishes the sign-in, so the user lands in the panel.
 */
export function firstSignInStep(deps: { provider: Provider; users: AccountDirectory; keys: readonly string[] }) {
  // Signed with the cookie key in use; after a key rotation, proofs made with the previous keys still count.
  const { provider, users, keys } = deps;
  const proofFor = (uid: string, user: IdpAccount) => {
    const expires = Date.now() + PROOF_TTL_MS;
    return `${user.id}.${expires}.${mac(keys[0]!, uid, user, expires)}`;
  };
  /** The account the proof was made for, if it is valid for this interaction and still needs the change. */
  const provenUser = async (proof: string, uid: string): Promise<IdpAccount | undefined> => {
    const [id, expires, given] = proof.split('.');
    if (!id || !expires || !given || !(Number(expires) > Date.now())) return undefined;
    const user = /^\d+$/.test(id) ? await users.findActiveById(Number(id)) : undefined;
    if (!user?.passwordChangeRequired) return undefined;
    const actual = Buffer.from(given);
    const matches = keys.some((key) => {
      const expected = Buffer.from(mac(key, uid, user, Number(expires)));
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    });
    return matches ? user : undefined;
  };

  return {
    /** Shown after a correct one-time password, in place of finishing the sign-in. */
    ask(reply: FastifyReply, uid: string, user: IdpAccount) {
      return reply
        .type('text/html')
        .send(passwordChangePage({ uid, userName: user.userName, proof: proofFor(uid, user) }));
    },

    register(scope: FastifyInstance) {
      scope.post(
        '/interaction/:uid/password',
        {
          config: {
            access: 'public',
            // A try with a valid proof costs two scrypt runs (~100 ms): bounded per sign-in like the sign-in.
            rateLimit: {
              max: 10,
              timeWindow: 60_000,
              keyGenerator: (req) => `${req.ip}:${(req.params as { uid?: string }).uid ?? ''}`,
            },
          },
        },
        async (request, reply) => {
          const { uid } = request.params as { uid: string };
          const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
          // The interaction cookie names this browser's sign-in: a form for another one is not accepted.
          if (!details || details.uid !== uid || details.prompt.name !== 'login') return expired(reply);
          const form = changeForm.parse(request.body ?? {});
          const user = await provenUser(form.proof, uid);
          if (!user) return expired(reply);
          const problem = await newPasswordProblem({
            ...form,
            userName: user.userName,
            currentHash: user.passwordHash,
          });
          if (problem)
            return reply
              .status(400)
              .type('text/html')
              .send(passwordChangePage({ uid, userName: user.userName, proof: form.proof, error: problem }));
          const changed = await users.replacePassword({
            id: user.id,
            expectedHash: user.passwordHash ?? '',
            newHash: await hashPassword(form.password),
            by: user.userName,
          });
          // Another tab changed it first: that one finished the sign-in, this one starts again.
          if (!changed) return expired(reply);
          // The users area keeps no audit trail for users (audit rows are per vertical); the log records it.
          request.log.info({ userName: user.userName }, 'one-time password replaced at first sign-in');
          const to = await provider.interactionResult(
            request.raw,
            reply.raw,
            { login: { accountId: String(user.id) } },
            { mergeWithLastSubmission: false },
          );
          return reply.redirect(to, 303);
        },
      );
    },
  };
}
