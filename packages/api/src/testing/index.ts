/* Test helpers for the front ends' jsdom tests (never part of a bundle). */
export { FakeRequest, FakeResponse, installFetchStandIns, JSON_CONTENT_TYPE } from './fetch-stand-ins';
export {
  deferred,
  errorReply,
  installFakeHttp,
  success,
  type FakeHttp,
  type Reply,
  type SentRequest,
} from './fake-http';
export { installFakeServiceApi, type FakeServiceApi, type Handler } from './fake-service-api';
