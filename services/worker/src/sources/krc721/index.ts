export { createKrc721Source, CollectionNotFoundError, type Krc721SourceOptions } from './krc721-source';
export { MetadataUnavailableError } from './ipfs-metadata';
export { Krc721Error } from './client';
export type { RetryPolicy } from './retry';
