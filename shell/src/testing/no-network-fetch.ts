// jsdom has no fetch, and RTK Query warns when it loads without one. Tests that import the api
// seed its cache instead of calling a server; import this file first.
globalThis.fetch = () => Promise.reject(new Error('no network in unit tests'));
