import { errorReply, installFakeServiceApi, type FakeServiceApi } from '@nacho/api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HallOfFameEntry } from '@nacho/contracts';
import { clearToasts } from '@nacho/ui';
import { CONTEST_MONTHS } from '../testing/contest-months-fixture';
import { renderAdmin } from '../testing/render-admin';
import { HistoryTable } from './history-table';

const HISTORY: HallOfFameEntry[] = [
  {
    id: 12,
    version: 1,
    tokenId: 42,
    resetMonth: 9,
    resetYear: 2026,
    likeCount: 77,
    createdAt: Date.parse('2026-09-30T22:00:05Z'),
    how: 'crowned',
  },
  {
    id: 11,
    version: 2,
    tokenId: 7,
    resetMonth: 8,
    resetYear: 2026,
    likeCount: 15,
    createdAt: Date.parse('2026-09-02T10:00:00Z'),
    how: 'declared',
  },
];
const HISTORY_GET = 'GET /api/admin/hall-of-fame';
const MONTHS_GET = 'GET /api/admin/contest-months';
const UPDATE = 'PUT /api/admin/hall-of-fame/12';

let api: FakeServiceApi;
beforeEach(() => {
  api = installFakeServiceApi({ [HISTORY_GET]: { body: HISTORY }, [MONTHS_GET]: { body: CONTEST_MONTHS } });
});
afterEach(() => {
  api.uninstall();
  act(() => clearToasts());
});

