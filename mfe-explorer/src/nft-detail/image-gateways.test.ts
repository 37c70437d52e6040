import { RUNTIME_CONFIG_ELEMENT_ID } from '@nacho/contracts';
import { loadImageGateways } from './image-gateways';

const remotes = {
  explorer: '/mfe/explorer/mf-manifest.json',
  contest: '/mfe/contest/mf-manifest.json',
  admin: '/mfe/admin/mf-manifest.json',
};

it('takes the gateways from the config inlined into the page, without a request for /runtime-config.json', async () => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = RUNTIME_CONFIG_ELEMENT_ID;
  script.textContent = JSON.stringify({ imageGateways: ['https://gateway.example/ipfs/'], remotes });
  document.head.append(script);
  const fetch = jest.fn(() => Promise.reject(new Error('no request expected')));
  Object.assign(globalThis, { fetch });

  await expect(loadImageGateways()).resolves.toEqual(['https://gateway.example/ipfs/']);
  expect(fetch).not.toHaveBeenCalled();
});
