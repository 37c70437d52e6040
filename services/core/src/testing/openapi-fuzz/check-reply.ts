import type { OpenApiReplyValidator } from '../openapi-reply-validator';
import type { Operation } from './operations';
import { leakIn } from './reply-leaks';
import type { FuzzRequest } from './request-arbitrary';
import type { FuzzReply } from './send-request';

/** The project's error reply, `{ error: { code, message } }`, which the shared 404 of an unknown path uses too. */
function isErrorReply(body: unknown): boolean {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return (
    typeof error === 'object' && error !== null && typeof error.code === 'string' && typeof error.message === 'string'
  );
}

function parsedBody(reply: FuzzReply): unknown {
  const type = reply.contentType.split(';')[0]!.trim();
  if (!/^application\/(?:[\w.-]+\+)?json$/.test(type)) return reply.text;
  try {
    return JSON.parse(reply.text) as unknown;
  } catch {
    throw new Error(`the reply says ${type} but its body is not JSON: ${JSON.stringify(reply.text.slice(0, 200))}`);
  }
}

/**
 * Throws when a reply breaks the contract: a 5xx, a leak of internals, a status the operation does
 * not document, or a body that does not match the documented schema. The one allowance: a request
 * whose path segment was deliberately broken may get the server's shared 404 (an error reply) even
 * where the operation lists no 404, because such a path may name no route at all; and the shared 405
 * (an error reply) when it lands on another documented path that does not take the method
 * (PUT /things/ is PUT /things, which only answers GET).
 */
export function checkReply(
  validator: OpenApiReplyValidator,
  op: Operation,
  request: FuzzRequest,
  reply: FuzzReply,
): void {
  if (reply.status >= 500) throw new Error(`answered ${reply.status}: ${reply.text.slice(0, 300)}`);
  const leak = leakIn(reply.text, { errorReply: reply.status >= 400 });
  if (leak) throw new Error(`the ${reply.status} reply leaks ${leak}`);
  const body = parsedBody(reply);
  const brokenPath = request.kind === 'bad-path';
  // The router takes /a/b/ for /a/b: a broken segment left empty at the end lands on the shorter path.
  const target =
    brokenPath && !validator.templateOf(request.target) ? request.target.replace(/\/+(?=\?|$)/, '') : request.target;
  const template = validator.templateOf(target);
  if (brokenPath && reply.status === 404 && !(template === op.template && op.statuses.includes(404))) {
    if (!isErrorReply(body)) throw new Error(`the shared 404 is not an error reply: ${reply.text.slice(0, 300)}`);
    return;
  }
  const takesMethod = (path: string) =>
    validator.documented().some((entry) => entry.startsWith(`${request.method} ${path} `));
  if (brokenPath && reply.status === 405 && template && template !== op.template && !takesMethod(template)) {
    if (!isErrorReply(body)) throw new Error(`the shared 405 is not an error reply: ${reply.text.slice(0, 300)}`);
    return;
  }
  if (template !== op.template && !brokenPath)
    throw new Error(`generated ${request.target}, which is not a path of ${op.template}`);
  validator.validate(request.method, target, reply.status, reply.contentType, body);
}
