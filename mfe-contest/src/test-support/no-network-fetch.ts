// jsdom has no fetch; RTK Query warns at import without one. These tests seed the cache instead.
globalThis.fetch = () => Promise.reject(new Error('no network in unit tests'));
