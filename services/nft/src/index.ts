export { createNftService, createNftRouter, type NftService, type NftServiceDeps } from './service';
export { buildOpenApiDocument, API_PREFIX } from './openapi/build-document';
export { NFT_ROUTES } from './routes';
export type { SyncStatus } from './snapshot/sync-state';
export type { Snapshot } from './snapshot/types';
export { applyPageMeta, metaTags, escapeHtml, type PageMeta } from './previews/page-meta';
export { isPreviewPage, IMMUTABLE as PREVIEW_CACHE_CONTROL, type Previews } from './previews/previews';
export { httpContestReader, type ContestReader, type MonthPreview } from './previews/contest-reader';
export { collectionPageVersion } from './page-data-version';
