import { render } from '@testing-library/react';
import { pageTitle, usePageTitle, walletTitle } from './use-page-title';

function Titled({ page }: { page: string }) {
  usePageTitle(page);
  return null;
}

describe('page titles', () => {
  it('reads "{page} · NACHO Explorer" and shortens a wallet like elsewhere', () => {
    expect(pageTitle('All holders')).toBe('All holders · NACHO Explorer');
    expect(walletTitle('kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa')).toBe(
      'Wallet kaspa:…fjpa',
    );
  });

  it('sets the title while the screen is shown and restores the previous one after', () => {
    document.title = 'Before';
    const { rerender, unmount } = render(<Titled page="Trait statistics" />);
    expect(document.title).toBe('Trait statistics · NACHO Explorer');
    rerender(<Titled page="Special NFTs" />);
    expect(document.title).toBe('Special NFTs · NACHO Explorer');
    unmount();
    expect(document.title).toBe('Before');
  });
});
