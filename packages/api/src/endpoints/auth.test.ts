/**
 * @jest-environment node
 */
import type { AuthUser } from '@nacho/contracts';
import { jsonReply } from '../testing/http-test-server';
import { storeAgainstTestServer } from '../testing/store-against-test-server';
import { authApi } from './auth';

const USER: AuthUser = { id: 'u1', displayName: 'kaspa:qq1…abcd', address: 'kaspa:qq1abcd', method: 'wallet' };

const harness = storeAgainstTestServer();

describe('getCurrentUser (the shell session probe)', () => {
  test('asks GET /api/auth/session, never the 401-ing /api/auth/user, and reads {user: null} as signed out', async () => {
    harness.server.route('GET /api/auth/session', jsonReply(200, { user: null }));
    harness.server.route(
      'GET /api/auth/user',
      jsonReply(401, { error: { code: 'not_signed_in', message: 'Not signed in' } }),
    );
    const result = await harness.store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    expect(result.error).toBeUndefined();
    expect(result.data).toBeNull();
    expect(harness.server.requests.map((r) => r.url)).toContain('/api/auth/session');
    expect(harness.server.requests.map((r) => r.url)).not.toContain('/api/auth/user');
  });

  test('returns the user when signed in', async () => {
    harness.server.route('GET /api/auth/session', jsonReply(200, { user: USER }));
    const result = await harness.store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    expect(result.data).toEqual(USER);
  });
});
