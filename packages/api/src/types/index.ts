export type { ApiErrorBody } from './api-error';
export { isApiErrorBody } from './api-error';
export type { ApiEnvelope } from './envelope';
export type * from './nft';
export type * from './holders';
export type * from './market';
export type * from './contest';
export type * from './admin';
export type * from './auth';
