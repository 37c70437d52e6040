/**
 * @jest-environment node
 */
import type { AuthUser } from '@nacho/contracts';
import { api } from '../api';
import { configureApi } from '../api-config';
import { createAppStore, type AppStore } from '../store';
import { jsonReply, startHttpTestServer, type HttpTestServer } from '../testing/http-test-server';
import { authApi } from './auth';

const USER: AuthUser = { id: 'u1', displayName: 'kaspa:qq1…abcd', address: 'kaspa:qq1abcd', method: 'wallet' };

let server: HttpTestServer;
let store: AppStore;
beforeAll(async () => {
  server = await startHttpTestServer();
  configureApi({ baseUrl: server.url });
});
afterAll(async () => {
  configureApi({ baseUrl: '' });
  await server.close();
});
beforeEach(() => {
  store = createAppStore();
});
afterEach(() => {
  store.dispatch(api.util.resetApiState());
});

describe('getCurrentUser (the shell session probe)', () => {
  test('asks GET /api/auth/session, never the 401-ing /api/auth/user, and reads {user: null} as signed out', async () => {
    server.route('GET /api/auth/session', jsonReply(200, { user: null }));
    server.route('GET /api/auth/user', jsonReply(401, { error: { code: 'not_signed_in', message: 'Not signed in' } }));
    const result = await store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    expect(result.error).toBeUndefined();
    expect(result.data).toBeNull();
    expect(server.requests.map((r) => r.url)).toContain('/api/auth/session');
    expect(server.requests.map((r) => r.url)).not.toContain('/api/auth/user');
  });

  test('returns the user when signed in', async () => {
    server.route('GET /api/auth/session', jsonReply(200, { user: USER }));
    const result = await store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    expect(result.data).toEqual(USER);
  });
});
