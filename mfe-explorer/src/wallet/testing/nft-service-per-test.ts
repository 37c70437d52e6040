import { act } from '@testing-library/react';
import { clearToasts } from '@nacho/ui';
import { installFakeFetch, type FakeFetch, type FakeHandler } from './fake-fetch';
import { nftService } from './fake-nft-service';

export interface NftServicePerTest {
  readonly requests: URL[];
  requestsTo: FakeFetch['requestsTo'];
  /** Answers the rest of this test with these handlers instead. */
  replace: (...handlers: FakeHandler[]) => void;
}

/**
 * Puts the fake nft service in place before each test of the file and takes it (and any toast
 * left open) away after.
 */
export function fakeNftServicePerTest(): NftServicePerTest {
  let current: FakeFetch;
  beforeEach(() => {
    current = installFakeFetch(...nftService);
  });
  afterEach(() => {
    current.uninstall();
    act(() => clearToasts());
  });
  return {
    get requests() {
      return current.requests;
    },
    requestsTo: (prefix) => current.requestsTo(prefix),
    replace: (...handlers) => {
      current.uninstall();
      current = installFakeFetch(...handlers);
    },
  };
}
