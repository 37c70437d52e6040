import * as React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { NftImage } from './nft-image';

const SOURCES = [
  '/api/nft/image/12.svg',
  'https://gateway-one.example/ipfs/cid/12.png',
  'https://gateway-two.example/ipfs/cid/12.png',
];

function image(): HTMLImageElement {
  return screen.getByRole('img', { name: 'NACHO #12' }) as HTMLImageElement;
}

test('starts with the first source, lazily, behind a shimmer until it loads', () => {
  render(<NftImage tokenId={12} alt="NACHO #12" sources={SOURCES} collectionName="NACHO" />);
  expect(image()).toHaveAttribute('src', SOURCES[0]);
  expect(image()).toHaveAttribute('loading', 'lazy');
  expect(screen.getByTestId('nft-image-skeleton')).toBeInTheDocument();

  fireEvent.load(image());
  expect(screen.queryByTestId('nft-image-skeleton')).not.toBeInTheDocument();
});

test('walks the sources in order on error and ends in the generated placeholder', () => {
  render(<NftImage tokenId={12} alt="NACHO #12" sources={SOURCES} collectionName="NACHO" />);
  fireEvent.error(image());
  expect(image()).toHaveAttribute('src', SOURCES[1]);
  fireEvent.error(image());
  expect(image()).toHaveAttribute('src', SOURCES[2]);
  fireEvent.error(image());

  expect(document.querySelector('img')).toBeNull();
  expect(image()).toHaveTextContent('NACHO #12');
  expect(screen.queryByText('Failed to load image')).not.toBeInTheDocument();
});

test('in message mode ends in "Failed to load image"', () => {
  render(
    <NftImage
      tokenId={12}
      alt="NACHO #12"
      sources={SOURCES.slice(0, 2)}
      collectionName="NACHO"
      onAllFailed="message"
    />,
  );
  fireEvent.error(image());
  fireEvent.error(image());
  expect(document.querySelector('img')).toBeNull();
  expect(screen.getByText('Failed to load image')).toBeInTheDocument();
});

test('no sources at all shows the fallback straight away', () => {
  render(<NftImage tokenId={7} alt="NACHO #7" sources={[]} collectionName="NACHO" />);
  expect(screen.getByRole('img', { name: 'NACHO #7' })).toHaveTextContent('NACHO #7');
});

test('a new token starts again from its first source', () => {
  const { rerender } = render(<NftImage tokenId={12} alt="NACHO #12" sources={SOURCES} collectionName="NACHO" />);
  fireEvent.error(image());
  expect(image()).toHaveAttribute('src', SOURCES[1]);

  const next = ['/api/nft/image/13.svg', 'https://gateway-one.example/ipfs/cid/13.png'];
  rerender(<NftImage tokenId={13} alt="NACHO #13" sources={next} collectionName="NACHO" />);
  expect(screen.getByRole('img', { name: 'NACHO #13' })).toHaveAttribute('src', next[0]);
});

test('keeps a fixed aspect ratio frame', () => {
  const { container } = render(
    <NftImage tokenId={12} alt="NACHO #12" sources={SOURCES} collectionName="NACHO" aspectRatio="4 / 3" />,
  );
  expect(container.firstElementChild).toHaveStyle({ aspectRatio: '4 / 3' });
});
