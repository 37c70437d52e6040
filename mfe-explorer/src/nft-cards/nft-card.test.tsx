// Imported first: it gives jsdom the TextEncoder react-router needs at import time.
import '../wallet/testing/fake-fetch';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { WalletNft } from '../api/explorer-types';
import { NftCardGrid } from './nft-card-grid';

const base: WalletNft = {
  tokenId: 7,
  name: 'NACHO #7',
  image: null,
  stakingPower: 120_000,
  rarityRank: 42,
  special: null,
  listedPriceKas: null,
  attributes: [
    { trait_type: 'Head', value: 'crown' },
    { trait_type: 'Role', value: 'keeper' },
    { trait_type: 'Realm', value: '3' },
    { trait_type: 'Edition', value: '1 of 1' },
  ],
};

function renderCards(nfts: WalletNft[]) {
  render(
    <MemoryRouter>
      <NftCardGrid nfts={nfts} />
    </MemoryRouter>,
  );
  return screen.getAllByTestId('nft-card');
}

describe('NFT cards', () => {
  it('link to the NFT and show the ID, power, rank, Role and Realm, with every trait but Edition in the overlay', () => {
    const [card] = renderCards([base]);
    expect(within(card).getByRole('link', { name: /^NACHO #7 ?, rank 42$/ })).toHaveAttribute('href', '/nft/7');
    expect(within(card).getByTestId('id-badge')).toHaveTextContent('#7');
    expect(within(card).getByTestId('power-badge')).toHaveTextContent('120,000');
    expect(within(card).getByTestId('rank-badge')).toHaveTextContent('#42');
    expect(within(card).getByTestId('nft-role')).toHaveTextContent('keeper');
    expect(within(card).getByTestId('nft-realm')).toHaveTextContent('3');
    const overlay = within(card).getByTestId('trait-overlay');
    expect(
      within(overlay)
        .getAllByRole('term', { hidden: true })
        .map((term) => term.textContent),
    ).toEqual(['Head', 'Role', 'Realm']);
    // The hover trait list is neither the link's name nor its description (jsdom puts a space before the hidden part; Chrome does not).
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).getByRole('link')).toHaveAccessibleDescription('');
    expect(within(card).queryByTestId('special-badge')).not.toBeInTheDocument();
  });

  it('badges Unique NFTs "1of1" and Rare ones "1of2"; an unknown rank reads "?"', () => {
    const [unique, rare] = renderCards([
      { ...base, tokenId: 1, special: 'unique' },
      { ...base, tokenId: 2, special: 'rare', rarityRank: null },
    ]);
    expect(within(unique).getByTestId('special-badge')).toHaveTextContent('1of1');
    expect(within(rare).getByTestId('special-badge')).toHaveTextContent('1of2');
    expect(within(rare).getByTestId('rank-badge')).toHaveTextContent('?');
  });

  it('colours the power badge by its power band', () => {
    const powers = [1_000_000, 500_000, 100_000, 50_000, 10_000, 9_999];
    const cards = renderCards(powers.map((stakingPower, index) => ({ ...base, tokenId: index + 1, stakingPower })));
    const colours = cards.map(
      (card) =>
        /text-(ruby|emerald|platinum|gold|silver|bronze)/.exec(within(card).getByTestId('power-badge').className)?.[1],
    );
    expect(colours).toEqual(['ruby', 'emerald', 'platinum', 'gold', 'silver', 'bronze']);
  });

  it('names an NFT without a rank by its title only', () => {
    const [card] = renderCards([{ ...base, rarityRank: null }]);
    expect(within(card).getByRole('link', { name: 'NACHO #7' })).toBeInTheDocument();
  });

  it('says "Failed to load image" once every image source failed, not the generated placeholder', () => {
    const [card] = renderCards([base]);
    for (let guard = 0; guard < 10 && card.querySelector('img'); guard++) fireEvent.error(card.querySelector('img')!);
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('Failed to load image')).toBeInTheDocument();
    expect(card.querySelector('[data-slot="nft-placeholder"]')).toBeNull();
  });
});
