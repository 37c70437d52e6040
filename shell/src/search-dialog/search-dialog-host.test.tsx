import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { SearchDialogProps } from 'nacho-remote-contracts';
import { openSearchDialog } from '@nacho/contracts';
import { SearchDialogHost } from './search-dialog-host';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

function FakeSearchDialog({ open, onOpenChange, initialTab, initialQuery }: SearchDialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="NFT Search">
      {`${initialTab}:${initialQuery}`}
      <button type="button" onClick={() => onOpenChange(false)}>
        Close
      </button>
    </div>
  );
}

describe('SearchDialogHost', () => {
  it("loads the explorer's SearchDialog on the first request and passes the tab and query", async () => {
    const mockLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
    mockLoadRemote.mockResolvedValue({ default: FakeSearchDialog });
    render(<SearchDialogHost />);
    expect(mockLoadRemote).not.toHaveBeenCalled();

    await act(async () => openSearchDialog({ tab: 'address', query: 'kaspa:' }));
    expect(screen.getByRole('dialog', { name: 'NFT Search' })).toHaveTextContent('address:kaspa:');
    expect(mockLoadRemote).toHaveBeenCalledWith('explorer/SearchDialog');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => openSearchDialog({ tab: 'nft', query: 'hat' }));
    expect(screen.getByRole('dialog', { name: 'NFT Search' })).toHaveTextContent('nft:hat');
  });
});
