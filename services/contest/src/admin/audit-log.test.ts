import { eachDatabase } from '@nacho/db/testing';
import { recordAdminAction } from './audit';
import { auditLogPage } from './audit-log';

eachDatabase('the admin audit log page', (ctx) => {
  beforeEach(async () => {
    await ctx.db()('admin_audit_log').del();
  });

  it('shows an IPv4 client as its IPv4 address (192.0.2.7, not ::ffff:192.0.2.7); IPv6 and unknown stay as they are', async () => {
    const record = (ip: string, at: number) =>
      recordAdminAction(ctx.db(), { state: {}, ip }, at, { action: 'admin_lock' });
    // A dual-stack socket reports an IPv4 client as an IPv4-mapped IPv6 address; that is what gets stored.
    await record('::ffff:192.0.2.7', 3);
    await record('2001:db8::7', 2);
    await record('', 1);
    const stored = await ctx.db()('admin_audit_log').orderBy('at', 'desc').pluck('ip_address');
    expect(stored[0]).toBe('::ffff:192.0.2.7');

    const { entries } = await auditLogPage(ctx.db(), 1);
    expect(entries.map((e) => e.ipAddress)).toEqual(['192.0.2.7', '2001:db8::7', null]);
  });
});
