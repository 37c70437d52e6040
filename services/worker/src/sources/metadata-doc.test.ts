import { InvalidMetadataError, parseNftMetadata } from './metadata-doc';

describe('parseNftMetadata', () => {
  it('keeps OpenSea attributes with values as strings and skips malformed ones', () => {
    expect(
      parseNftMetadata({
        name: 'NACHO #7',
        description: 'a cat',
        image: 'ipfs://cid/7.png',
        attributes: [
          { trait_type: 'Realm', value: 8 },
          { trait_type: 'Head', value: 'crown' },
          { value: 'no type' },
          null,
        ],
        extra: true,
      }),
    ).toEqual({
      name: 'NACHO #7',
      description: 'a cat',
      image: 'ipfs://cid/7.png',
      attributes: [
        { trait_type: 'Realm', value: '8' },
        { trait_type: 'Head', value: 'crown' },
      ],
    });
  });

  it('accepts a document without attributes or text fields', () => {
    expect(parseNftMetadata({})).toEqual({ name: null, description: null, image: null, attributes: [] });
  });

  it('rejects what is not an object', () => {
    expect(() => parseNftMetadata('not found')).toThrow(InvalidMetadataError);
    expect(() => parseNftMetadata(null)).toThrow(InvalidMetadataError);
  });
});
