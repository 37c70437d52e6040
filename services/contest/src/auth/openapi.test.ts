import { cookieClient, jsonOf, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { startContestApp } from './testing/contest-app';

eachDatabase('auth OpenAPI document', (ctx) => {
  it('describes every sign-in route this server mounts, with the validating schemas', async () => {
    const app = startContestApp({ config: testConfig(), db: ctx.db() });
    try {
      const doc = await jsonOf(await cookieClient(app.base).fetch('/api/auth/openapi.json'));
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths).sort()).toEqual(
        ['/api/auth/dev/sign-in', '/api/auth/logout', '/api/auth/methods', '/api/auth/session', '/api/auth/user', '/api/auth/wallet/challenge', '/api/auth/wallet/verify'].sort(),
      );
      const verify = doc.components.schemas.WalletVerifyBody;
      expect(verify.required.sort()).toEqual(['address', 'nonce', 'publicKey', 'signature']);
      expect(verify.properties.signature.pattern).toBe('^[0-9a-fA-F]{128}$');
      expect(Object.keys(doc.paths['/api/auth/wallet/verify'].post.responses).sort()).toEqual(['200', '400', '401', '403', '415', '429']);
    } finally {
      await app.close();
    }
  });
});
