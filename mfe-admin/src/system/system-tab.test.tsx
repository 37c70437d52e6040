import { errorReply, installFakeServiceApi, type FakeServiceApi } from '@nacho/api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSystem } from '@nacho/contracts';
import { clearToasts } from '@nacho/ui';
import { renderAdmin } from '../testing/render-admin';
import { durationText, SystemTab } from './system-tab';

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
    // Before the first like: the server lists these months too (the last 12 finished months).
    ...[8, 7, 6, 5, 4, 3, 2, 1].map((month) => ({
      year: 2026,
      month,
      state: 'no_likes' as const,
      winner: null,
      likes: 0,
      failedAttempts: 0,
      lastError: null,
    })),
    {
      year: 2025,
      month: 12,
      state: 'declared',
      winner: { entryId: 2, tokenId: 42, likeCount: 0, how: 'declared', decidedAt: 0 },
      likes: 0,
      failedAttempts: 0,
      lastError: null,
    },
    { year: 2025, month: 11, state: 'vacated', winner: null, likes: 5, failedAttempts: 0, lastError: null },
  ],
  backups: {
    scheduled: true,
    keep: 14,
    last: {
      name: 'nacho-backup-20261121T030000Z.sqlite',
      dir: '/srv/nacho/backups',
      at: NOW - 11 * 60 * MIN,
      bytes: 2_400_000,
      madeBy: 'schedule',
    },
    failure: null,
  },
});

let api: FakeServiceApi;
afterEach(() => {
  api?.uninstall();
  act(() => clearToasts());
});

describe('durationText: ages and durations as people say them', () => {
  it.each([
    [4_200, '4.2 s'],
    [42_000, '42 s'],
    [65_000, '1 min 5 s'],
    [180_000, '3 min'],
    [(129 * 60 + 47) * 1000, '2 h 10 min'],
    [2 * 3_600_000, '2 h'],
    [(3 * 24 + 4) * 3_600_000 + 20 * MIN, '3 d 4 h'],
    [59_700, '1 min'],
  ])('%i ms reads "%s"', (ms, text) => {
    expect(durationText(ms)).toBe(text);
  });
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
    // One row a month, its state, winner and likes each in a column of its own (issue 41: they ran together).
    const months = within(screen.getByTestId('system-months')).getByRole('table', { name: 'Crowning, last 12 months' });
    const cells = within(months)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toHaveLength(12);
    expect(cells[0]).toEqual(['October 2026', 'Crowned', 'NACHO #8', '3']);
    expect(cells[1]).toEqual(['September 2026', 'Awaiting crowning · 2 failed attempts', '—', '2']);
    expect(cells[2]).toEqual(['August 2026', 'No likes: nothing to crown', '—', '0']);
    expect(cells[10]).toEqual(['December 2025', 'Declared by the operator', 'NACHO #42', '0']);
    expect(cells[11]).toEqual(['November 2025', 'Vacated', '—', '5']);
    expect(within(months).getByText('Awaiting crowning · 2 failed attempts')).toHaveAttribute('title', 'disk on fire');
    expect(screen.getByTestId('system-backups')).toHaveTextContent(
      /nacho-backup-20261121T030000Z\.sqlite.*2\.3 MB, made by the schedule in \/srv\/nacho\/backups/,
    );
    expect(screen.getByTestId('system-backups')).not.toHaveTextContent('failed');
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

  it('shows the last failed backup under the last one made, and says when none was made yet', async () => {
    const failing = system({ mode: 'embedded' });
    failing.backups.failure = { at: NOW - 2 * MIN, error: 'pg_dump: server version mismatch', madeBy: 'command' };
    api = installFakeServiceApi({ 'GET /api/admin/system': { body: failing } });
    const { unmount } = renderAdmin(<SystemTab />);
    const backups = await screen.findByTestId('system-backups');
    expect(backups).toHaveTextContent(/Last backup nacho-backup-20261121T030000Z\.sqlite/);
    expect(backups).toHaveTextContent(/The backup by npm run backup failed .*: pg_dump: server version mismatch/);
    unmount();

    api.uninstall();
    const none = system({ mode: 'embedded' });
    none.backups = { scheduled: false, keep: 14, last: null, failure: null };
    api = installFakeServiceApi({ 'GET /api/admin/system': { body: none } });
    renderAdmin(<SystemTab />);
    expect(await screen.findByTestId('system-backups')).toHaveTextContent(
      'No backup made yet: run npm run backup.No scheduled backup (set BACKUP_SCHEDULE or BACKUP_INTERVAL_HOURS).',
    );
  });

  it('says so when the status cannot be loaded', async () => {
    api = installFakeServiceApi({ 'GET /api/admin/system': errorReply(500, 'internal', 'boom') });
    renderAdmin(<SystemTab />);
    expect(await screen.findByText('Could not load the system status.')).toBeInTheDocument();
  });
});
