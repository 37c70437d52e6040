export * from './encoding';
export * from './hex';
export * from './merkle';
export * from './proof';
export * from './ranking';
export * from './signature';
export * from './verify-month';
export * from './wasm-hasher';
