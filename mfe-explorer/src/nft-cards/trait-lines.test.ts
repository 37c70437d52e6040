import { traitValueLabel } from './trait-lines';

describe('traitValueLabel', () => {
  it('capitalises every word as the lists do, leaving digits and capitals alone', () => {
    expect(traitValueLabel('knitted bobble hat')).toBe('Knitted Bobble Hat');
    expect(traitValueLabel('seeker')).toBe('Seeker');
    expect(traitValueLabel('1 of 1')).toBe('1 Of 1');
    expect(traitValueLabel('Crown')).toBe('Crown');
    expect(traitValueLabel('7')).toBe('7');
  });
});
