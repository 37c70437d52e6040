import '../testing/text-encoder-polyfill';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { onSearchDialogRequest, type SearchDialogRequest } from '@nacho/contracts';
import { HeaderSearch } from './header-search';

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

function renderSearch() {
  const dialogRequests: SearchDialogRequest[] = [];
  const stop = onSearchDialogRequest((request) => dialogRequests.push(request));
  render(
    <MemoryRouter initialEntries={['/']}>
      <HeaderSearch />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
  return {
    dialogRequests,
    stop,
    input: screen.getByRole('searchbox'),
    button: screen.getByRole('button', { name: 'Search' }),
  };
}

describe('HeaderSearch', () => {
  it('goes to /nft/{n} for digits (trimmed)', async () => {
    const { input, dialogRequests, stop } = renderSearch();
    await userEvent.type(input, '  42 {Enter}');
    expect(screen.getByLabelText('current path')).toHaveTextContent('/nft/42');
    expect(dialogRequests).toEqual([]);
    expect(input).toHaveValue('');
    stop();
  });

  it('goes to /wallet/{input} for input starting with kaspa in any case', async () => {
    const { input, button, stop } = renderSearch();
    await userEvent.type(input, 'KASPA:qqabc');
    await userEvent.click(button);
    expect(screen.getByLabelText('current path')).toHaveTextContent('/wallet/KASPA:qqabc');
    stop();
  });

  it('opens the search dialog for anything else, on the nft tab', async () => {
    const { input, dialogRequests, stop } = renderSearch();
    await userEvent.type(input, 'cat hat{Enter}');
    expect(dialogRequests).toEqual([{ tab: 'nft', query: 'cat hat' }]);
    expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/$/);
    stop();
  });

  it('opens the search dialog when the search button is clicked with nothing typed', async () => {
    const { button, dialogRequests, stop } = renderSearch();
    await userEvent.click(button);
    expect(dialogRequests).toEqual([{ tab: 'nft', query: '' }]);
    stop();
  });
});
