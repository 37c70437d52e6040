import { fakeNftServicePerTest } from '../wallet/testing/nft-service-per-test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hasTrait, nftService, OTHER_OWNER, WALLET_A, WALLET_A_NFTS } from '../wallet/testing/fake-nft-service';
import { renderRoute } from '../wallet/testing/render-with-store';
import { NftSearchDialog, type SearchDialogProps } from './nft-search-dialog';

// Dialog flows render 24-card pages and type with userEvent: slower than the default 5 s.
jest.setTimeout(20_000);

const service = fakeNftServicePerTest();

function renderDialog(props: Partial<SearchDialogProps> = {}, options: { strict?: boolean } = {}) {
  const onOpenChange = jest.fn();
  const view = renderRoute(
    '/',
    <NftSearchDialog
      open
      onOpenChange={onOpenChange}
      initialTab={props.initialTab ?? 'nft'}
      initialQuery={props.initialQuery ?? ''}
    />,
    '/',
    options,
  );
  const dialog = () => screen.getByRole('dialog', { name: 'NFT Search' });
  return {
    ...view,
    onOpenChange,
    dialog,
    input: () => within(dialog()).getByPlaceholderText('Enter wallet address (kaspa:...) or NFT ID'),
    button: () => within(dialog()).getByRole('button', { name: /^(Search|Searching\.\.\.)$/ }),
  };
}

/** The toasts (outside the modal dialog, so hidden from the accessibility tree while it is open). */
const toastRegion = () => screen.getByRole('region', { name: /Notifications/, hidden: true });
const traitsParam = (url: URL) => url.searchParams.get('traits');

