// The gateway memory is shared with the nft service's preview images (services/core/src/ipfs).
export { createGatewayHealth, type GatewayHealth, type GatewayHealthOptions } from '@nacho/core';
