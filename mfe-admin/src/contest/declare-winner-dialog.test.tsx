import { errorReply, installFakeServiceApi, type FakeServiceApi } from '@nacho/api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts } from '@nacho/ui';
import { CONTEST_MONTHS } from '../testing/contest-months-fixture';
import { renderAdmin } from '../testing/render-admin';
import { ContestMonthsTable } from './contest-months-table';
import { DeclareWinner } from './declare-winner';

const DECLARE = 'POST /api/admin/declare-winner';
let api: FakeServiceApi;

beforeEach(() => {
  api = installFakeServiceApi({
    'GET /api/admin/contest-months': { body: CONTEST_MONTHS },
    'GET /api/admin/hall-of-fame': { body: [] },
  });
});
afterEach(() => {
  api.uninstall();
  act(() => clearToasts());
});

async function openFromCard() {
  const user = userEvent.setup();
  renderAdmin(<DeclareWinner />);
  await user.click(screen.getByRole('button', { name: 'Declare Winner' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Declare NFT of the Month?' });
  return { user, dialog, tokenId: within(dialog).getByLabelText('Token ID') };
}

describe('Declare Winner dialog', () => {
  it('declares for the current month by default: Enter sends only the token id, then the dialog closes with a toast', async () => {
    api.route(DECLARE, { body: { tokenId: 42, month: 11, year: 2026 } });
    const { user, dialog, tokenId } = await openFromCard();
    expect(tokenId).toHaveFocus();
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Month' })).toHaveTextContent(
        'Current month (November 2026)',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Declare Winner' })).toBeDisabled();

    await user.type(tokenId, '42{Enter}');

    await waitFor(() => expect(api.sent(DECLARE)).toHaveLength(1));
    expect(api.sent(DECLARE)[0]!.body).toEqual({ tokenId: 42 });
    expect(api.sent(DECLARE)[0]!.contentType).toMatch(/application\/json/);
    expect(await screen.findByText('NFT #42 has been declared the winner for November 2026')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('declares for a month chosen in the dialog: the body names its year and month', async () => {
    api.route(DECLARE, { body: { tokenId: 9, month: 10, year: 2026 } });
    const { user, dialog, tokenId } = await openFromCard();
    await user.type(tokenId, '9');
    await user.click(within(dialog).getByRole('combobox', { name: 'Month' }));
    const options = await screen.findAllByRole('option');
    // Only months that take a declaration: the current one, the one awaiting its crowning and the vacated one.
    expect(options.map((o) => o.textContent)).toEqual(['Current month (November 2026)', 'October 2026', 'July 2026']);
    await user.click(screen.getByRole('option', { name: 'October 2026' }));
    expect(within(dialog).getByText(/as the NFT of the Month for October 2026/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Declare Winner' }));

    await waitFor(() => expect(api.sent(DECLARE)).toHaveLength(1));
    expect(api.sent(DECLARE)[0]!.body).toEqual({ tokenId: 9, year: 2026, month: 10 });
    expect(await screen.findByText('NFT #9 has been declared the winner for October 2026')).toBeInTheDocument();
  });

  it('opened from a month row, starts on that month and declares for it', async () => {
    api.route(DECLARE, { body: { tokenId: 5, month: 7, year: 2026 } });
    const user = userEvent.setup();
    renderAdmin(<ContestMonthsTable />);
    await user.click(await screen.findByRole('button', { name: 'Declare a winner for July 2026' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('combobox', { name: 'Month' })).toHaveTextContent('July 2026');
    await user.type(within(dialog).getByLabelText('Token ID'), '5{Enter}');
    await waitFor(() => expect(api.sent(DECLARE)).toHaveLength(1));
    expect(api.sent(DECLARE)[0]!.body).toEqual({ tokenId: 5, year: 2026, month: 7 });
  });

  it.each(['0', '10001', '12a'])(
    'refuses the id %s in the dialog before sending anything, and keeps the input',
    async (typed) => {
      const { user, dialog, tokenId } = await openFromCard();
      await user.type(tokenId, `${typed}{Enter}`);
      expect(await within(dialog).findByText('NACHO ids run from 1 to 10,000')).toBeInTheDocument();
      expect(tokenId).toHaveAttribute('aria-invalid', 'true');
      expect(tokenId).toHaveValue(typed);
      expect(tokenId).toHaveFocus();
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      expect(api.sent(DECLARE)).toHaveLength(0);
    },
  );

  it('names the NFT above only while its id can be one: never "NFT #20000 will be added" beside the error (issue 41)', async () => {
    const { user, dialog, tokenId } = await openFromCard();
    const description = () => within(dialog).getByText(/will be added to the Hall of Fame history/);
    await user.type(tokenId, '2000');
    expect(description()).toHaveTextContent(/^NFT #2000 will be added/);
    await user.type(tokenId, '0');
    expect(description()).toHaveTextContent(/^The NFT will be added/);
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('NACHO ids run from 1 to 10,000')).toBeInTheDocument();
    expect(description()).toHaveTextContent(/^The NFT will be added/);
    expect(dialog).not.toHaveTextContent('#20000');
    expect(api.sent(DECLARE)).toHaveLength(0);
  });

  it('after the server refuses the id, the text above no longer names it', async () => {
    api.route(DECLARE, errorReply(400, 'invalid_input', 'tokenId: not in the collection'));
    const { user, dialog, tokenId } = await openFromCard();
    await user.type(tokenId, '77{Enter}');
    expect(await within(dialog).findByText('NACHO ids run from 1 to 10,000')).toBeInTheDocument();
    expect(within(dialog).getByText(/will be added to the Hall of Fame history/)).toHaveTextContent(
      /^The NFT will be added/,
    );
  });

  it('shows a 400 about the id from the server in the same plain words', async () => {
    api.route(DECLARE, errorReply(400, 'invalid_input', 'tokenId: must be at most 10000'));
    const { user, dialog, tokenId } = await openFromCard();
    await user.type(tokenId, '77{Enter}');
    expect(await within(dialog).findByText('NACHO ids run from 1 to 10,000')).toBeInTheDocument();
    expect(api.sent(DECLARE)).toHaveLength(1);
    expect(tokenId).toHaveValue('77');
  });

  it('shows a 409 in the dialog with the server message naming the winner; the dialog stays open with the input', async () => {
    const message = 'November 2026 already has its NFT of the Month (NACHO #42)';
    api.route(DECLARE, errorReply(409, 'month_has_winner', message));
    const { user, dialog, tokenId } = await openFromCard();
    await user.type(tokenId, '8{Enter}');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(api.sent(DECLARE)).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(tokenId).toHaveValue('8');
    expect(screen.queryByText(/has been declared the winner/)).not.toBeInTheDocument();

    // Typing clears the message; the corrected declaration goes through.
    api.route(DECLARE, { body: { tokenId: 81, month: 11, year: 2026 } });
    await user.type(tokenId, '1');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.sent(DECLARE)).toHaveLength(2));
    expect(api.sent(DECLARE)[1]!.body).toEqual({ tokenId: 81 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
