import { success } from './testing/fake-fetch';
import { fakeNftServicePerTest } from './testing/nft-service-per-test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  hasTrait,
  INVALID_ADDRESS,
  OTHER_OWNER,
  WALLET_A,
  WALLET_A_NFTS,
  WALLET_A_VALUE,
  walletReply,
} from './testing/fake-nft-service';
import { WALLET_VALUE_RULE } from '@nacho/contracts';
import { renderRoute } from './testing/render-with-store';
import { WalletScreen } from './wallet-screen';

// Wallet flows re-render pages of cards after each filter: slower than the default 5 s.
jest.setTimeout(20_000);

const service = fakeNftServicePerTest();

function renderWallet(query = '', address = WALLET_A) {
  return renderRoute('/wallet/:address', <WalletScreen />, `/wallet/${address}${query}`);
}

/** The last read of the wallet's NFTs (not of its value, /api/nft/wallets/{address}/value). */
const lastWalletRequest = () =>
  service
    .requestsTo('/api/nft/wallets/')
    .filter((url) => !url.pathname.endsWith('/value'))
    .at(-1)!;
const cards = () => within(screen.getByRole('list', { name: 'Wallet NFTs' })).getAllByTestId('nft-card');
const shownIds = () => cards().map((card) => Number(card.dataset.tokenId));
const summary = (text: string) => screen.findByText(text);

async function openFilterMenu() {
  await userEvent.click(screen.getByRole('button', { name: /Filter by trait/ }));
  return screen.findByRole('menu');
}

async function toggleTrait(type: string, value: string) {
  const menu = await openFilterMenu();
  await userEvent.click(
    within(within(menu).getByRole('group', { name: type })).getByRole('menuitemcheckbox', {
      name: new RegExp(`^${value}\\b`),
    }),
  );
  await userEvent.keyboard('{Escape}');
}

