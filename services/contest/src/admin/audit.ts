import type { Context } from 'koa';
import type { Knex } from 'knex';

/** Who did it, as the audit log names them: the signed-in user, else the passcode session. */
export function actorOf(ctx: Pick<Context, 'state'>): string {
  const user = ctx.state.user;
  return user ? `${user.method}:${user.id}`.slice(0, 100) : 'passcode-session';
}

export interface AdminAction {
  action: string;
  target?: string | null;
  details?: Record<string, unknown>;
}

/** Writes one admin_audit_log row; call it with the transaction of the change it records. */
export async function recordAdminAction(trx: Knex, ctx: Pick<Context, 'state' | 'ip'>, at: number, { action, target, details }: AdminAction): Promise<void> {
  await trx('admin_audit_log').insert({
    at,
    actor: actorOf(ctx),
    action,
    target: target ?? null,
    details: details ? JSON.stringify(details) : null,
    ip_address: ctx.ip ? ctx.ip.slice(0, 64) : null,
  });
}
