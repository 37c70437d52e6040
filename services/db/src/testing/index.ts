export { eachDatabase, type DatabaseContext, type Dialect } from './each-database';
export { expectDbError } from './expect-db-error';
