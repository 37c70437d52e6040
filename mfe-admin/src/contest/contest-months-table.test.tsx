import { installFakeServiceApi, type FakeServiceApi } from '@nacho/api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminContestMonth } from '@nacho/contracts';
import { clearToasts } from '@nacho/ui';
import { CONTEST_MONTHS } from '../testing/contest-months-fixture';
import { renderAdmin } from '../testing/render-admin';
import { ContestMonthsTable } from './contest-months-table';

const MONTHS = 'GET /api/admin/contest-months';
let api: FakeServiceApi;
afterEach(() => {
  api.uninstall();
  act(() => clearToasts());
});

const row = (name: string) => screen.getByRole('row', { name });

describe('Contest months table', () => {
  beforeEach(() => {
    api = installFakeServiceApi({ [MONTHS]: { body: CONTEST_MONTHS } });
  });

  it('lists every month newest first with its state in plain words, its winner and its likes', async () => {
    renderAdmin(<ContestMonthsTable />);
    await screen.findByRole('row', { name: 'November 2026' });
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.getAttribute('aria-label'));
    expect(names).toEqual(['November 2026', 'October 2026', 'September 2026', 'August 2026', 'July 2026']);

    expect(within(row('November 2026')).getByText('Open')).toBeInTheDocument();
    expect(within(row('November 2026')).getByText('None')).toBeInTheDocument();
    expect(within(row('November 2026')).getByText('321')).toBeInTheDocument();

    const october = within(row('October 2026'));
    expect(october.getByText('Awaiting crowning')).toBeInTheDocument();
    expect(october.getByText(/Crowning failed 3 times/)).toBeInTheDocument();
    expect(october.getByText('Last error: connect ETIMEDOUT 10.0.0.5:5432')).toBeInTheDocument();
    expect(october.getByText('1,204')).toBeInTheDocument();

    const september = within(row('September 2026'));
    expect(september.getByText('Crowned automatically')).toBeInTheDocument();
    expect(september.getByRole('link', { name: 'NACHO #42' })).toHaveAttribute('href', '/nft/42');
    expect(september.getByText('77 likes')).toBeInTheDocument();
    expect(september.queryByText(/Crowning failed/)).not.toBeInTheDocument();

    expect(within(row('August 2026')).getByText('Declared by you (operator)')).toBeInTheDocument();
    expect(within(row('August 2026')).getByRole('link', { name: 'NACHO #7' })).toBeInTheDocument();
    expect(within(row('July 2026')).getByText('Vacated')).toBeInTheDocument();
    expect(api.sent(MONTHS)).toHaveLength(1);
  });

  it('offers "Declare a winner" only on the open month without a winner, the month awaiting crowning and the vacated month', async () => {
    renderAdmin(<ContestMonthsTable />);
    await screen.findByRole('row', { name: 'November 2026' });
    const declarable = screen.getAllByRole('button', { name: /^Declare a winner for / }).map((b) => b.textContent);
    expect(declarable).toEqual([
      'Declare a winner for November 2026',
      'Declare a winner for October 2026',
      'Declare a winner for July 2026',
    ]);
    expect(within(row('September 2026')).queryByRole('button', { name: /Declare/ })).not.toBeInTheDocument();
    expect(within(row('August 2026')).queryByRole('button', { name: /Declare/ })).not.toBeInTheDocument();
  });

  it('links each month to its public report', async () => {
    renderAdmin(<ContestMonthsTable />);
    await screen.findByRole('row', { name: 'November 2026' });
    expect(within(row('October 2026')).getByRole('link', { name: 'Report for October 2026' })).toHaveAttribute(
      'href',
      '/hall-of-fame/2026/10',
    );
    expect(within(row('July 2026')).getByRole('link', { name: 'Report for July 2026' })).toHaveAttribute(
      'href',
      '/hall-of-fame/2026/7',
    );
    expect(screen.getAllByRole('link', { name: /^Report for / })).toHaveLength(CONTEST_MONTHS.length);
  });

  it('reloads the list after a declaration, so the month shows its new state', async () => {
    let declared = false;
    api.route(MONTHS, () => ({
      body: declared
        ? [
            {
              ...CONTEST_MONTHS[0]!,
              winner: { entryId: 20, tokenId: 99, likeCount: 4, how: 'declared', decidedAt: 1 },
            },
            ...CONTEST_MONTHS.slice(1),
          ]
        : CONTEST_MONTHS,
    }));
    api.route('POST /api/admin/declare-winner', () => {
      declared = true;
      return { body: { tokenId: 99, month: 11, year: 2026 } };
    });
    const user = userEvent.setup();
    renderAdmin(<ContestMonthsTable />);
    await user.click(await screen.findByRole('button', { name: 'Declare a winner for November 2026' }));
    await user.type(within(await screen.findByRole('alertdialog')).getByLabelText('Token ID'), '99{Enter}');

    await waitFor(() =>
      expect(within(row('November 2026')).getByRole('link', { name: 'NACHO #99' })).toBeInTheDocument(),
    );
    expect(within(row('November 2026')).getByText('4 likes · Declared by you (operator)')).toBeInTheDocument();
    expect(within(row('November 2026')).queryByRole('button', { name: /Declare/ })).not.toBeInTheDocument();
    expect(api.sent(MONTHS).length).toBeGreaterThanOrEqual(2);
  });

  it('says so when there is no month yet, and offers a retry when the list fails', async () => {
    api.route(MONTHS, { body: [] as AdminContestMonth[] });
    const first = renderAdmin(<ContestMonthsTable />);
    expect(await screen.findByText('No contest months yet')).toBeInTheDocument();
    first.unmount();

    api.route(MONTHS, { status: 500, body: { error: { code: 'internal', message: 'boom' } } });
    renderAdmin(<ContestMonthsTable />);
    expect(await screen.findByText('Could not load the contest months.')).toBeInTheDocument();
  });
});
