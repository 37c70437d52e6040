import { ipfsGatewayUrls, nftImageSources } from './nft-image-sources';

const GATEWAYS = ['https://ipfs.io/ipfs/', 'https://dweb.link/ipfs'];

describe('nftImageSources', () => {
  it("tries the service's picture first, then the NFT's IPFS image on each gateway", () => {
    expect(nftImageSources(7, 'ipfs://bafy/7.png', GATEWAYS)).toEqual([
      '/api/nft/image/7.svg',
      'https://ipfs.io/ipfs/bafy/7.png',
      'https://dweb.link/ipfs/bafy/7.png',
    ]);
  });

  it('uses only the service picture without gateways or an IPFS image', () => {
    expect(nftImageSources(7)).toEqual(['/api/nft/image/7.svg']);
    expect(nftImageSources(7, 'https://example.org/7.png', GATEWAYS)).toEqual(['/api/nft/image/7.svg']);
    expect(ipfsGatewayUrls('ipfs://', GATEWAYS)).toEqual([]);
  });

  it('accepts the ipfs://ipfs/CID form', () => {
    expect(ipfsGatewayUrls('ipfs://ipfs/bafy/7.png', GATEWAYS.slice(0, 1))).toEqual([
      'https://ipfs.io/ipfs/bafy/7.png',
    ]);
  });
});
