/*
 * @nacho/contracts: every contract between the services and the front ends, defined once.
 * Reply schemas are zod (the nft service validates its answers and builds its OpenAPI document
 * from them); front ends import the inferred types with `import type`, so no zod reaches a
 * bundle unless a schema is used at run time. No server code here.
 */
export * from './api-error';
export * from './api-error-body';
export * from './nft/activity-replies';
export * from './nft/collection-info';
export * from './nft/common-replies';
export * from './nft/holder-replies';
export * from './nft/rarity-replies';
export * from './nft/status-replies';
export * from './nft/token-replies';
export * from './nft/trait-replies';
export * from './nft/wallet-replies';
export * from './market';
export * from './contest';
export * from './seals';
export * from './admin';
export type * from './auth';
export * from './runtime-config';
export * from './page-scripts';
export * from './search-dialog';
export * from './page-render';
