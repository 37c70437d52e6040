export { SchemaArbitraries, nastyString, type JsonSchema, type SchemaComponents } from './schema-arbitrary';
export { operationsOf, isMutation, operationLabel, type Operation, type FuzzableDocument } from './operations';
export { requestArbitrary, type FuzzRequest, type CaseKind } from './request-arbitrary';
export { sendRequest, closeConnections, type FuzzReply } from './send-request';
export { leakIn } from './reply-leaks';
export { checkReply } from './check-reply';
export { FuzzStats } from './fuzz-stats';
export { fuzzPhase, loadService, type FuzzPhase, type FuzzRole, type FuzzedService } from './fuzz-service';
