import { fakeNftServicePerTest } from '../wallet/testing/nft-service-per-test';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../wallet/testing/render-with-store';
import { SearchScreen } from './search-screen';

// Dialog flows render pages of cards: slower than the default 5 s on a busy machine.
jest.setTimeout(20_000);

fakeNftServicePerTest();

function renderSearchPage() {
  renderRoute('/search-nacho', <SearchScreen />, '/search-nacho');
  const form = screen.getByRole('search', { name: 'NFT search' });
  return { input: within(form).getByRole('textbox'), button: within(form).getByRole('button', { name: 'Search' }) };
}

describe('search page', () => {
  it('is titled "NFT Search" (also the tab title); the button is disabled and Enter ignored while the trimmed input is empty', async () => {
    const { input, button } = renderSearchPage();
    expect(screen.getByRole('heading', { level: 1, name: 'NFT Search' })).toBeInTheDocument();
    expect(document.title).toBe('NFT Search · NACHO Explorer');
    expect(button).toBeDisabled();
    await userEvent.type(input, '   {Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toBeDisabled();
  });

  it('opens the search dialog on the nft tab for digits and searches them', async () => {
    const { input } = renderSearchPage();
    await userEvent.type(input, ' 5 {Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'NFT Search' });
    expect(within(dialog).getByRole('tab', { name: 'NFT ID' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByPlaceholderText('Enter wallet address (kaspa:...) or NFT ID')).toHaveValue('5');
    expect(await within(dialog).findByRole('region', { name: 'Searched NFT' })).toBeInTheDocument();
  });

  it('opens the search dialog on the address tab otherwise', async () => {
    const { input } = renderSearchPage();
    await userEvent.type(input, 'hat{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'NFT Search' });
    expect(within(dialog).getByRole('tab', { name: 'Wallet address' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Invalid search')).toBeInTheDocument();
  });

  it('gives the focus back to the control that opened the dialog after Escape', async () => {
    const { input, button } = renderSearchPage();
    // An NFT id: its auto-search shows results without a toast (a toast would take the Escape).
    await userEvent.type(input, '5');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'NFT Search' });
    await within(dialog).findByRole('region', { name: 'Searched NFT' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    // Opened from the box with Enter, the box gets it back.
    await userEvent.type(input, '{Enter}');
    await within(await screen.findByRole('dialog', { name: 'NFT Search' })).findByRole('region', {
      name: 'Searched NFT',
    });
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveFocus();
  });

  it('starts over when the dialog is closed and a new search opens it', async () => {
    const { input } = renderSearchPage();
    await userEvent.type(input, '5{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'NFT Search' });
    await within(dialog).findByRole('region', { name: 'Searched NFT' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, 'kaspa:{Enter}');
    const next = await screen.findByRole('dialog', { name: 'NFT Search' });
    expect(within(next).getByPlaceholderText('Enter wallet address (kaspa:...) or NFT ID')).toHaveValue('kaspa:');
    expect(within(next).queryByRole('region', { name: 'Searched NFT' })).not.toBeInTheDocument();
    expect(within(next).queryByRole('list', { name: 'Selected filters' })).not.toBeInTheDocument();
  });
});
