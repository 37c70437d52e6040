export { eachDatabase, type DatabaseContext, type Dialect } from './each-database';
