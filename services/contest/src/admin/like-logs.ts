import type { LikeLogPage } from '@nacho/contracts';
import type { Knex } from 'knex';
import { PAGE_SIZES } from '@nacho/domain';
import { plainIp } from './plain-ip';

interface Row {
  id: number;
  token_id: number;
  user_id: string;
  ip_address: string | null;
  created_at: number;
  suspicious: boolean | number;
  suspicious_reason: string | null;
  kaspa_address: string | null;
  oidc_subject: string | null;
}

/** LIKE pattern for a substring, with the user's own % _ and \ taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Likes newest first, 25 a page, each with its voter (wallet address, or how a voter without a
 * wallet signed in). `search` matches a token id exactly (when it is a number), or a part of the
 * wallet address, user id or IP address, case-insensitively.
 */
export async function likeLogPage(db: Knex, { search, page }: { search: string; page: number }): Promise<LikeLogPage> {
  const pageSize = PAGE_SIZES.adminLogs;
  const filtered = () => {
    const q = db('nft_likes as l').leftJoin('users as u', 'u.id', 'l.user_id');
    if (search) {
      const pattern = containsPattern(search);
      q.where((w) => {
        if (/^\d{1,9}$/.test(search)) w.orWhere('l.token_id', Number(search));
        w.orWhereRaw("lower(l.user_id) like ? escape '\\'", [pattern])
          .orWhereRaw("lower(coalesce(u.kaspa_address, '')) like ? escape '\\'", [pattern])
          .orWhereRaw("lower(coalesce(l.ip_address, '')) like ? escape '\\'", [pattern]);
      });
    }
    return q;
  };
  const [{ n }] = await filtered().count({ n: '*' });
  const total = Number(n);
  const rows: Row[] = await filtered()
    .select(
      'l.id',
      'l.token_id',
      'l.user_id',
      'l.ip_address',
      'l.created_at',
      'l.suspicious',
      'l.suspicious_reason',
      'u.kaspa_address',
      'u.oidc_subject',
    )
    .orderBy([
      { column: 'l.created_at', order: 'desc' },
      { column: 'l.id', order: 'desc' },
    ])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const logs: LikeLogPage['logs'] = rows.map((r) => ({
    id: r.id,
    tokenId: r.token_id,
    userId: r.user_id,
    voter: r.kaspa_address
      ? { address: r.kaspa_address, method: 'wallet' as const }
      : { address: null, method: r.oidc_subject ? ('oidc' as const) : ('demo' as const) },
    ipAddress: plainIp(r.ip_address),
    timestamp: Number(r.created_at),
    suspicious: Boolean(r.suspicious),
    suspiciousReason: r.suspicious_reason,
  }));
  return { logs, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}
