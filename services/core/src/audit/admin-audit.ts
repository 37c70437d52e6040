import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { SessionUser } from '../http/guards';

/** Every audited action is snake_case verb_object: reset_market_history, admin_sign_in, admin_lock. */
export const ADMIN_ACTION_NAME = /^[a-z]+(?:_[a-z]+)+$/;

/**
 * Who did it, as the audit log names them: `wallet:kaspa:...` (the wallet's address), `oidc:<user
 * id>`, else `passcode` (no signed-in identity: the rights come from the passcode).
 */
export function auditActor(user: Pick<SessionUser, 'id' | 'method' | 'address'> | undefined): string {
  if (user?.method === 'wallet' && user.address) return `wallet:${user.address}`.slice(0, 100);
  if (user?.method === 'oidc') return `oidc:${user.id}`.slice(0, 100);
  return 'passcode';
}

/** The actor of the request's signed-in user (auditActor). */
export function actorOf(ctx: Pick<Context, 'state'>): string {
  return auditActor(ctx.state.user);
}

export interface AdminAction {
  /** snake_case verb_object (ADMIN_ACTION_NAME). */
  action: string;
  target?: string | null;
  details?: Record<string, unknown>;
}

export interface AuditEntry extends AdminAction {
  at: number;
  /** auditActor's form. */
  actor: string;
  /** The client IP (ctx.ip). */
  ip: string | null | undefined;
}

/**
 * Writes one admin_audit_log row: the one audit writer of every service. Call it with the
 * transaction of the change it records. Never put a secret (a passcode) in `details`.
 */
export async function recordAuditEntry(
  trx: Knex,
  { at, actor, ip, action, target, details }: AuditEntry,
): Promise<void> {
  if (!ADMIN_ACTION_NAME.test(action)) throw new Error(`Audit action "${action}" is not snake_case verb_object`);
  await trx('admin_audit_log').insert({
    at,
    actor,
    action,
    target: target ?? null,
    details: details ? JSON.stringify(details) : null,
    ip_address: ip ? ip.slice(0, 64) : null,
  });
}

/** recordAuditEntry for a request: the actor is its signed-in user (actorOf), the IP ctx.ip (X-Forwarded-For only with TRUST_PROXY). */
export function recordAdminAction(
  trx: Knex,
  ctx: Pick<Context, 'state' | 'ip'>,
  at: number,
  action: AdminAction,
): Promise<void> {
  return recordAuditEntry(trx, { ...action, at, actor: actorOf(ctx), ip: ctx.ip });
}