describe('search validation toasts', () => {
  it('"Invalid search" for input that is neither digits nor a kaspa: address, without calling the service', async () => {
    const { input, button } = renderDialog();
    await userEvent.type(input(), 'golden hat');
    await userEvent.click(button());
    expect(await within(toastRegion()).findByText('Invalid search')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Please enter a wallet address (kaspa:...) or NFT ID')).toBeInTheDocument();
    expect(service.requests).toHaveLength(0);
  });

  it('auto-searches the initial query after about 100 ms and toasts when it is invalid (also under StrictMode)', async () => {
    renderDialog({ initialQuery: 'hat' }, { strict: true });
    expect(screen.queryByText('Invalid search')).not.toBeInTheDocument();
    expect(await within(toastRegion()).findByText('Invalid search')).toBeInTheDocument();
  });

  it('"Search query is empty" when the initial query is only spaces', async () => {
    renderDialog({ initialQuery: '   ' });
    expect(await within(toastRegion()).findByText('Search query is empty')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Please enter a wallet address (kaspa:...) to search')).toBeInTheDocument();
  });
});

describe('the Search button', () => {
  it('is disabled while the trimmed input is blank, and Enter is ignored then', async () => {
    const { input, button } = renderDialog();
    expect(button()).toBeDisabled();
    await userEvent.type(input(), '   {Enter}');
    expect(button()).toBeDisabled();
    expect(service.requests).toHaveLength(0);
    expect(screen.queryByText('Search query is empty')).not.toBeInTheDocument();
    await userEvent.type(input(), '7');
    expect(button()).toBeEnabled();
  });

  it('reads "Searching..." and is disabled while the service answers', async () => {
    service.replace((url) => (url.pathname === '/api/nft/tokens/7' ? { pending: true } : undefined));
    const { input, button } = renderDialog();
    await userEvent.type(input(), '7{Enter}');
    expect(await within(screen.getByRole('dialog')).findByRole('button', { name: 'Searching...' })).toBeDisabled();
    await userEvent.type(input(), '{Enter}');
    expect(service.requestsTo('/api/nft/tokens/7')).toHaveLength(1);
    expect(button()).toHaveTextContent('Searching...');
  });
});

describe('navigation on a hit', () => {
  it('an NFT id that exists opens /nft/{id} and closes the dialog', async () => {
    const { input, onOpenChange } = renderDialog();
    await userEvent.type(input(), ' 7 {Enter}');
    expect(await screen.findByText('route: /nft/7')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('an address with NFTs opens /wallet/{address} (lower case) and closes the dialog', async () => {
    const { input, onOpenChange } = renderDialog({ initialTab: 'address' });
    await userEvent.type(input(), WALLET_A.toUpperCase().replace('KASPA:', 'Kaspa:'));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(`route: /wallet/${WALLET_A}`)).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('an unknown NFT id shows the not-found box and the NFT error toast', async () => {
    const { input, dialog } = renderDialog();
    await userEvent.type(input(), '4242{Enter}');
    expect(await within(dialog()).findByText('No results found')).toBeInTheDocument();
    expect(
      within(dialog()).getByText('No NFTs found for "4242". Please check your search and try again.'),
    ).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Error searching for NFT')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Could not find information for this NFT')).toBeInTheDocument();
  });

  it('an address without NFTs shows the not-found box and the address error toast', async () => {
    const { input, dialog } = renderDialog({ initialTab: 'address' });
    await userEvent.type(input(), `${OTHER_OWNER}{Enter}`);
    expect(await within(dialog()).findByText('No results found')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Error searching for address')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Could not find NFTs for this wallet')).toBeInTheDocument();
  });
});

describe('NFT-id auto-search', () => {
  const NFT = WALLET_A_NFTS[4];
  const chipLabels = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('list', { name: 'Selected filters' }))
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));

  it("shows the NFT, its owner's wallet and the NFT's traits as selected filters", async () => {
    const { dialog } = renderDialog({ initialQuery: '5' });
    const banner = await within(dialog()).findByRole('region', { name: 'Searched NFT' });
    expect(banner).toHaveTextContent('Showing all NFTs owned by the owner of NACHO #5.');
    expect(banner).toHaveTextContent('Its traits are auto-selected as filters');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    const overview = within(dialog()).getByRole('region', { name: 'Wallet overview' });
    await waitFor(() => expect(within(overview).getByTestId('nfts-owned')).toHaveTextContent('30'));
    expect(within(overview).getByTestId('wallet-address')).toHaveTextContent(WALLET_A);
    expect(within(overview).getByRole('link', { name: /View/ })).toHaveAttribute('target', '_blank');

    const expected = NFT.attributes
      .filter((a) => a.trait_type !== 'Edition')
      .map((a) => `Remove filter ${a.trait_type}: ${a.value}`);
    expect(chipLabels(dialog())).toEqual(expected);

    const grid = await within(dialog()).findByRole('list', { name: "Owner's NFTs" });
    const cards = within(grid).getAllByTestId('nft-card');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const nft = WALLET_A_NFTS.find((n) => n.tokenId === Number(card.dataset.tokenId))!;
      for (const a of NFT.attributes.filter((x) => x.trait_type !== 'Edition'))
        expect(hasTrait(nft, a.trait_type, a.value)).toBe(true);
    }
    const head = NFT.attributes.find((a) => a.trait_type === 'Head')!.value;
    expect(traitsParam(service.requestsTo('/api/nft/wallets/').at(-1)!)).toContain(`Head=${head}`);
  });

  it('toggles one value per trait type in the sidebar (toggleSingleFilter) and goes back to page 1', async () => {
    const { dialog } = renderDialog({ initialQuery: '5' });
    const chips = await within(dialog()).findByRole('list', { name: 'Selected filters' });
    // Keep only Mood so the grid has two pages.
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Clear All' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: /^Mood/ }));
    await userEvent.click(within(dialog()).getByRole('button', { name: /^happy/, pressed: false }));
    expect(chipLabels(dialog())).toEqual(['Remove filter Mood: happy']);
    expect(chips).not.toBeInTheDocument();
    const pager = await within(dialog()).findByRole('navigation', { name: 'Search results pages' });
    await waitFor(() => expect(pager).toHaveTextContent('Page 1 of 1'));

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 1 of 2'));
    await userEvent.click(within(pager).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2 of 2'));
    expect(service.requestsTo('/api/nft/wallets/').at(-1)!.searchParams.get('page')).toBe('2');

    // Selecting a value replaces nothing yet (no Mood filter) and sends the grid back to page 1.
    await userEvent.click(within(dialog()).getByRole('button', { name: /^sleepy/ }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 1 of 1'));
    expect(traitsParam(service.requestsTo('/api/nft/wallets/').at(-1)!)).toBe('Mood=sleepy');
    expect(service.requestsTo('/api/nft/wallets/').at(-1)!.searchParams.get('page')).toBe('1');

    // Another value of the same type replaces it: one value per type.
    await userEvent.click(within(dialog()).getByRole('button', { name: /^happy/ }));
    expect(chipLabels(dialog())).toEqual(['Remove filter Mood: happy']);
    expect(within(dialog()).getByRole('button', { name: /^happy/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog()).getByRole('button', { name: /^sleepy/ })).toHaveAttribute('aria-pressed', 'false');

    // Clicking the selected value clears the type.
    await userEvent.click(within(dialog()).getByRole('button', { name: /^happy/ }));
    await waitFor(() =>
      expect(within(dialog()).queryByRole('list', { name: 'Selected filters' })).not.toBeInTheDocument(),
    );
    expect(within(dialog()).getByRole('button', { name: /^happy/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it("counts the sidebar values of a type under the other types' filters only (faceted)", async () => {
    const { dialog } = renderDialog({ initialQuery: '5' });
    await within(dialog()).findByRole('list', { name: 'Selected filters' });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Clear All' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: /^Head/ }));
    await userEvent.click(within(dialog()).getByRole('button', { name: /^Mood/ }));
    await userEvent.click(within(dialog()).getByRole('button', { name: /^crown/ }));
    const values = (type: string) =>
      within(within(dialog()).getByRole('list', { name: `${type} values` }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    // Head keeps every value with whole-wallet counts; Mood narrows to the 10 crowned NFTs (5 happy, 5 sleepy).
    await waitFor(() => expect(values('Mood')).toEqual(['happy5', 'sleepy5']));
    expect(values('Head')).toEqual(['cap10', 'crown10', 'halo10']);
    await userEvent.click(within(dialog()).getByRole('button', { name: /^happy/ }));
    // Now Head counts only happy NFTs (15: 5 of each head); Mood still counts the crowned ones.
    await waitFor(() => expect(values('Head')).toEqual(['cap5', 'crown5', 'halo5']));
    expect(values('Mood')).toEqual(['happy5', 'sleepy5']);
  });

  it('pages the unfiltered wallet 24 at a time with First, Prev, "Page X of Y", Next, Last', async () => {
    const { dialog } = renderDialog({ initialQuery: '5' });
    await within(dialog()).findByRole('list', { name: 'Selected filters' });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Clear All' }));
    const pager = await within(dialog()).findByRole('navigation', { name: 'Search results pages' });
    await waitFor(() => expect(pager).toHaveTextContent('Page 1 of 2'));
    const buttons = within(pager)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['First', 'Prev', 'Next', 'Last']);
    expect(within(pager).getByRole('button', { name: /First/ })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: /Prev/ })).toBeDisabled();
    expect(
      within(await within(dialog()).findByRole('list', { name: "Owner's NFTs" })).getAllByTestId('nft-card'),
    ).toHaveLength(24);
    await userEvent.click(within(pager).getByRole('button', { name: /Last/ }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2 of 2'));
    expect(within(pager).getByRole('button', { name: /Next/ })).toBeDisabled();
    await waitFor(() =>
      expect(
        within(within(dialog()).getByRole('list', { name: "Owner's NFTs" })).getAllByTestId('nft-card'),
      ).toHaveLength(6),
    );
    expect(service.requestsTo('/api/nft/wallets/').at(-1)!.searchParams.get('pageSize')).toBe('24');
  });

  it('"Listed only" and the price sort ask the service for the listed NFTs, cheapest first', async () => {
    const { dialog } = renderDialog({ initialQuery: '5' });
    await within(dialog()).findByRole('list', { name: 'Selected filters' });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Clear All' }));
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Listed only' }));
    await waitFor(() => expect(service.requestsTo('/api/nft/wallets/').at(-1)!.searchParams.get('listed')).toBe('1'));
    await userEvent.click(within(dialog()).getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Price' }));
    await waitFor(() => expect(service.requestsTo('/api/nft/wallets/').at(-1)!.searchParams.get('sort')).toBe('price'));
    expect(service.requestsTo('/api/nft/wallets/').at(-1)!.searchParams.get('direction')).toBe('asc');
    const ids = () =>
      within(within(dialog()).getByRole('list', { name: "Owner's NFTs" }))
        .getAllByTestId('nft-card')
        .map((card) => Number(card.dataset.tokenId));
    await waitFor(() => expect(ids()).toEqual([30, 25, 20, 15, 10, 5]));
  });

  it('says "Copy failed" when the address cannot be copied', async () => {
    const { dialog } = renderDialog({ initialQuery: '5' });
    const overview = await within(dialog()).findByRole('region', { name: 'Wallet overview' });
    await waitFor(() => expect(within(overview).getByRole('button', { name: /Copy Address/ })).toBeEnabled());
    // jsdom has no clipboard, like a page served over plain http.
    await userEvent.click(within(overview).getByRole('button', { name: /Copy Address/ }));
    expect(await within(toastRegion()).findByText('Copy failed')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Could not copy address to clipboard')).toBeInTheDocument();
  });

  it('shows the processing progress while the wallet loads', async () => {
    service.replace(
      (url) => (url.pathname.startsWith('/api/nft/wallets/') ? { pending: true } : undefined),
      ...nftService,
    );
    const { dialog } = renderDialog({ initialQuery: '5' });
    expect(await within(dialog()).findByText('Processing wallet data: 0 of 30 NFTs (0%)')).toBeInTheDocument();
  });
});

it('treats an id the service rejects (400, above the collection size) as not found', async () => {
  const { input, dialog } = renderDialog();
  await userEvent.type(input(), '99999{Enter}');
  expect(
    await within(dialog()).findByText('No NFTs found for "99999". Please check your search and try again.'),
  ).toBeInTheDocument();
});
