import { installFakeServiceApi, type FakeServiceApi, type Reply } from '@nacho/api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createAppStore } from '@nacho/api';
import { TooltipProvider } from '@nacho/ui';
import { Component as HallOfFameScreen } from './hall-of-fame-screen';

const top = {
  nfts: [],
  count: 0,
  month: 11,
  year: 2026,
  monthEndsAt: Date.now() + 86_400_000,
  contestTz: 'Europe/Berlin',
};

let api: FakeServiceApi;
afterEach(() => api.uninstall());

function renderScreen() {
  return render(
    <Provider store={createAppStore()}>
      <TooltipProvider delayDuration={0}>
        <MemoryRouter>
          <HallOfFameScreen />
        </MemoryRouter>
      </TooltipProvider>
    </Provider>,
  );
}

describe('Hall of Fame visibility', () => {
  it('shows visitors a notice instead of the contest when the admin hid it', async () => {
    api = installFakeServiceApi({
      'GET /api/hall-of-fame/visibility': { body: { visible: false } },
      'GET /api/hall-of-fame/top': { body: top },
      'GET /api/hall-of-fame/history': { body: { history: [] } },
    });
    renderScreen();
    expect(await screen.findByText(/The Hall of Fame is currently hidden/)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Current Month/ })).not.toBeInTheDocument();
  });

  it('shows the tabs when it is visible', async () => {
    api = installFakeServiceApi({
      'GET /api/hall-of-fame/visibility': { body: { visible: true } },
      'GET /api/hall-of-fame/top': { body: top },
      'GET /api/hall-of-fame/history': { body: { history: [] } },
    });
    renderScreen();
    expect(await screen.findByRole('tab', { name: /Current Month/ })).toBeInTheDocument();
    expect(screen.queryByText(/currently hidden/)).not.toBeInTheDocument();
  });
});

const nftOfTheMonth = (how: 'crowned' | 'declared') => ({
  nft: { tokenId: 7, likeCount: 25, resetMonth: 10, resetYear: 2026, how },
});
const COMMUNITY_TEXT = 'Declared by the community: the most-liked NFT of its month.';

function installContest(overrides: Record<string, Reply> = {}) {
  api = installFakeServiceApi({
    'GET /api/hall-of-fame/visibility': { body: { visible: true } },
    'GET /api/hall-of-fame/top': { body: { ...top, monthWinner: null } },
    'GET /api/hall-of-fame/history': { body: [] },
    ...overrides,
  });
}

describe('NFT of the Month card: how the winner was set', () => {
  it('an automatic crowning is "declared by the community"', async () => {
    installContest({ 'GET /api/hall-of-fame/nft-of-the-month': { body: nftOfTheMonth('crowned') } });
    renderScreen();
    const card = await screen.findByLabelText('NFT of the Month');
    expect(within(card).getByText(COMMUNITY_TEXT)).toBeInTheDocument();
    expect(within(card).queryByText(/contest operator/)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Month report' })).toHaveAttribute('href', '/hall-of-fame/2026/10');
  });

  it('a winner the operator declared says so, and never claims the community chose it', async () => {
    installContest({ 'GET /api/hall-of-fame/nft-of-the-month': { body: nftOfTheMonth('declared') } });
    renderScreen();
    const card = await screen.findByLabelText('NFT of the Month');
    expect(within(card).getByText('Chosen by the contest operator.')).toBeInTheDocument();
    expect(within(card).queryByText(/community|most-liked/)).not.toBeInTheDocument();
  });
});

describe('Countdown: the month end', () => {
  it('promises a crowning when the month has no winner yet', async () => {
    installContest();
    renderScreen();
    const timer = await screen.findByRole('timer');
    await waitFor(() =>
      expect(timer).toHaveTextContent(/CES?T: the NFT with the most likes is crowned NFT of the Month\./),
    );
    // The month end (here a day from now) in the site's one time format, in the contest zone: "29 Nov, 08:00 CET".
    expect(timer).toHaveTextContent(/ends in\d{1,2} [A-Z][a-z]{2}( \d{4})?, \d\d:\d\d CES?T: /);
  });

  it('names the declared winner instead of promising a crowning', async () => {
    installContest({
      'GET /api/hall-of-fame/top': { body: { ...top, monthWinner: { tokenId: 42, how: 'declared' } } },
    });
    renderScreen();
    const timer = await screen.findByRole('timer');
    await waitFor(() =>
      expect(timer).toHaveTextContent(/CES?T\. NACHO #42 was chosen by the contest operator for this month\./),
    );
    expect(timer).not.toHaveTextContent(/crowned/);
  });

  it('forgets the winner once the month it belongs to has ended (the page stayed open)', async () => {
    installContest({
      'GET /api/hall-of-fame/top': {
        body: { ...top, monthEndsAt: Date.now() - 1000, monthWinner: { tokenId: 42, how: 'declared' } },
      },
    });
    renderScreen();
    const timer = await screen.findByRole('timer');
    await waitFor(() => expect(timer).toHaveTextContent(/the NFT with the most likes is crowned/));
    expect(timer).not.toHaveTextContent(/NACHO #42/);
  });
});

describe('Links to the month reports', () => {
  it("the current tab links to this month's standings", async () => {
    installContest({
      'GET /api/hall-of-fame/top': {
        body: { ...top, nfts: [{ tokenId: 100, likeCount: 3 }], count: 1, monthWinner: null },
      },
    });
    renderScreen();
    const link = await screen.findByRole('link', { name: "See this month's standings" });
    expect(link).toHaveAttribute('href', '/hall-of-fame/2026/11');
  });

  it("each history card says how its winner was set and links to its month's report", async () => {
    installContest({
      'GET /api/hall-of-fame/history': {
        body: [
          { id: 2, tokenId: 7, resetMonth: 10, resetYear: 2026, likeCount: 25, createdAt: 2, how: 'declared' },
          { id: 1, tokenId: 42, resetMonth: 9, resetYear: 2026, likeCount: 17, createdAt: 1, how: 'crowned' },
        ],
      },
    });
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('tab', { name: 'Hall of Fame History' }));
    const history = await screen.findByRole('list', { name: 'Hall of Fame history' });
    const [october, september] = within(history).getAllByRole('listitem');
    expect(within(october!).getByRole('link', { name: 'Month report for October 2026' })).toHaveAttribute(
      'href',
      '/hall-of-fame/2026/10',
    );
    expect(october).toHaveTextContent('Chosen by the contest operator');
    expect(within(september!).getByRole('link', { name: 'Month report for September 2026' })).toHaveAttribute(
      'href',
      '/hall-of-fame/2026/9',
    );
    expect(september).toHaveTextContent('Most liked of its month');
    expect(september).not.toHaveTextContent('operator');
  });
});
