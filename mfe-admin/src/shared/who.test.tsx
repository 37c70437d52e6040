import { installFakeServiceApi, type FakeServiceApi } from '@nacho/api/testing';
import { screen, within } from '@testing-library/react';
import { renderAdmin } from '../testing/render-admin';
import { LikeLogsTab } from '../like-logs/like-logs-tab';
import { AuditLogTab } from '../audit-log/audit-log-tab';

const WALLET = 'kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa';
const page = { total: 2, page: 1, pageSize: 25, pageCount: 1 };
const like = (id: number, voter: object, ipAddress: string | null) => ({
  id,
  tokenId: 40 + id,
  userId: `uuid-${id}-internal`,
  voter,
  ipAddress,
  timestamp: Date.UTC(2026, 10, 1),
  suspicious: false,
  suspiciousReason: null,
});

let api: FakeServiceApi;
beforeEach(() => {
  api = installFakeServiceApi({
    'GET /api/admin/like-logs': {
      body: {
        ...page,
        logs: [
          like(1, { address: WALLET, method: 'wallet' }, '192.0.2.7'),
          like(2, { address: null, method: 'oidc' }, null),
        ],
      },
    },
    'GET /api/admin/audit-log': {
      body: {
        ...page,
        entries: [
          {
            id: 1,
            at: Date.UTC(2026, 10, 1),
            actor: `wallet:${WALLET}`,
            action: 'declare_winner',
            target: 'month:2026-10',
            details: null,
            ipAddress: '192.0.2.7',
          },
          {
            id: 2,
            at: Date.UTC(2026, 10, 1),
            actor: 'passcode',
            action: 'admin_sign_in',
            target: null,
            details: null,
            ipAddress: null,
          },
        ],
      },
    },
  });
});
afterEach(() => api.uninstall());

describe('who did it, in the Like Logs and the Audit Log', () => {
  it('Like Logs name the voter by shortened wallet address (whole on hover, copy button) or sign-in method, never the internal user id', async () => {
    renderAdmin(<LikeLogsTab />);
    const rows = await screen.findAllByRole('row');
    const walletRow = rows.find((r) => r.textContent?.includes('#41'))!;
    expect(within(walletRow).getByText('kaspa:...fjpa')).toHaveAttribute('title', WALLET);
    expect(within(walletRow).getByRole('button', { name: `Copy ${WALLET}` })).toBeInTheDocument();
    expect(within(walletRow).getByText('192.0.2.7')).toBeInTheDocument();
    const oidcRow = rows.find((r) => r.textContent?.includes('#42'))!;
    expect(within(oidcRow).getByText('OpenID Connect account')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/uuid-\d-internal/);
  });

  it('the Audit Log names a wallet admin by address and a passcode session in words', async () => {
    renderAdmin(<AuditLogTab />);
    expect(await screen.findByText('kaspa:...fjpa')).toHaveAttribute('title', WALLET);
    expect(screen.getByText('Passcode session')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('wallet:kaspa');
  });
});
