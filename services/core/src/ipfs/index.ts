export { createGatewayHealth, type GatewayHealth, type GatewayHealthOptions } from './gateway-health';
export { fetchIpfsImage, ipfsImageUrls, type IpfsImage, type IpfsImageOptions } from './ipfs-image';
