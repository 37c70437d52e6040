import { api } from '../api';
import { configureApi } from '../api-config';
import { createAppStore, type AppStore } from '../store';
import { startHttpTestServer, type HttpTestServer } from './http-test-server';

export interface StoreAgainstTestServer {
  /** Started before the file's tests, closed after them; the api's base URL points at it meanwhile. */
  server: HttpTestServer;
  /** A new store for each test; its api state is reset after the test. */
  store: AppStore;
}

/** Call at the top of a test file: the api talks to a real local HTTP server for its tests. */
export function storeAgainstTestServer(): StoreAgainstTestServer {
  const harness = {} as StoreAgainstTestServer;
  beforeAll(async () => {
    harness.server = await startHttpTestServer();
    configureApi({ baseUrl: harness.server.url });
  });
  afterAll(async () => {
    configureApi({ baseUrl: '' });
    await harness.server.close();
  });
  beforeEach(() => {
    harness.store = createAppStore();
  });
  afterEach(() => {
    harness.store.dispatch(api.util.resetApiState());
  });
  return harness;
}
