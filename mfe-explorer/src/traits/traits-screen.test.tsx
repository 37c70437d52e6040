// First: it puts TextEncoder on the global object, which react-router needs at import time.
import { installFakeApi, success, type FakeApi } from '../dashboard/testing/fake-api';
import { renderWithStore } from '../wallet/testing/render-with-store';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRAIT_STATS } from './testing/trait-stats-fixture';
import { TraitsScreen } from './traits-screen';

// Opening and sorting a 37-row table (with the floor columns) is slow on a busy machine: more than the default 5 s.
jest.setTimeout(15_000);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({ '/api/nft/trait-stats': success(TRAIT_STATS) });
});
afterEach(() => api.uninstall());

function renderTraits() {
  return renderWithStore(<TraitsScreen />, ['/traits']);
}

const table = (type: string) => screen.getByRole('table', { name: `${type} values` });
const column = (type: string, testId: string) =>
  within(table(type))
    .getAllByTestId(testId)
    .map((cell) => cell.textContent);
const header = (type: string, name: string) => within(table(type)).getByRole('columnheader', { name });
/** Clicks a sort button of the Head table; answers the aria-sort of that column afterwards. */
async function sortHead(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(table('Head')).getByRole('button', { name }));
  return header('Head', name).getAttribute('aria-sort');
}
const searchBox = () => screen.getByRole('combobox', { name: 'Search trait values' });

