import type { AuditLogPage } from '@nacho/contracts';
import type { Knex } from 'knex';
import { plainIp } from './plain-ip';

export const AUDIT_PAGE_SIZE = 50;

interface Row {
  id: number;
  at: number;
  actor: string;
  action: string;
  target: string | null;
  details: string | null;
  ip_address: string | null;
}

const parseDetails = (text: string | null): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The admin audit trail, newest first. */
export async function auditLogPage(db: Knex, page: number): Promise<AuditLogPage> {
  const [{ n }] = await db('admin_audit_log').count({ n: '*' });
  const total = Number(n);
  const rows: Row[] = await db('admin_audit_log')
    .select('id', 'at', 'actor', 'action', 'target', 'details', 'ip_address')
    .orderBy([
      { column: 'at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: Number(r.at),
      actor: r.actor,
      action: r.action,
      target: r.target,
      details: parseDetails(r.details),
      ipAddress: plainIp(r.ip_address),
    })),
    total,
    page,
    pageSize: AUDIT_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
  };
}
