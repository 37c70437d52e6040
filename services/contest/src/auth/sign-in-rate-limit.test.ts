import { createRedis } from '@nacho/core';
import { randomUUID } from 'node:crypto';
import { cookieClient, describeWithRedis, jsonOf, TEST_REDIS_URL, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { startContestApp } from './testing/contest-app';
import { testWallet } from './testing/test-wallet';

const wallet = testWallet();

async function expectLimitedAfter(bases: string[], points: number) {
  for (let i = 0; i < points; i++) {
    const res = await cookieClient(bases[i % bases.length]!).post('/api/auth/wallet/challenge', {
      address: wallet.address,
    });
    expect(res.status).toBe(200);
  }
  for (const base of bases) {
    const browser = cookieClient(base);
    for (const [path, body] of [
      ['/api/auth/wallet/challenge', { address: wallet.address }],
      [
        '/api/auth/wallet/verify',
        { address: wallet.address, publicKey: wallet.compressedHex, signature: '00'.repeat(64), nonce: '0'.repeat(32) },
      ],
    ] as const) {
      const res = await browser.post(path, body);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(600);
      expect((await jsonOf(res)).error.code).toBe('too_many_sign_in_attempts');
    }
  }
}

eachDatabase('sign-in rate limit in memory', (ctx) => {
  it('answers 429 with Retry-After once an IP used up its sign-in calls; other routes still work', async () => {
    const app = startContestApp({ config: testConfig(), db: ctx.db(), auth: { rateLimit: { points: 3 } } });
    try {
      await expectLimitedAfter([app.base], 3);
      expect((await cookieClient(app.base).fetch('/api/auth/user')).status).toBe(401);
    } finally {
      await app.close();
    }
  });
});

eachDatabase('sign-in rate limit from SIGN_IN_RATE_LIMIT', (ctx) => {
  it('takes the number of calls per IP from the configuration', async () => {
    const app = startContestApp({ config: testConfig({ SIGN_IN_RATE_LIMIT: '4' }), db: ctx.db() });
    try {
      await expectLimitedAfter([app.base], 4);
    } finally {
      await app.close();
    }
  });
});

eachDatabase('sign-in rate limit behind the edge (TRUST_PROXY=true)', (ctx) => {
  it('counts per address the edge saw, whatever the client put in X-Forwarded-For', async () => {
    const app = startContestApp({
      config: testConfig({ TRUST_PROXY: 'true' }),
      db: ctx.db(),
      auth: { rateLimit: { points: 2 } },
    });
    const challenge = (forwardedFor: string) =>
      fetch(`${app.base}/api/auth/wallet/challenge`, {
        method: 'POST',
        headers: { Origin: app.base, 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
        body: JSON.stringify({ address: wallet.address }),
      });
    try {
      // The client made up the first entry each time; the edge appended the real 203.0.113.9.
      const statuses = [];
      for (const spoofed of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
        statuses.push((await challenge(`${spoofed}, 203.0.113.9`)).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await challenge('203.0.113.10')).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describeWithRedis('sign-in rate limit in Redis', () => {
  eachDatabase('shared by replicas', (ctx) => {
    it('two app instances count one limit per IP', async () => {
      const redis = createRedis({ redisUrl: TEST_REDIS_URL })!;
      const keyPrefix = `nacho-test:sign-in:${randomUUID()}`;
      const config = testConfig();
      const rateLimit = { points: 4, keyPrefix };
      const a = startContestApp({
        config,
        db: ctx.db(),
        redis,
        auth: { rateLimit },
        redisKeyPrefix: `${keyPrefix}:sess:`,
      });
      const b = startContestApp({
        config,
        db: ctx.db(),
        redis,
        auth: { rateLimit },
        redisKeyPrefix: `${keyPrefix}:sess:`,
      });
      try {
        await expectLimitedAfter([a.base, b.base], 4);
      } finally {
        await a.close();
        await b.close();
        const keys = await redis.keys(`${keyPrefix}*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      }
    });
  });
});
