import { errorReply, installFakeServiceApi, type FakeServiceApi } from '@nacho/api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSystem } from '@nacho/contracts';
import { clearToasts } from '@nacho/ui';
import { renderAdmin } from '../testing/render-admin';
import { SystemTab } from './system-tab';

const NOW = Date.UTC(2026, 10, 21, 14, 30);
const MIN = 60_000;

const system = (queues: AdminSystem['queues']): AdminSystem => ({
  now: NOW,
  sync: {
    phase: 'error',
    collectionVersion: 7,
    lastSuccessAt: NOW - 40 * MIN,
    lastFailureAt: NOW - 5 * MIN,
    failingSince: NOW - 25 * MIN,
    lastError: 'indexer unreachable',
    syncIntervalMinutes: 10,
    stale: true,
    runs: [
      {
        id: 3,
        startedAt: NOW - 5 * MIN - 4200,
        finishedAt: NOW - 5 * MIN,
        outcome: 'failed',
        error: 'indexer unreachable',
      },
      { id: 2, startedAt: NOW - 40 * MIN - 65_000, finishedAt: NOW - 40 * MIN, outcome: 'synced', error: null },
    ],
  },
  queues,
  months: [
    {
      year: 2026,
      month: 10,
      state: 'crowned',
      winner: { entryId: 1, tokenId: 8, likeCount: 3, how: 'crowned', decidedAt: 0 },
      likes: 3,
      failedAttempts: 0,
      lastError: null,
    },
    { year: 2026, month: 9, state: 'awaiting', winner: null, likes: 2, failedAttempts: 2, lastError: 'disk on fire' },
  ],
  backups: {
    dir: '/srv/nacho/backups',
    scheduled: true,
    keep: 14,
    count: 3,
    last: { name: 'nacho-backup-20261121T030000Z.sqlite', at: NOW - 11 * 60 * MIN, bytes: 2_400_000 },
  },
});

let api: FakeServiceApi;
afterEach(() => {
  api.uninstall();
  act(() => clearToasts());
});

describe('System tab', () => {
  it('shows the sync health, the runs with duration, outcome and error, the months, the last backup, and no queue in embedded mode', async () => {
    api = installFakeServiceApi({ 'GET /api/admin/system': { body: system({ mode: 'embedded' }) } });
    renderAdmin(<SystemTab />);
    const sync = await screen.findByTestId('system-sync');
    expect(within(sync).getByText('Out of date')).toBeInTheDocument();
    expect(within(sync).getByText(/Failing since .*: indexer unreachable/)).toBeInTheDocument();
    const rows = within(sync).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/4\.2 s.*Failed.*indexer unreachable/);
    expect(rows[2]).toHaveTextContent(/1 min 5 s.*Synced/);
    expect(screen.getByTestId('system-queues')).toHaveTextContent(
      'No queue: this server runs its jobs inline in one process',
    );
    expect(screen.getByTestId('system-months')).toHaveTextContent(/October 2026Crowned · NACHO #8/);
    expect(screen.getByTestId('system-months')).toHaveTextContent(
      /September 2026Awaiting crowning · 2 failed attempts/,
    );
    expect(screen.getByTestId('system-backups')).toHaveTextContent(
      /nacho-backup-20261121T030000Z\.sqlite.*2\.3 MB \(3 in \/srv\/nacho\/backups\)/,
    );
    expect(screen.getByTestId('system-backups')).toHaveTextContent('Scheduled by the worker, keeping the last 14.');
  });

  it("lists each queue's counts and failed jobs; Retry posts the retry and reloads", async () => {
    let failed = [
      { id: '17', name: 'market-snapshot', error: 'kaspa.com answered 502', attempts: 3, failedAt: NOW - MIN },
    ];
    api = installFakeServiceApi({
      'GET /api/admin/system': () => ({
        body: system({
          mode: 'bullmq',
          queues: [
            {
              name: 'market-snapshot',
              counts: { waiting: 0, active: 0, delayed: 1, failed: failed.length, completed: 12 },
              failed,
            },
          ],
        }),
      }),
      'POST /api/admin/system/queues/market-snapshot/jobs/17/retry': () => {
        failed = [];
        return { body: { queue: 'market-snapshot', id: '17', retried: true } };
      },
    });
    const user = userEvent.setup();
    renderAdmin(<SystemTab />);
    const queue = await screen.findByTestId('queue-market-snapshot');
    expect(queue).toHaveTextContent('market-snapshot: 0 waiting · 0 active · 1 delayed · 1 failed · 12 completed');
    expect(queue).toHaveTextContent(/#17kaspa\.com answered 5023 attempts/);
    await user.click(within(queue).getByRole('button', { name: 'Retry job 17 of market-snapshot' }));
    await waitFor(() => expect(screen.getByTestId('queue-market-snapshot')).toHaveTextContent('0 failed'));
    const [retry] = api.sent('POST /api/admin/system/queues/market-snapshot/jobs/17/retry');
    expect(retry?.contentType).toMatch(/application\/json/);
    expect(await screen.findByText('Job 17 of market-snapshot is queued again')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry job/ })).not.toBeInTheDocument();
  });

  it('says so when the status cannot be loaded', async () => {
    api = installFakeServiceApi({ 'GET /api/admin/system': errorReply(500, 'internal', 'boom') });
    renderAdmin(<SystemTab />);
    expect(await screen.findByText('Could not load the system status.')).toBeInTheDocument();
  });
});
