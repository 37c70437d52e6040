/**
 * @jest-environment jsdom
 */
import { renderNftSvg } from './render-nft-svg';

// The node typings have no DOM; jsdom provides DOMParser at run time.
interface XmlDocument {
  documentElement: { namespaceURI: string | null; localName: string; getAttribute(name: string): string | null };
  getElementsByTagName(name: string): { length: number };
}
const parser = new (
  globalThis as unknown as { DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument } }
).DOMParser();
const parseSvg = (text: string) => parser.parseFromString(text, 'image/svg+xml');

describe('renderNftSvg output as XML', () => {
  it('rejects broken markup (the check can fail)', () => {
    expect(
      parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>').getElementsByTagName('parsererror').length,
    ).toBeGreaterThan(0);
  });

  it('parses as a well-formed SVG document for common, rare, unique and hostile input', () => {
    const inputs = [
      [
        { trait_type: 'Base', value: 'deep space' },
        { trait_type: 'Head', value: 'meteor crown' },
        { trait_type: 'Type', value: 'unique' },
        { trait_type: 'Edition', value: '1 of 1' },
      ],
      [
        { trait_type: 'Face', value: 'heart eyes' },
        { trait_type: 'Tail', value: 'rainbow' },
        { trait_type: 'Type', value: 'rare' },
      ],
      [
        { trait_type: 'Realm', value: '</svg><script>' },
        { trait_type: 'Role', value: '"&' },
      ],
      [],
    ];
    for (const attributes of inputs) {
      const doc = parseSvg(renderNftSvg(77, attributes));
      expect(doc.getElementsByTagName('parsererror').length).toBe(0);
      expect(doc.documentElement.localName).toBe('svg');
      expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg');
      expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 400 400');
      expect(doc.getElementsByTagName('script').length).toBe(0);
    }
  });
});
