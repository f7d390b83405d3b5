import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { secondInstance } from '../../test/second-instance.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { refresh, signIn } from '../../test/oidc-login.ts';

// Finding 5 of issue 24: one refresh token used by several requests at the same moment must give one
// new token, not several live chains. The race is between the provider's find (sees it unused) and its
// consume, so these tests send the requests together, on one app and on two apps sharing a database
// (what two API processes behind a load balancer are).
const PARALLEL = 8;

let t: TestApp;
let second: Awaited<ReturnType<typeof secondInstance>>;
beforeAll(async () => {
  t = await buildTestApp();
  second = await secondInstance(t);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const tokensOf = async () => {
  const { tokens } = await signIn(t.app, 'ops.in', 'ops123');
  return tokens!;
};

/** Sends the same refresh token `PARALLEL` times at once, spread over the given apps. */
const raceRefresh = async (apps: FastifyInstance[], refreshToken: string) => {
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) => refresh(apps[i % apps.length]!, refreshToken)),
  );
  const winners = answers.filter((a) => a.statusCode === 200);
  const losers = answers.filter((a) => a.statusCode !== 200);
  return { winners, losers };
};

const expectOneWinnerWhoseChainIsRevoked = async (
  apps: FastifyInstance[],
  race: Awaited<ReturnType<typeof raceRefresh>>,
) => {
  expect(race.winners).toHaveLength(1);
  for (const loser of race.losers) {
    expect(loser.statusCode, loser.body).toBe(400);
    expect(loser.json().error).toBe('invalid_grant');
  }
  // Reuse detection: the second use revoked the grant, so the winner's new refresh token is dead too.
  const next = await refresh(apps[0]!, race.winners[0]!.json().refresh_token);
  expect(next.statusCode, next.body).toBe(400);
  expect(next.json().error).toBe('invalid_grant');
};

describe('refresh tokens are consumed once (reuse detection holds under concurrency)', () => {
  it('several requests with one token at the same moment on one app: one succeeds, the grant is revoked', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const tokens = await tokensOf();
      const race = await raceRefresh([t.app], tokens.refresh_token);
      await expectOneWinnerWhoseChainIsRevoked([t.app], race);
    }
  });

  it('several requests with one token at the same moment on two apps sharing a database: the same', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const tokens = await tokensOf();
      const race = await raceRefresh([t.app, second.app], tokens.refresh_token);
      await expectOneWinnerWhoseChainIsRevoked([t.app, second.app], race);
    }
  });

  it('a second use after the first (sequential, on the other app) fails and revokes the grant', async () => {
    const tokens = await tokensOf();
    const first = await refresh(t.app, tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const replay = await refresh(second.app, tokens.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    expect((await refresh(t.app, first.json().refresh_token)).statusCode).toBe(400);
  });

  it('a refresh token used once, alone, keeps working along its chain', async () => {
    const tokens = await tokensOf();
    const first = await refresh(t.app, tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const again = await refresh(second.app, first.json().refresh_token);
    expect(again.statusCode, again.body).toBe(200);
  });
});
