import type { LikeLogPage } from '@nacho/contracts';
import type { Knex } from 'knex';
import { PAGE_SIZES } from '@nacho/domain';

interface Row { id: number; token_id: number; user_id: string; ip_address: string | null; created_at: number; suspicious: boolean | number; suspicious_reason: string | null }

/** LIKE pattern for a substring, with the user's own % _ and \ taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Likes newest first, 25 a page. `search` matches a token id exactly (when it is a number), or a
 * part of the user id or IP address, case-insensitively.
 */
export async function likeLogPage(db: Knex, { search, page }: { search: string; page: number }): Promise<LikeLogPage> {
  const pageSize = PAGE_SIZES.adminLogs;
  const filtered = () => {
    const q = db('nft_likes');
    if (search) {
      const pattern = containsPattern(search);
      q.where((w) => {
        if (/^\d{1,9}$/.test(search)) w.orWhere('token_id', Number(search));
        w.orWhereRaw("lower(user_id) like ? escape '\\'", [pattern]).orWhereRaw("lower(coalesce(ip_address, '')) like ? escape '\\'", [pattern]);
      });
    }
    return q;
  };
  const [{ n }] = await filtered().count({ n: '*' });
  const total = Number(n);
  const rows: Row[] = await filtered()
    .select('id', 'token_id', 'user_id', 'ip_address', 'created_at', 'suspicious', 'suspicious_reason')
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const logs: LikeLogPage['logs'] = rows.map((r) => ({
    id: r.id,
    tokenId: r.token_id,
    userId: r.user_id,
    ipAddress: r.ip_address,
    timestamp: Number(r.created_at),
    suspicious: Boolean(r.suspicious),
    suspiciousReason: r.suspicious_reason,
  }));
  return { logs, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}
