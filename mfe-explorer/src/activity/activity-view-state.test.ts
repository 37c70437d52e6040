import { activityArgs, hasActivityFilters, readActivityView, writeActivityView } from './activity-view-state';

describe('the /activity view in the URL', () => {
  it('round-trips kinds, traits, the price range and the wallet', () => {
    const view = {
      kinds: ['listing', 'sale'] as ('listing' | 'sale')[],
      traits: { Head: ['Crown', 'Cap'], Mood: ['happy'] },
      minPrice: 10.5,
      maxPrice: 500,
      wallet: 'kaspa:qq123',
    };
    const params = writeActivityView(view);
    expect(params.toString()).toBe(
      'kind=listing&kind=sale&trait=Head%3ACrown&trait=Head%3ACap&trait=Mood%3Ahappy&min=10.5&max=500&wallet=kaspa%3Aqq123',
    );
    expect(readActivityView(params)).toEqual(view);
    expect(activityArgs(view)).toEqual({
      kinds: ['listing', 'sale'],
      traits: { Head: ['Crown', 'Cap'], Mood: ['happy'] },
      minPrice: 10.5,
      maxPrice: 500,
      wallet: 'kaspa:qq123',
      limit: 25,
    });
  });

  it('drops unknown kinds, malformed traits, negative or non-numeric prices and a blank wallet', () => {
    const view = readActivityView(
      new URLSearchParams('kind=bogus&kind=sale&kind=sale&trait=nocolon&trait=Head:&min=-3&max=abc&wallet=%20%20'),
    );
    expect(view).toEqual({ kinds: ['sale'], traits: {}, minPrice: undefined, maxPrice: undefined, wallet: undefined });
    expect(hasActivityFilters(view)).toBe(true);
    expect(hasActivityFilters(readActivityView(new URLSearchParams()))).toBe(false);
  });

  it('reads a wallet in lower case (addresses are case-insensitive)', () => {
    expect(readActivityView(new URLSearchParams('wallet=KASPA:QQABC')).wallet).toBe('kaspa:qqabc');
  });
});
