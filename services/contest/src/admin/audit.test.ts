import type { SessionUser } from '@nacho/core';
import * as core from '@nacho/core';
import { eachDatabase } from '@nacho/db/testing';
import { actorOf, recordAdminAction } from './audit';

const wallet: SessionUser = {
  id: 'u1',
  displayName: 'kaspa:qrun…fjpa',
  address: 'kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa',
  method: 'wallet',
  createdAt: 0,
};
const oidc: SessionUser = {
  id: '5b0c3b9e-0000-4000-8000-000000000001',
  displayName: 'Ada',
  address: null,
  method: 'oidc',
  createdAt: 0,
};
const demo: SessionUser = { id: 'demo-1', displayName: 'Demo voter 3f9a', address: null, method: 'demo', createdAt: 0 };

describe('the admin audit actor', () => {
  it('is the wallet address, the OIDC user id, else passcode', () => {
    expect(actorOf({ state: { user: wallet } })).toBe(`wallet:${wallet.address}`);
    expect(actorOf({ state: { user: oidc } })).toBe(`oidc:${oidc.id}`);
    expect(actorOf({ state: { user: demo } })).toBe('passcode');
    expect(actorOf({ state: {} })).toBe('passcode');
  });

  it("is the same writer in every service: contest re-exports core's", () => {
    expect(recordAdminAction).toBe(core.recordAdminAction);
    expect(actorOf).toBe(core.actorOf);
  });
});

eachDatabase('recordAdminAction', (ctx) => {
  const rows = () =>
    ctx.db()('admin_audit_log').orderBy('id').select('at', 'actor', 'action', 'target', 'details', 'ip_address');
  beforeEach(async () => {
    await ctx.db()('admin_audit_log').del();
  });

  it("writes the time, actor, action, target, details and client IP in the caller's transaction", async () => {
    await ctx.db().transaction((trx) =>
      recordAdminAction(trx, { state: { user: wallet }, ip: '203.0.113.9' }, 1_700_000_000_000, {
        action: 'declare_winner',
        target: 'token:7',
        details: { year: 2026, month: 11 },
      }),
    );
    await ctx
      .db()
      .transaction(async (trx) => {
        await recordAdminAction(trx, { state: {}, ip: '198.51.100.7' }, 1_700_000_000_001, { action: 'admin_lock' });
        await trx.rollback();
      })
      .catch(() => undefined);
    const written = await rows();
    expect(written).toHaveLength(1);
    expect({ ...written[0], at: Number(written[0].at) }).toEqual({
      at: 1_700_000_000_000,
      actor: `wallet:${wallet.address}`,
      action: 'declare_winner',
      target: 'token:7',
      details: JSON.stringify({ year: 2026, month: 11 }),
      ip_address: '203.0.113.9',
    });
  });

  it.each(['market.reset-history', 'resetMarketHistory', 'reset-market-history', 'reset', 'Admin_Sign_In'])(
    'refuses the action name %j (not snake_case verb_object) and writes nothing',
    async (action) => {
      await expect(recordAdminAction(ctx.db(), { state: {}, ip: '127.0.0.1' }, 1, { action })).rejects.toThrow(
        /not snake_case verb_object/,
      );
      expect(await rows()).toEqual([]);
    },
  );
});
