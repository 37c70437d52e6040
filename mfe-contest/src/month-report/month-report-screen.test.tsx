import { deferred, installFakeServiceApi, type FakeServiceApi, type Reply } from '@nacho/api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api as rtkApi, createAppStore } from '@nacho/api';
import type { MonthReport, StandingRow } from '@nacho/contracts';
import { Component as MonthReportScreen, STANDINGS_SHOWN_FIRST } from './month-report-screen';
import routes from '../routes';

// 12:00 UTC on 1 November 2026 is 13:00 CET in the contest zone (Europe/Berlin).
const NOV_1_1300_CET = Date.UTC(2026, 10, 1, 12, 0);

// The report's times leave out the date of today and the year of this year: the clock stands at
// 28 November 2026 (only Date is replaced; the timers stay real for the queries and user events).
beforeAll(() => {
  jest.useFakeTimers({
    now: Date.UTC(2026, 10, 28, 9, 0),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});
afterAll(() => jest.useRealTimers());
/** What the report says instead of the rule when the operator chose the winner. */
const DECLARED_RULE =
  "The operator's choice stands in place of the crowning; the standings still rank by likes, then by who reached its count first.";
const RULE =
  'The NFT with the most likes when the month ends is its NFT of the Month; on equal likes the one that reached its count first wins, then the lower NACHO id.';

function standings(...rows: Array<[tokenId: number, likeCount: number]>): StandingRow[] {
  return rows.map(([tokenId, likeCount], index) => ({
    rank: index + 1,
    tokenId,
    likeCount,
    countReachedAt: Date.UTC(2026, 9, 10, 8, index),
  }));
}

/** An October 2026 report as GET /api/hall-of-fame/months/2026/10 answers it. */
function report(overrides: Partial<MonthReport> = {}): MonthReport {
  return {
    year: 2026,
    month: 10,
    state: 'crowned',
    winner: { tokenId: 7, likeCount: 25, how: 'crowned', decidedAt: NOV_1_1300_CET },
    rule: RULE,
    // 7 and 3 both have 25 likes: 7 reached it first, so it ranks above.
    standings: standings([7, 25], [3, 25], [120, 4], [9, 1]),
    totalLikes: 55,
    removedLikes: 2,
    moderation: [{ at: Date.UTC(2026, 9, 20, 9, 30), action: 'delete-like', summary: 'Removed 2 likes of NACHO #9' }],
    exports: { csv: '/api/hall-of-fame/months/2026/10/likes.csv', json: '/api/hall-of-fame/months/2026/10/likes.json' },
    seal: null,
    sealFile: '/api/hall-of-fame/months/2026/10/seal.json',
    signingKeys: [],
    contestTz: 'Europe/Berlin',
    ...overrides,
  };
}

const OCTOBER = 'GET /api/hall-of-fame/months/2026/10';

let api: FakeServiceApi;
afterEach(() => api.uninstall());

function renderAt(path: string) {
  return render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/hall-of-fame/:year/:month" element={<MonthReportScreen />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

function renderReport(
  reply: Reply | ((request: { url: URL }) => Reply | Promise<Reply>),
  path = '/hall-of-fame/2026/10',
) {
  api = installFakeServiceApi({ [OCTOBER]: reply });
  return renderAt(path);
}

const standingsList = () => screen.getByRole('list', { name: /standings/i });
const rowTexts = () =>
  within(standingsList())
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('Month report: a crowned month', () => {
  it('lists every liked NFT in crowning order with rank, thumbnail, likes and a link to its page', async () => {
    renderReport({ body: report() });
    expect(await screen.findByRole('heading', { name: 'Final standings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'October 2026' })).toBeInTheDocument();
    const rows = rowTexts();
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/^#1NACHO #7WinnerReached 10 Oct, 10:00 CEST25 likes$/);
    expect(rows[1]).toMatch(/^#2NACHO #3Reached .*25 likes$/);
    expect(rows[2]).toMatch(/^#3NACHO #120.*4 likes$/);
    expect(rows[3]).toMatch(/^#4NACHO #9.*1 like$/);
    const links = within(standingsList()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['NACHO #7', '/nft/7'],
      ['NACHO #3', '/nft/3'],
      ['NACHO #120', '/nft/120'],
      ['NACHO #9', '/nft/9'],
    ]);
    // The NFT image component draws each thumbnail (an <img>, or its placeholder).
    for (const item of within(standingsList()).getAllByRole('listitem'))
      expect(item.querySelector('img, svg[aria-label], [role="img"]')).not.toBeNull();
  });

  it("shows the month's times in the contest's zone the report names (CONTEST_TZ), not a fixed one", async () => {
    renderReport({ body: report({ contestTz: 'America/New_York' }) });
    const outcome = await screen.findByRole('region', { name: /Outcome/ });
    expect(within(outcome).getByTestId('month-outcome')).toHaveTextContent('(1 Nov, 07:00 EST)');
    expect(standingsList()).toHaveTextContent('Reached 10 Oct, 04:00 EDT');
  });

  it('says how and when the winner was set, the rule, the totals, the moderation and where to download the likes', async () => {
    renderReport({ body: report() });
    const outcome = await screen.findByRole('region', { name: /Outcome/ });
    expect(within(outcome).getByTestId('month-state')).toHaveTextContent('Crowned automatically');
    expect(within(outcome).getByTestId('month-outcome')).toHaveTextContent(
      'NACHO #7 was crowned automatically as the most-liked NFT of the month (1 Nov, 13:00 CET).',
    );
    expect(within(outcome).getByText(RULE)).toBeInTheDocument();
    expect(within(outcome).getByRole('link', { name: 'NACHO #7' })).toHaveAttribute('href', '/nft/7');

    const totals = screen.getByLabelText('Totals');
    const pairs = [...totals.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Likes', '55'],
      ['Removed by moderators', '2'],
      ['NFTs liked', '4'],
    ]);

    const moderation = screen.getByRole('list', { name: 'Moderation' });
    const [change] = within(moderation).getAllByRole('listitem');
    expect(change).toHaveTextContent('20 Oct, 11:30 CEST');
    expect(change).toHaveTextContent('Removed 2 likes of NACHO #9');
    expect(within(change!).getByText('20 Oct, 11:30 CEST').tagName).toBe('TIME');

    expect(screen.getByRole('link', { name: 'Likes (CSV)' })).toHaveAttribute(
      'href',
      '/api/hall-of-fame/months/2026/10/likes.csv',
    );
    expect(screen.getByRole('link', { name: 'Likes (JSON)' })).toHaveAttribute(
      'href',
      '/api/hall-of-fame/months/2026/10/likes.json',
    );
    expect(screen.getByText('Every like of the month, with the wallet address that gave it.')).toBeInTheDocument();
    expect(document.title).toBe('October 2026 contest report · NACHO Explorer');
  });

  it('asks the server for the month in the address', async () => {
    renderReport({ body: report() });
    await screen.findByRole('heading', { name: 'Final standings' });
    expect(api.sent(OCTOBER).length).toBe(1);
  });
});

describe('Month report: the other ways a month can stand', () => {
  it('a declared winner: chosen by the operator, marked in the standings even when it is not first', async () => {
    renderReport({
      body: report({
        state: 'declared',
        winner: { tokenId: 120, likeCount: 4, how: 'declared', decidedAt: NOV_1_1300_CET },
      }),
    });
    const outcome = await screen.findByRole('region', { name: /Outcome/ });
    expect(within(outcome).getByTestId('month-state')).toHaveTextContent('Declared by the operator');
    expect(within(outcome).getByTestId('month-outcome')).toHaveTextContent(
      'NACHO #120 was chosen by the contest operator (1 Nov, 13:00 CET).',
    );
    expect(outcome).not.toHaveTextContent(/crowned automatically|most-liked/);
    expect(outcome).not.toHaveTextContent(RULE);
    expect(within(outcome).getByText(DECLARED_RULE)).toBeInTheDocument();
    const rows = rowTexts();
    expect(rows[0]).not.toMatch(/Winner/);
    expect(rows[2]).toMatch(/^#3NACHO #120Winner.*4 likes$/);
  });

  it('the open month with a declared winner: standings so far, and nothing on the card promises a crowning (issue 41)', async () => {
    renderReport({
      body: report({
        state: 'open',
        winner: { tokenId: 3, likeCount: 25, how: 'declared', decidedAt: NOV_1_1300_CET },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Standings so far' })).toBeInTheDocument();
    const outcome = screen.getByRole('region', { name: /Outcome/ });
    // The badge names the month's outcome, as for a finished declared month, not "Open".
    expect(within(outcome).getByTestId('month-state')).toHaveTextContent('Declared by the operator');
    expect(within(outcome).getByTestId('month-outcome')).toHaveTextContent(
      'NACHO #3 was chosen by the contest operator (1 Nov, 13:00 CET). Its likes still count in the standings until the month ends; no crowning follows.',
    );
    // The crowning rule does not apply to this month: not shown.
    expect(outcome).not.toHaveTextContent(RULE);
    expect(outcome).not.toHaveTextContent(/Open|most likes when the month ends|is crowned/);
    expect(within(outcome).getByText(DECLARED_RULE)).toBeInTheDocument();
  });

  it.each([
    ['open', 'Open', 'This month is still open: the standings can change until it ends.'],
    ['awaiting', 'Awaiting crowning', 'The month has ended. Its most-liked NFT is about to be crowned.'],
    ['vacated', 'Vacated', "The contest operator removed this month's winner. The month has no winner."],
  ] as const)('%s without a winner: "%s"', async (state, label, text) => {
    renderReport({ body: report({ state, winner: null }) });
    expect(await screen.findByTestId('month-state')).toHaveTextContent(label);
    expect(screen.getByTestId('month-outcome')).toHaveTextContent(text);
    expect(rowTexts().some((row) => row.includes('Winner'))).toBe(false);
  });

  it('a month without likes says so, with no moderator changes', async () => {
    renderReport({
      body: report({ state: 'vacated', winner: null, standings: [], totalLikes: 0, removedLikes: 0, moderation: [] }),
    });
    expect(await screen.findByText('No NFTs were liked in October 2026')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /standings/i })).not.toBeInTheDocument();
    expect(screen.getByText('No moderator changes touched this month.')).toBeInTheDocument();
    // The exports are still offered: an empty month exports an empty list.
    expect(screen.getByRole('link', { name: 'Likes (CSV)' })).toBeInTheDocument();
  });

  it('shows the first 100 of a long month, then all of them on request', async () => {
    const many = standings(...Array.from({ length: 130 }, (_, i) => [1000 + i, 200 - i] as [number, number]));
    renderReport({
      body: report({
        standings: many,
        winner: { tokenId: 1000, likeCount: 200, how: 'crowned', decidedAt: NOV_1_1300_CET },
      }),
    });
    await screen.findByRole('heading', { name: 'Final standings' });
    expect(rowTexts()).toHaveLength(STANDINGS_SHOWN_FIRST);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 130 NFTs' }));
    const rows = rowTexts();
    expect(rows).toHaveLength(130);
    expect(rows[129]).toMatch(/^#130NACHO #1129/);
  });
});

describe('Month report: loading, missing months and failures', () => {
  it('shows a placeholder while the report loads', async () => {
    const held = deferred<Reply>();
    renderReport(() => held.promise);
    expect(await screen.findByTestId('report-loading')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Final standings' })).not.toBeInTheDocument();
    held.resolve({ body: report() });
    expect(await screen.findByRole('heading', { name: 'Final standings' })).toBeInTheDocument();
    expect(screen.queryByTestId('report-loading')).not.toBeInTheDocument();
  });

  it('a month the contest does not know (404): "No contest month for ..."', async () => {
    api = installFakeServiceApi({
      'GET /api/hall-of-fame/months/2020/5': {
        status: 404,
        body: { error: { code: 'not_found', message: 'No contest month 2020-05' } },
      },
    });
    renderAt('/hall-of-fame/2020/5');
    expect(await screen.findByText('No contest month for May 2020')).toBeInTheDocument();
    expect(
      screen.getByText('This month has no contest: it is still to come, or nothing happened in it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Hall of Fame' })).toHaveAttribute('href', '/hall-of-fame');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a month that cannot exist (2026/13) says so, without asking the server (issue 41)', async () => {
    api = installFakeServiceApi({});
    renderAt('/hall-of-fame/2026/13');
    expect(await screen.findByText('This month does not exist')).toBeInTheDocument();
    expect(screen.getByText('Months run from 1 (January) to 12 (December).')).toBeInTheDocument();
    // Not the words for a real month without a contest.
    expect(screen.queryByText(/still to come|nothing happened/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Hall of Fame' })).toHaveAttribute('href', '/hall-of-fame');
    expect(api.sent('GET /api/hall-of-fame/months/2026/13').length).toBe(0);
  });

  it('a month the server refuses as impossible (400, year 0000) does not exist either', async () => {
    api = installFakeServiceApi({
      'GET /api/hall-of-fame/months/0/1': {
        status: 400,
        body: { error: { code: 'invalid_input', message: 'year: must be at least 1' } },
      },
    });
    renderAt('/hall-of-fame/0000/1');
    expect(await screen.findByText('This month does not exist')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contest month');
    expect(screen.queryByText(/still to come|nothing happened/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failure shows an error with Retry, and Retry loads the report', async () => {
    let fail = true;
    renderReport(() =>
      fail ? { status: 500, body: { error: { code: 'internal', message: 'down' } } } : { body: report() },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch the month report');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Final standings' })).toBeInTheDocument();
    expect(api.sent(OCTOBER).length).toBe(2);
  });
});

describe('Month report: keyboard', () => {
  it('reaches the back link, the winner, every NFT link and the downloads with Tab, in reading order', async () => {
    const user = userEvent.setup();
    renderReport({ body: report() });
    await screen.findByRole('heading', { name: 'Final standings' });
    const reached: string[] = [];
    for (let i = 0; i < 12; i++) {
      await user.tab();
      const el = document.activeElement as HTMLElement;
      if (el === document.body) break;
      reached.push(el.getAttribute('aria-label') ?? el.textContent ?? '');
    }
    expect(reached).toEqual([
      'Back to Hall of Fame',
      'NACHO #7',
      'NACHO #7',
      'NACHO #3',
      'NACHO #120',
      'NACHO #9',
      'Likes (CSV)',
      'Likes (JSON)',
    ]);
  });
});

describe('Month report route', () => {
  it('mfe-contest exposes /hall-of-fame/:year/:month with the report page', async () => {
    const route = routes.find((r) => r.path === '/hall-of-fame/:year/:month');
    expect(route).toBeDefined();
    const page = await route!.lazy();
    expect(page.Component).toBe(MonthReportScreen);
  });

  it('refetches when a like changes the standings (the HallOfFameTop tag)', async () => {
    api = installFakeServiceApi({ [OCTOBER]: { body: report() } });
    const store = createAppStore();
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/hall-of-fame/2026/10']}>
          <Routes>
            <Route path="/hall-of-fame/:year/:month" element={<MonthReportScreen />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    await screen.findByRole('heading', { name: 'Final standings' });
    store.dispatch(rtkApi.util.invalidateTags(['HallOfFameTop']));
    await waitFor(() => expect(api.sent(OCTOBER).length).toBe(2));
  });
});

describe('Month report while the admin hides the Hall of Fame', () => {
  it('shows the one Hall of Fame hidden message instead of the report', async () => {
    api = installFakeServiceApi({
      [OCTOBER]: { body: report() },
      'GET /api/hall-of-fame/visibility': { body: { visible: false } },
    });
    renderAt('/hall-of-fame/2026/10');
    expect(await screen.findByText('The Hall of Fame is currently hidden. Check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Final standings' })).not.toBeInTheDocument();
  });
});

describe('Month report: the seal', () => {
  const SEAL = {
    id: 'a'.repeat(64),
    month: '2026-10',
    sequence: 2,
    likes: 55,
    standingLikes: 54,
    root: 'b'.repeat(64),
    winner: { tokenId: 7, how: 'crowned' as const },
    sealedAt: '2026-11-02T10:00:00.000Z',
    previous: 'c'.repeat(64),
    reason: 'Removed 1 like of NACHO #9',
    keyId: '0123456789abcdef',
    signature: 'd'.repeat(128),
  };

  it('shows the latest seal with its reason, time, counts and root, a check in this browser and the seal download', async () => {
    renderReport({ body: report({ seal: SEAL }) });
    const section = await screen.findByRole('region', { name: 'Seal' });
    expect(section).toHaveTextContent('2 · Removed 1 like of NACHO #9');
    expect(section).toHaveTextContent('2 Nov, 11:00 CET');
    expect(section).toHaveTextContent('55 (54 counted)');
    expect(section).toHaveTextContent('b'.repeat(64));
    expect(within(section).getByRole('button', { name: 'Verify in this browser' })).toBeEnabled();
    expect(within(section).getByRole('link', { name: 'Seal (JSON)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/hall-of-fame\/months\/2026\/10\/seal\.json$/),
    );
  });

  it('says when a month is not sealed yet', async () => {
    renderReport({ body: report({ seal: null }) });
    const section = await screen.findByRole('region', { name: 'Seal' });
    expect(section).toHaveTextContent('Not sealed yet. A month is sealed once its winner is crowned or declared.');
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