async function openEdit() {
  const user = userEvent.setup();
  renderAdmin(<HistoryTable />);
  await user.click(await screen.findByRole('button', { name: 'Edit entry of NFT #42' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Hall of Fame entry' });
  const month = within(dialog).getByRole('spinbutton', { name: 'Month' });
  const year = within(dialog).getByRole('spinbutton', { name: 'Year' });
  const save = within(dialog).getByRole('button', { name: 'Save' });
  return { user, dialog, month, year, save };
}

async function replace(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

describe('Hall of Fame history', () => {
  it('shows how each winner was set', async () => {
    renderAdmin(<HistoryTable />);
    const crowned = await screen.findByRole('row', { name: /#42/ });
    expect(within(crowned).getByText('Crowned')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /#7/ })).getByText('Declared')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'How' })).toBeInTheDocument();
  });

  it('edit: month 13 greys out Save and says why next to the field; Enter sends nothing', async () => {
    const { user, dialog, month, save } = await openEdit();
    expect(save).toBeEnabled();
    await replace(user, month, '13');
    expect(save).toBeDisabled();
    const why = within(dialog).getByText('Month runs from 1 to 12');
    expect(month).toHaveAttribute('aria-invalid', 'true');
    expect(month.getAttribute('aria-describedby')).toBe(why.closest('p')!.id);
    await user.type(month, '{Enter}');
    expect(api.sent(UPDATE)).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('edit: year 2022 greys out Save and says the contest started in 2023', async () => {
    const { user, dialog, month, year, save } = await openEdit();
    await replace(user, month, '3');
    await replace(user, year, '2022');
    expect(save).toBeDisabled();
    expect(within(dialog).getByText('The contest started in 2023')).toBeInTheDocument();
    expect(within(dialog).queryByText('Month runs from 1 to 12')).not.toBeInTheDocument();
    await user.type(year, '{Enter}');
    expect(api.sent(UPDATE)).toHaveLength(0);
  });

  it('edit: a month that is not finished greys out Save', async () => {
    const { user, dialog, month, save } = await openEdit();
    await replace(user, month, '11');
    expect(save).toBeDisabled();
    expect(
      within(dialog).getByText('November 2026 is not finished yet: choose a month before November 2026'),
    ).toBeInTheDocument();
  });

  it('edit: Enter sends the move; a 409 naming the winner shows in the dialog, which stays open with the values', async () => {
    const message = 'August 2026 already has its NFT of the Month (NACHO #7)';
    api.route(UPDATE, errorReply(409, 'month_has_winner', message));
    const { user, dialog, month, year } = await openEdit();
    await replace(user, month, '8');
    await user.type(year, '{Enter}');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(api.sent(UPDATE)).toHaveLength(1);
    expect(api.sent(UPDATE)[0]!.body).toEqual({ month: 8, year: 2026 });
    expect(screen.getByRole('dialog', { name: 'Edit Hall of Fame entry' })).toBeInTheDocument();
    expect(month).toHaveValue(8);
    expect(year).toHaveValue(2026);
    expect(screen.queryByText('Hall of Fame entry has been updated')).not.toBeInTheDocument();
  });

  it('edit: a 409 because the entry changed in another tab shows the server message and reads the history again', async () => {
    const message =
      'Hall of Fame entry 12 changed since you loaded it (now version 2: NACHO #42, July 2026); reload and try again';
    api.route(UPDATE, { status: 409, body: { error: { code: 'entry_changed', message, current: HISTORY[0] } } });
    const { user, dialog, month } = await openEdit();
    const readsBefore = api.sent(HISTORY_GET).length;
    await replace(user, month, '8');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(api.sent(HISTORY_GET).length).toBeGreaterThan(readsBefore));
  });

  it('delete names the version it was made on', async () => {
    const DELETE = 'DELETE /api/admin/hall-of-fame/11';
    api.route(DELETE, { body: { deleted: 1, id: 11, tokenId: 7, month: 8, year: 2026 } });
    const user = userEvent.setup();
    renderAdmin(<HistoryTable />);
    await user.click(await screen.findByRole('button', { name: 'Delete entry of NFT #7' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.sent(DELETE)).toHaveLength(1));
    expect(api.sent(DELETE)[0]!.headers['if-match']).toBe('"2"');
  });

  it('edit: a 400 from the server shows its message in the dialog', async () => {
    // Without the months list the panel cannot tell the current month: the server says it.
    api.route(MONTHS_GET, { status: 500, body: { error: { code: 'internal', message: 'boom' } } });
    const message = 'December 2026 is not finished: an entry can move only to a finished month';
    api.route(UPDATE, errorReply(400, 'month_not_finished', message));
    const { user, dialog, month } = await openEdit();
    await replace(user, month, '12');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(api.sent(UPDATE)[0]!.body).toEqual({ month: 12, year: 2026 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('edit: a move the server accepts closes the dialog with a toast', async () => {
    api.route(UPDATE, { body: { id: 12, version: 1, tokenId: 42, month: 7, year: 2026 } });
    const { user, month } = await openEdit();
    await replace(user, month, '7');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Hall of Fame entry has been updated')).toBeInTheDocument();
    expect(api.sent(UPDATE)[0]!.body).toEqual({ month: 7, year: 2026 });
    // The move names the version the operator saw: a stale tab is refused, never applied to a newer entry.
    expect(api.sent(UPDATE)[0]!.headers['if-match']).toBe('"1"');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('delete: asks first, sends nothing on Cancel, and deletes the entry after the confirmation', async () => {
    const DELETE = 'DELETE /api/admin/hall-of-fame/12';
    let deleted = false;
    api.route(HISTORY_GET, () => ({ body: deleted ? HISTORY.slice(1) : HISTORY }));
    api.route(DELETE, () => {
      deleted = true;
      return { body: { deleted: 1, id: 12, tokenId: 42, month: 9, year: 2026 } };
    });
    const user = userEvent.setup();
    renderAdmin(<HistoryTable />);

    await user.click(await screen.findByRole('button', { name: 'Delete entry of NFT #42' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete this Hall of Fame entry?' });
    expect(
      within(confirm).getByText(/This removes 1 entry: NFT #42, NFT of the Month for September 2026\./),
    ).toBeInTheDocument();
    expect(within(confirm).getByText(/The month is then vacated/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.sent(DELETE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete entry of NFT #42' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Hall of Fame entry has been deleted')).toBeInTheDocument();
    expect(api.sent(DELETE)).toHaveLength(1);
    expect(api.sent(DELETE)[0]!.contentType).toMatch(/application\/json/);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete entry of NFT #42' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Delete entry of NFT #7' })).toBeInTheDocument();
  });
});
