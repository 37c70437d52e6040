import { installFakeServiceApi, type FakeServiceApi } from '@nacho/api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createAppStore, HALL_OF_FAME_HIDDEN_MESSAGE } from '@nacho/api';
import { TooltipProvider } from '@nacho/ui';
import { Component as RankingsScreen } from './rankings-screen';

let api: FakeServiceApi;
let asked: URLSearchParams[] = [];
afterEach(() => api.uninstall());

/** The server's rankings for 101 liked NFTs: token t is ranked t, with 200 - t likes. */
function install(visible = true) {
  asked = [];
  api = installFakeServiceApi({
    'GET /api/hall-of-fame/visibility': { body: { visible } },
    'GET /api/hall-of-fame/rankings': ({ url }) => {
      asked.push(url.searchParams);
      const q = url.searchParams.get('q') ?? '';
      const all = Array.from({ length: 101 }, (_, i) => ({ rank: i + 1, tokenId: i + 1, likeCount: 200 - (i + 1) }));
      const matching = q ? all.filter((n) => String(n.tokenId) === q) : all;
      if (url.searchParams.get('sort') === 'asc') matching.reverse();
      const offset = Number(url.searchParams.get('offset'));
      return {
        body: {
          nfts: matching.slice(offset, offset + Number(url.searchParams.get('limit'))),
          total: matching.length,
          count: 101,
          month: 11,
          year: 2026,
        },
      };
    },
  });
  api.route('GET /api/likes/nft/101', { body: { liked: false, count: 99 } });
}

function renderScreen() {
  return render(
    <Provider store={createAppStore()}>
      <TooltipProvider delayDuration={0}>
        <MemoryRouter>
          <RankingsScreen />
        </MemoryRouter>
      </TooltipProvider>
    </Provider>,
  );
}

const table = () => screen.getByRole('table');
const cards = () => screen.getByTestId('rankings-cards');

describe('Current Rankings', () => {
  it('pages on the server and reaches the 101st liked NFT: "Showing 101 to 101 of 101 results"', async () => {
    install();
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByText('Showing 1 to 10 of 101 results')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    for (let page = 2; page <= 11; page++) {
      await user.click(screen.getByRole('button', { name: /Next/ }));
      await screen.findByText(`Showing ${(page - 1) * 10 + 1} to ${Math.min(101, page * 10)} of 101 results`);
    }
    expect(await screen.findByText('Showing 101 to 101 of 101 results')).toBeInTheDocument();
    // The summary follows the page at once; the rows follow when the page's answer is in.
    expect(await within(table()).findByRole('link', { name: '#101' })).toBeInTheDocument();
    expect(asked.at(-1)?.get('offset')).toBe('100');
  }, 20_000); // eleven pages of rows with their like buttons: generous on a loaded machine

  it('sorts and searches on the server over all rows, and says "1 result"', async () => {
    install();
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Showing 1 to 10 of 101 results');
    await user.click(within(table()).getByRole('button', { name: /Likes/ }));
    await waitFor(() => expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('#101'));
    expect(asked.at(-1)?.get('sort')).toBe('asc');
    await user.type(screen.getByRole('searchbox', { name: 'Search by token ID or like count' }), '101');
    expect(await screen.findByText('Showing 1 to 1 of 1 result')).toBeInTheDocument();
    expect(asked.at(-1)?.get('q')).toBe('101');
  }, 20_000);

  it('keeps the thumbnail, likes, like button and Details in the stacked rows used below 640 px', async () => {
    install();
    renderScreen();
    await screen.findByText('Showing 1 to 10 of 101 results');
    const first = within(cards()).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('img', { name: 'NACHO #1' })).toBeInTheDocument();
    expect(within(first).getByText('199 likes')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Details of NACHO #1' })).toHaveAttribute('href', '/nft/1');
    expect(within(first).getByRole('button', { name: /Like NACHO #1|NACHO #1/ })).toBeInTheDocument();
  });

  it('shows the one Hall of Fame hidden message, and no rankings, while the admin hides the Hall of Fame', async () => {
    install(false);
    renderScreen();
    expect(await screen.findByText(HALL_OF_FAME_HIDDEN_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByTestId('rankings-cards')).not.toBeInTheDocument();
  });
});