async function openRow(user: ReturnType<typeof userEvent.setup>, type: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${type}`) }));
  return table(type);
}

describe('Trait Statistics table', () => {
  it('lists each trait type with its number of values', async () => {
    renderTraits();
    expect(await screen.findByRole('button', { name: 'Head 8 values' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Type 3 values' })).toBeInTheDocument();
    expect(screen.getAllByTestId('trait-type-row')).toHaveLength(5);
  });

  it('sorts by Rarity % descending by default; a new column starts descending for Count, ascending for Value; the active one toggles', async () => {
    const user = userEvent.setup();
    renderTraits();
    await openRow(user, 'Head');
    expect(header('Head', 'Rarity %')).toHaveAttribute('aria-sort', 'descending');
    expect(column('Head', 'trait-value-percentage')).toEqual([
      '9.00%',
      '8.60%',
      '8.20%',
      '8.00%',
      '8.00%',
      '1.00%',
      '0.12%',
      '0.01%',
    ]);

    expect(await sortHead(user, 'Count')).toBe('descending');
    expect(header('Head', 'Rarity %')).toHaveAttribute('aria-sort', 'none');
    expect(column('Head', 'trait-value-count')).toEqual(['900', '860', '820', '800', '800', '100', '12', '1']);

    expect(await sortHead(user, 'Count')).toBe('ascending');
    expect(column('Head', 'trait-value-count')).toEqual(['1', '12', '100', '800', '800', '820', '860', '900']);

    expect(await sortHead(user, 'Value')).toBe('ascending');
    expect(column('Head', 'trait-value')).toEqual([
      'beanie',
      'bowler hat',
      'bucket hat',
      'cloud puff',
      'knitted bobble hat',
      'meteor crown',
      'orange beret',
      'party cone',
    ]);
    expect(await sortHead(user, 'Value')).toBe('descending');
    expect(column('Head', 'trait-value')[0]).toBe('party cone');

    expect(await sortHead(user, 'Rarity %')).toBe('descending');
    expect(column('Head', 'trait-value')[0]).toBe('knitted bobble hat');
  });

  it('gives the Type values Unique and Rare their badges, with two-decimal percentages', async () => {
    const user = userEvent.setup();
    renderTraits();
    const type = await openRow(user, 'Type');
    const [random, rare, unique] = within(type).getAllByTestId('trait-value-row');
    expect(within(unique).getByText('Unique 1/1')).toBeInTheDocument();
    expect(within(rare).getByText('Rare 1/2')).toBeInTheDocument();
    expect(within(random).queryByText(/1\/[12]/)).not.toBeInTheDocument();
    expect(column('Type', 'trait-value-percentage')).toEqual(['99.40%', '0.50%', '0.10%']);
    expect(column('Type', 'trait-value-count')).toEqual(['9,940', '50', '10']);
  });
});

describe('Trait Statistics search', () => {
  it('suggests at most 5 values per trait type and 10 in all', async () => {
    const user = userEvent.setup();
    renderTraits();
    await screen.findByRole('button', { name: /^Head/ });
    await user.type(searchBox(), 'e');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(10);
    const types = options.map((option) => option.textContent?.match(/(Head|Face|Mood|Type|Realm)/)?.[1]);
    expect(types.filter((t) => t === 'Head')).toHaveLength(5);
    expect(types).toEqual(['Head', 'Head', 'Head', 'Head', 'Head', 'Face', 'Face', 'Face', 'Mood', 'Mood']);
  });

  it('arrows and Enter choose a suggestion, which filters to that value and opens its row; Escape closes the list', async () => {
    const user = userEvent.setup();
    renderTraits();
    await screen.findByRole('button', { name: /^Head/ });
    await user.type(searchBox(), 'sleepy');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(searchBox()).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{Enter}');

    expect(searchBox()).toHaveValue('sleepy');
    expect(screen.getAllByTestId('trait-type-row')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Mood 1 of 3 values' })).toHaveAttribute('aria-expanded', 'true');
    expect(column('Mood', 'trait-value')).toEqual(['sleepy']);
    expect(screen.getByRole('combobox', { name: 'Filter by trait type' })).toHaveTextContent('Mood');
  });

  it('shows "No traits found" with a hint about the search, and Clear filters brings everything back', async () => {
    const user = userEvent.setup();
    renderTraits();
    await screen.findByRole('button', { name: /^Head/ });
    await user.type(searchBox(), 'zebra');
    expect(screen.getByText('No traits found')).toBeInTheDocument();
    expect(screen.getByText('No trait value matches "zebra". Try another search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getAllByTestId('trait-type-row')).toHaveLength(5);
    expect(searchBox()).toHaveValue('');
  });

  it('hints at the selected trait type when it has no statistics', async () => {
    const user = userEvent.setup();
    renderTraits();
    await screen.findByRole('button', { name: /^Head/ });
    await user.click(screen.getByRole('combobox', { name: 'Filter by trait type' }));
    await user.click(await screen.findByRole('option', { name: 'Tail' }));
    expect(screen.getByText('No traits found')).toBeInTheDocument();
    expect(screen.getByText('There are no statistics for Tail yet. Choose All to see the others.')).toBeInTheDocument();
  });
});

describe('Trait Statistics before the first sync is done', () => {
  it('shows the sync progress instead of "No traits found", then the trait types once the sync is done', async () => {
    const syncing = {
      phase: 'metadata',
      done: 2500,
      total: 10000,
      percent: 25,
      collectionVersion: 0,
      startedAt: 1,
      finishedAt: null,
      lastError: null,
      ready: false,
    };
    api.route('/api/nft/sync-status', success(syncing));
    api.route('/api/nft/trait-stats', success({ traitStats: [], totalNfts: 0 }));
    renderTraits();
    expect(await screen.findByText('Indexing the collection: 2,500 of 10,000 NFTs (25%)')).toBeInTheDocument();
    expect(screen.queryByText('No traits found')).not.toBeInTheDocument();

    api.route('/api/nft/trait-stats', success(TRAIT_STATS));
    api.route(
      '/api/nft/sync-status',
      success({
        ...syncing,
        phase: 'done',
        done: 10000,
        percent: 100,
        collectionVersion: 1,
        finishedAt: 2,
        ready: true,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Head 8 values' }, { timeout: 5000 })).toBeInTheDocument();
  }, 10_000);
});

describe('Trait Statistics listing floors', () => {
  it("shows each value's listing floor, linked to the cheapest listed NFT, and its listed count once a type is opened", async () => {
    const user = userEvent.setup();
    api.route(
      '/api/nft/floors',
      success({
        collection: { floorKas: 420, floorTokenId: 9, listed: 12 },
        traits: [
          { category: 'Head', value: 'party cone', floorKas: 1250.5, floorTokenId: 77, listed: 3 },
          { category: 'Head', value: 'beanie', floorKas: null, floorTokenId: null, listed: 0 },
          { category: 'Mood', value: 'party cone', floorKas: 5, floorTokenId: 1, listed: 1 },
        ],
      }),
    );
    renderTraits();
    await screen.findByRole('button', { name: 'Head 8 values' });
    // Nothing is asked before a table is open.
    expect(api.requestsTo('/api/nft/floors')).toHaveLength(0);
    await openRow(user, 'Head');
    const row = (value: string) =>
      within(table('Head'))
        .getAllByTestId('trait-value-row')
        .find((r) => within(r).getByTestId('trait-value').textContent === value)!;
    const floor = await within(within(row('party cone')).getByTestId('trait-value-floor')).findByRole('link', {
      name: /1,250.5 KAS/,
    });
    expect(floor).toHaveAttribute('href', '/nft/77');
    expect(floor).toHaveAccessibleName(/^1,250\.5 KAS ?, NACHO #77$/);
    expect(within(row('party cone')).getByTestId('trait-value-listed')).toHaveTextContent('3');
    // Phones see both under the value instead of in their own columns.
    expect(within(row('party cone')).getByTestId('trait-value-floor-line')).toHaveTextContent('Floor 1,250.5 KAS');
    expect(within(row('party cone')).getByTestId('trait-value-floor-line')).toHaveTextContent('· 3 listed');
    expect(within(row('beanie')).getByTestId('trait-value-floor')).toHaveTextContent('—');
    expect(within(row('beanie')).getByTestId('trait-value-listed')).toHaveTextContent('0');
    expect(within(row('meteor crown')).getByTestId('trait-value-floor')).toHaveTextContent('—');
    await openRow(user, 'Mood');
    expect(api.requestsTo('/api/nft/floors')).toHaveLength(1);
  });
});
