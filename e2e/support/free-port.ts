/** The browser tests and the stack tests take free ports the way the services' tests do. */
export { freePort } from '@nacho/core/testing';