describe('wallet page', () => {
  it('shows Wallet Details with the count, total power and tier, and the first 10 NFTs by power', async () => {
    renderWallet();
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet Details' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('wallet-count')).toHaveTextContent('30'));
    expect(screen.getByTestId('wallet-power')).toHaveTextContent('196,500');
    expect(screen.getByTestId('wallet-power')).toHaveTextContent('Silver');
    expect(screen.getByRole('tab', { name: 'NFTs (30)' })).toHaveAttribute('aria-selected', 'true');
    expect(shownIds()).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21]);
    expect(screen.getByText('Showing 1 to 10 of 30 NFTs')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Wallet NFT pages' })).toHaveTextContent('Page 1 of 3');
    expect(lastWalletRequest().searchParams.get('pageSize')).toBe('10');
    expect(document.title).toBe(`Wallet kaspa:…${WALLET_A.slice(-4)} · NACHO Explorer`);
  });

  it('intersects trait filters across types, ORs values within a type, and offers faceted options', async () => {
    const { router } = renderWallet();
    await summary('Showing 1 to 10 of 30 NFTs');

    await toggleTrait('Head', 'crown');
    await summary('Showing 1 to 10 of 10 NFTs');
    expect(lastWalletRequest().searchParams.get('traits')).toBe('Head=crown');
    expect(shownIds().every((id) => hasTrait(WALLET_A_NFTS[id - 1], 'Head', 'crown'))).toBe(true);

    // Other types narrow to the 10 crowned NFTs: their realms are only 1, 4 and 7.
    const menu = await openFilterMenu();
    const realms = within(within(menu).getByRole('group', { name: 'Realm' })).getAllByRole('menuitemcheckbox');
    // Each item reads value then count: Realm 4 (4 NFTs), Realm 1 (3), Realm 7 (3).
    expect(realms.map((item) => item.textContent)).toEqual(['4' + '4', '1' + '3', '7' + '3']);
    // Head itself is counted without its own filter, so the other Head values stay on offer.
    const heads = within(within(menu).getByRole('group', { name: 'Head' })).getAllByRole('menuitemcheckbox');
    expect(heads.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['cap10', 'false'],
      ['crown10', 'true'],
      ['halo10', 'false'],
    ]);
    await userEvent.keyboard('{Escape}');

    // A second Head value widens the result (any value within a type).
    await toggleTrait('Head', 'cap');
    await summary('Showing 1 to 10 of 20 NFTs');
    expect(lastWalletRequest().searchParams.get('traits')).toBe('Head=crown,Head=cap');
    expect(new URLSearchParams(router.state.location.search).getAll('trait')).toEqual(['Head:crown', 'Head:cap']);
    await toggleTrait('Head', 'cap');
    await summary('Showing 1 to 10 of 10 NFTs');

    await toggleTrait('Mood', 'happy');
    await summary('Showing 1 to 5 of 5 NFTs');
    expect(lastWalletRequest().searchParams.get('traits')).toBe('Head=crown,Mood=happy');
    expect(
      shownIds().every(
        (id) => hasTrait(WALLET_A_NFTS[id - 1], 'Head', 'crown') && hasTrait(WALLET_A_NFTS[id - 1], 'Mood', 'happy'),
      ),
    ).toBe(true);
    expect(new URLSearchParams(router.state.location.search).getAll('trait')).toEqual(['Head:crown', 'Mood:happy']);
    expect(screen.getByRole('list', { name: 'Selected filters' })).toHaveTextContent('Head:crown');

    // Removing the last value of a type removes that filter.
    await toggleTrait('Head', 'crown');
    await summary('Showing 1 to 10 of 15 NFTs');
    expect(lastWalletRequest().searchParams.get('traits')).toBe('Mood=happy');
    expect(new URLSearchParams(router.state.location.search).getAll('trait')).toEqual(['Mood:happy']);
  });

  it('goes back to page 1 when a filter changes', async () => {
    const { router } = renderWallet('?page=3');
    const pager = await screen.findByRole('navigation', { name: 'Wallet NFT pages' });
    await waitFor(() => expect(pager).toHaveTextContent('Page 3 of 3'));
    expect(screen.getByText('Showing 21 to 30 of 30 NFTs')).toBeInTheDocument();

    await toggleTrait('Mood', 'sleepy');
    await waitFor(() => expect(pager).toHaveTextContent('Page 1 of 2'));
    expect(lastWalletRequest().searchParams.get('page')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
  });

  it('pages with First, Prev, "Page X of Y", Next, Last and keeps the page in the URL', async () => {
    const { router } = renderWallet();
    const pager = await screen.findByRole('navigation', { name: 'Wallet NFT pages' });
    await waitFor(() => expect(pager).toHaveTextContent('Page 1 of 3'));
    expect(within(pager).getByRole('button', { name: /First/ })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2 of 3'));
    await summary('Showing 11 to 20 of 30 NFTs');
    await userEvent.click(within(pager).getByRole('button', { name: /Last/ }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 3 of 3'));
    expect(within(pager).getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(router.state.location.search).toBe('?page=3');
  });

  it('"No NFTs match the selected filters" with a Clear Filters button', async () => {
    renderWallet('?trait=Head:crown&trait=Realm:2');
    expect(await screen.findByText('No NFTs match the selected filters')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear Filters' });
    await userEvent.click(clear[clear.length - 1]);
    await summary('Showing 1 to 10 of 30 NFTs');
  });

  it('switches to the list view and keeps it in the URL', async () => {
    const { router } = renderWallet();
    await summary('Showing 1 to 10 of 30 NFTs');
    await userEvent.click(screen.getByRole('radio', { name: 'List view' }));
    expect(within(screen.getByRole('list', { name: 'Wallet NFTs' })).getAllByTestId('nft-row')).toHaveLength(10);
    expect(router.state.location.search).toBe('?view=list');
  });

  it('shows the trait analysis of the whole wallet, counts and shares', async () => {
    renderWallet('?tab=traits');
    // The charts are a lazy chunk (recharts): give the import time on a busy machine.
    const table = await screen.findByRole('table', { name: 'Mood values in this wallet' }, { timeout: 8000 });
    // Values read as everywhere else: capitalised.
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Happy1550.0%', 'Sleepy1550.0%']);
  });

  it('"No trait data available for this wallet" when no NFT has metadata', async () => {
    service.replace((url) => {
      if (!url.pathname.startsWith('/api/nft/wallets/') || url.pathname.endsWith('/value')) return undefined;
      const bare = WALLET_A_NFTS.slice(0, 3).map((nft) => ({ ...nft, attributes: [] }));
      return success({ ...walletReply(url, bare, WALLET_A), traitAnalysis: [] });
    });
    renderWallet('?tab=traits');
    expect(await screen.findByText('No trait data available for this wallet')).toBeInTheDocument();
  });

  it('"No NFTs found for this wallet" for an address that holds none (404)', async () => {
    renderWallet('', OTHER_OWNER);
    expect(await screen.findByText('No NFTs found for this wallet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet Details' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('a clear message for an invalid address (400), never a blank page', async () => {
    renderWallet('', INVALID_ADDRESS);
    expect(await screen.findByText('This is not a valid Kaspa address')).toBeInTheDocument();
    // The validator's raw reason is not shown.
    expect(screen.queryByText(/checksum/)).not.toBeInTheDocument();
    expect(screen.getByTestId('wallet-address')).toHaveTextContent(INVALID_ADDRESS);
  });

  it('shows "n / total NFTs analyzed" while the filtered NFTs load', async () => {
    renderWallet();
    await summary('Showing 1 to 10 of 30 NFTs');
    service.replace((url) => (url.pathname.startsWith('/api/nft/wallets/') ? { pending: true } : undefined));
    await toggleTrait('Head', 'cap');
    expect(await screen.findByText('0 / 30 NFTs analyzed')).toBeInTheDocument();
  });

  it('shows the estimated value with the rule it follows written beside it, and keeps no per-NFT values', async () => {
    const { store } = renderWallet();
    const value = await screen.findByRole('region', { name: 'Estimated value' });
    await waitFor(() =>
      expect(within(value).getByTestId('wallet-value')).toHaveTextContent('31,250.5 KAS ($1,075.20)'),
    );
    expect(within(value).getByTestId('wallet-value-rule')).toHaveTextContent(WALLET_VALUE_RULE);
    expect(service.requestsTo('/api/nft/wallets/').find((url) => url.pathname.endsWith('/value'))!.pathname).toBe(
      `/api/nft/wallets/${encodeURIComponent(WALLET_A)}/value`,
    );
    // What a server-rendered first view embeds is this cache: the estimate, not each NFT's value.
    const cached = Object.entries(store.getState().api.queries).find(([key]) => key.startsWith('getWalletValue('));
    expect(cached?.[1]?.data).toEqual({
      address: WALLET_A_VALUE.address,
      estimateKas: WALLET_A_VALUE.estimateKas,
      estimateUsd: WALLET_A_VALUE.estimateUsd,
      rule: WALLET_A_VALUE.rule,
    });
  });

  it('"Listed only" asks for the listed NFTs, keeps it in the URL and shows their asking prices; Clear Filters takes it off', async () => {
    const { router } = renderWallet();
    await summary('Showing 1 to 10 of 30 NFTs');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Listed only' }));
    await summary('Showing 1 to 6 of 6 NFTs');
    expect(lastWalletRequest().searchParams.get('listed')).toBe('1');
    expect(router.state.location.search).toBe('?listed=1');
    expect(shownIds().every((id) => id % 5 === 0)).toBe(true);
    expect(within(cards()[0]!).getByTestId('listed-badge')).toHaveTextContent(
      `Listed ${WALLET_A_NFTS[shownIds()[0]! - 1]!.listedPriceKas} KAS`,
    );

    // Crowned seekers (12, 24) are none of them listed.
    await toggleTrait('Head', 'crown');
    await toggleTrait('Role', 'seeker');
    expect(await screen.findByText('No NFTs match the selected filters')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear Filters' });
    await userEvent.click(clear[clear.length - 1]!);
    await summary('Showing 1 to 10 of 30 NFTs');
    expect(router.state.location.search).toBe('');
  });

  it('sorts by asking price, the cheapest listed first', async () => {
    renderWallet('?sort=price-asc');
    await summary('Showing 1 to 10 of 30 NFTs');
    expect(lastWalletRequest().searchParams.get('sort')).toBe('price');
    expect(lastWalletRequest().searchParams.get('direction')).toBe('asc');
    expect(shownIds().slice(0, 6)).toEqual([30, 25, 20, 15, 10, 5]);
  });
});
