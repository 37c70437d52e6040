import { renderNftSvg } from './render-nft-svg';
import type { NftAttribute } from './render-nft-svg';

const COMMON: NftAttribute[] = [
  { trait_type: 'Base', value: 'moonlit garden' },
  { trait_type: 'Head', value: 'bucket hat' },
  { trait_type: 'Face', value: 'round eyes' },
  { trait_type: 'Mood', value: 'calm' },
  { trait_type: 'Collar', value: 'bell collar' },
  { trait_type: 'Outfit', value: 'striped sweater' },
  { trait_type: 'Tail', value: 'fluffy' },
  { trait_type: 'Role', value: 'seeker' },
  { trait_type: 'Realm', value: '3' },
  { trait_type: 'Type', value: 'random' },
];

const withTrait = (attributes: NftAttribute[], type: string, value: string | number): NftAttribute[] => {
  const others = attributes.filter((a) => a.trait_type !== type);
  return [...others, { trait_type: type, value }];
};

const UNIQUE = [...withTrait(COMMON, 'Type', 'unique'), { trait_type: 'Edition', value: '1 of 1' }];
const RARE = [...withTrait(COMMON, 'Type', 'rare'), { trait_type: 'Edition', value: '1 of 2' }];

describe('renderNftSvg', () => {
  it('returns one standalone SVG element with the 400x400 view box', () => {
    const svg = renderNftSvg(123, COMMON);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg.match(/<svg[\s>]/g)).toHaveLength(1);
  });

  it('balances every tag and quotes every attribute', () => {
    for (const attributes of [COMMON, UNIQUE, RARE, []]) {
      const svg = renderNftSvg(42, attributes);
      const open: string[] = [];
      const tags = svg.match(/<[^>]*>/g) ?? [];
      expect(tags.join('').length + svg.replace(/<[^>]*>/g, '').length).toBe(svg.length);
      for (const tag of tags) {
        const match = /^<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][a-zA-Z0-9:-]*="[^"<>]*")*)\s*(\/?)>$/.exec(tag);
        expect(match).not.toBeNull();
        const [, closing, name, , selfClosing] = match as RegExpExecArray;
        if (closing) expect(open.pop()).toBe(name);
        else if (!selfClosing) open.push(name);
      }
      expect(open).toEqual([]);
      expect(svg.replace(/<[^>]*>/g, '')).not.toMatch(/&(?!#\d+;)/);
    }
  });

  it('is deterministic', () => {
    expect(renderNftSvg(7, COMMON)).toBe(renderNftSvg(7, COMMON));
    expect(renderNftSvg(7, UNIQUE)).toBe(renderNftSvg(7, [...UNIQUE]));
  });

  it('draws each trait: changing any one trait changes the picture', () => {
    const base = renderNftSvg(7, COMMON);
    const changes: [string, string][] = [
      ['Base', 'deep space'],
      ['Head', 'party cone'],
      ['Face', 'aviator shades'],
      ['Mood', 'grumpy'],
      ['Collar', 'pearl necklace'],
      ['Outfit', 'knight armor'],
      ['Tail', 'flame'],
      ['Role', 'sovereign'],
      ['Realm', '8'],
    ];
    const seen = new Set([base]);
    for (const [type, value] of changes) {
      const svg = renderNftSvg(7, withTrait(COMMON, type, value));
      expect(svg).not.toBe(base);
      seen.add(svg);
    }
    expect(seen.size).toBe(changes.length + 1);
  });

  it('gives hat shapes and colours to unknown head values by their hash', () => {
    const heads = ['zorblax hat 1', 'quux', 'frobnicator', 'wibble', 'plonk', 'grault', 'garply', 'waldo'];
    const pictures = new Set(heads.map((head) => renderNftSvg(1, withTrait(COMMON, 'Head', head))));
    expect(pictures.size).toBe(heads.length);
  });

  it('frames unique NFTs in gold and rare ones in silver, commons without a frame', () => {
    const unique = renderNftSvg(5, UNIQUE);
    const rare = renderNftSvg(5, RARE);
    const common = renderNftSvg(5, COMMON);
    expect(unique).toContain('id="nacho5-metal"');
    expect(unique).toContain('#e6b422');
    expect(unique).toContain('>1/1<');
    expect(unique).toContain('id="nacho5-glow"');
    expect(rare).toContain('id="nacho5-metal"');
    expect(rare).toContain('#c3cad4');
    expect(rare).toContain('>1/2<');
    expect(common).not.toContain('metal');
    expect(common).not.toContain('glow');
    expect(renderNftSvg(5, withTrait(COMMON, 'Edition', '1 of 1'))).toContain('>1/1<');
    expect(renderNftSvg(5, withTrait(COMMON, 'Type', 'Rare'))).toContain('>1/2<');
  });

  it('puts the token id in a corner and escapes embedded text', () => {
    expect(renderNftSvg(9876, COMMON)).toContain('>#9876<');
    const hostile = renderNftSvg(1, withTrait(COMMON, 'Realm', '<&"'));
    expect(hostile).toContain('>&#60;&#38;&#34;<');
    expect(hostile).not.toContain('<&');
  });

  it('accepts number values and trait types in any case', () => {
    const numeric = renderNftSvg(3, withTrait(COMMON, 'Realm', 3));
    expect(numeric).toBe(renderNftSvg(3, COMMON));
    const shouting = COMMON.map((a) => ({ trait_type: a.trait_type.toUpperCase(), value: a.value }));
    expect(renderNftSvg(3, shouting)).toBe(renderNftSvg(3, COMMON));
  });

  it('references nothing outside itself and stays a few KB', () => {
    for (const attributes of [COMMON, UNIQUE, RARE]) {
      const svg = renderNftSvg(10_000, attributes);
      expect(svg).not.toMatch(/href|<image|<script|<foreignObject|@import/i);
      expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|url\((?!#)/);
      expect(svg.length).toBeLessThan(8_000);
    }
  });
});
