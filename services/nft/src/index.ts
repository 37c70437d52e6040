export { createNftService, createNftRouter, type NftService, type NftServiceDeps } from './service';
export { buildOpenApiDocument, API_PREFIX } from './openapi/build-document';
export { NFT_ROUTES } from './routes';
export type { SyncStatus } from './snapshot/sync-state';
export type { Snapshot } from './snapshot/types';
