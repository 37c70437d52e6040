import { configureApi, getApiBaseUrl, resolveApiUrl } from './api-config';

afterEach(() => configureApi({ baseUrl: '' }));

test('by default requests stay on the page origin', () => {
  expect(getApiBaseUrl()).toBe('');
  expect(resolveApiUrl('/api/nft/holders')).toBe('/api/nft/holders');
});

test('a configured base URL prefixes paths, with or without slashes', () => {
  configureApi({ baseUrl: 'https://api.nacho.example/' });
  expect(getApiBaseUrl()).toBe('https://api.nacho.example');
  expect(resolveApiUrl('/api/nft/holders')).toBe('https://api.nacho.example/api/nft/holders');
  expect(resolveApiUrl('api/nft/holders')).toBe('https://api.nacho.example/api/nft/holders');
});

test('absolute URLs are left alone', () => {
  configureApi({ baseUrl: 'https://api.nacho.example' });
  expect(resolveApiUrl('https://ipfs.example/ipfs/cid/1.png')).toBe('https://ipfs.example/ipfs/cid/1.png');
});
