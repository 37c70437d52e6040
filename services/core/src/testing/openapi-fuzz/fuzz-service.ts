import fc from 'fast-check';
import { OpenApiReplyValidator, type OpenApiDocumentShape } from '../openapi-reply-validator';
import { checkReply } from './check-reply';
import type { FuzzStats } from './fuzz-stats';
import { operationLabel, operationsOf, type FuzzableDocument, type Operation } from './operations';
import { requestArbitrary, type FuzzRequest } from './request-arbitrary';
import { SchemaArbitraries } from './schema-arbitrary';
import { sendRequest, type FuzzReply } from './send-request';

/** Who sends the requests: the cookie of their session, and a way to get it back after a case ended it. */
export interface FuzzRole {
  name: string;
  cookie(): string | undefined;
  /** Called after every case: signs in again when the case may have signed the role out (a logout, a new sign-in). */
  afterCase?(request: FuzzRequest, reply: FuzzReply): Promise<void>;
}

export interface FuzzedService {
  /** Short name for the summary, e.g. "nft". */
  name: string;
  document: FuzzableDocument & OpenApiDocumentShape;
  validator: OpenApiReplyValidator;
  operations: Operation[];
  schemas: SchemaArbitraries;
}

/** Reads one service's document from the running server and prepares its operations and validator. */
export async function loadService(base: string, name: string, documentPath: string): Promise<FuzzedService> {
  const res = await fetch(new URL(documentPath, base));
  if (res.status !== 200) throw new Error(`GET ${documentPath} answered ${res.status}`);
  const document = (await res.json()) as FuzzableDocument & OpenApiDocumentShape;
  return {
    name,
    document,
    validator: new OpenApiReplyValidator(document),
    operations: operationsOf(document),
    schemas: new SchemaArbitraries(document.components),
  };
}

export interface FuzzPhase {
  base: string;
  service: FuzzedService;
  role: FuzzRole;
  /** Which of the service's operations this phase sends (e.g. only the mutations, as the admin, last). */
  operations: (op: Operation) => boolean;
  cases: number;
  seed: number;
  stats: FuzzStats;
  /** Label in the summary; the role's name by default. */
  label?: string;
}

/**
 * One fast-check property over the chosen operations of a service, as one role: every generated
 * request (well-formed or not) must get a reply that checkReply accepts. Throws fast-check's report
 * (seed, path, the shrunk request and what was wrong) on the first failure.
 */
export async function fuzzPhase({
  base,
  service,
  role,
  operations,
  cases,
  seed,
  stats,
  label = role.name,
}: FuzzPhase): Promise<void> {
  const chosen = service.operations.filter(operations);
  if (chosen.length === 0 || cases === 0) return;
  const origin = new URL(base).origin;
  const byLabel = new Map(chosen.map((op) => [operationLabel(op), op]));
  // The operation goes by its label, so that a failure report shows "POST /api/..." and the request.
  const cases$ = fc.oneof(
    ...chosen.map((op) =>
      requestArbitrary(op, service.schemas, origin).map((request) => ({ operation: operationLabel(op), request })),
    ),
  );
  const started = Date.now();
  try {
    await fc.assert(
      fc.asyncProperty(cases$, async ({ operation, request }) => {
        const op = byLabel.get(operation)!;
        const reply = await sendRequest(base, request, role.cookie());
        stats.record(service.name, label, operation, reply.status);
        try {
          checkReply(service.validator, op, request, reply);
        } finally {
          await role.afterCase?.(request, reply);
        }
      }),
      { numRuns: cases, seed },
    );
  } finally {
    stats.addTime(service.name, label, Date.now() - started);
  }
}
