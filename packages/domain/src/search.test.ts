import {
  canSubmitSearch,
  classifySearch,
  dialogTabFor,
  headerSearchTarget,
  searchPageTab,
  searchValidationToast,
} from './search';

describe('classifySearch', () => {
  it.each([
    [' 123 ', { kind: 'nft', tokenId: 123 }],
    ['0', { kind: 'nft', tokenId: 0 }],
    ['007', { kind: 'nft', tokenId: 7 }],
    ['KASPA:qq', { kind: 'address', address: 'kaspa:qq' }],
    ['kaspa:', { kind: 'address', address: 'kaspa:' }],
    ['  kaspa:qrunpz  ', { kind: 'address', address: 'kaspa:qrunpz' }],
    ['Kaspatest:qq', { kind: 'address', address: 'kaspatest:qq' }],
    ['12a', { kind: 'invalid' }],
    ['-5', { kind: 'invalid' }],
    ['1.5', { kind: 'invalid' }],
    ['1 2', { kind: 'invalid' }],
    ['qrunpzspjfvvxyzfx38', { kind: 'invalid' }],
    ['kasp', { kind: 'invalid' }],
    ['x kaspa:qq', { kind: 'invalid' }],
    ['99999999999999999999', { kind: 'invalid' }],
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
  ])('%j', (input, expected) => {
    expect(classifySearch(input)).toEqual(expected);
  });

  it('treats null and undefined as empty', () => {
    expect(classifySearch(null)).toEqual({ kind: 'empty' });
    expect(classifySearch(undefined)).toEqual({ kind: 'empty' });
  });
});

describe('headerSearchTarget', () => {
  it('navigates to the NFT for numeric input', () => {
    expect(headerSearchTarget('12')).toEqual({ type: 'navigate', to: '/nft/12' });
    expect(headerSearchTarget(' 012 ')).toEqual({ type: 'navigate', to: '/nft/12' });
  });

  it('navigates to the wallet for input starting with kaspa, keeping the typed text', () => {
    expect(headerSearchTarget(' kaspa:qq123 ')).toEqual({ type: 'navigate', to: '/wallet/kaspa:qq123' });
    expect(headerSearchTarget('KASPA:QQ')).toEqual({ type: 'navigate', to: '/wallet/KASPA:QQ' });
  });

  it('encodes characters that would break the path', () => {
    expect(headerSearchTarget('kaspa:a/b?c')).toEqual({ type: 'navigate', to: '/wallet/kaspa:a%2Fb%3Fc' });
  });

  it('opens the dialog on the nft tab for anything else', () => {
    expect(headerSearchTarget('12a')).toEqual({ type: 'dialog', tab: 'nft', query: '12a' });
    expect(headerSearchTarget(' hello ')).toEqual({ type: 'dialog', tab: 'nft', query: 'hello' });
  });

  it('opens the dialog for empty input', () => {
    expect(headerSearchTarget('')).toEqual({ type: 'dialog', tab: 'nft', query: '' });
    expect(headerSearchTarget('   ')).toEqual({ type: 'dialog', tab: 'nft', query: '' });
  });
});

describe('dialogTabFor', () => {
  it('is address for kaspa-prefixed input, else nft', () => {
    expect(dialogTabFor('Kaspa:qq')).toBe('address');
    expect(dialogTabFor('  kaspa')).toBe('address');
    expect(dialogTabFor('123')).toBe('nft');
    expect(dialogTabFor('')).toBe('nft');
  });
});

describe('searchPageTab', () => {
  it('is nft for all digits, else address', () => {
    expect(searchPageTab(' 42 ')).toBe('nft');
    expect(searchPageTab('42a')).toBe('address');
    expect(searchPageTab('kaspa:qq')).toBe('address');
    expect(searchPageTab('')).toBe('address');
  });
});

describe('canSubmitSearch', () => {
  it('needs non-blank input and not busy', () => {
    expect(canSubmitSearch('1')).toBe(true);
    expect(canSubmitSearch('  ')).toBe(false);
    expect(canSubmitSearch('1', true)).toBe(false);
  });
});

describe('searchValidationToast', () => {
  it('gives the SPEC texts for empty and invalid, null otherwise', () => {
    expect(searchValidationToast(classifySearch(''))).toEqual({
      title: 'Search query is empty',
      description: 'Please enter a wallet address (kaspa:...) to search',
      variant: 'destructive',
    });
    expect(searchValidationToast(classifySearch('abc'))).toEqual({
      title: 'Invalid search',
      description: 'Please enter a wallet address (kaspa:...) or NFT ID',
      variant: 'destructive',
    });
    expect(searchValidationToast(classifySearch('5'))).toBeNull();
    expect(searchValidationToast(classifySearch('kaspa:qq'))).toBeNull();
  });
});
