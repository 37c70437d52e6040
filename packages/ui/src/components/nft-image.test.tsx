import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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
  expect(image()).not.toHaveAttribute('fetchpriority');
  expect(screen.getByTestId('nft-image-skeleton')).toBeInTheDocument();

  fireEvent.load(image());
  expect(screen.queryByTestId('nft-image-skeleton')).not.toBeInTheDocument();
});

test('an eager image (the largest paint of its page) loads at once and at high priority, in the server HTML too', () => {
  render(<NftImage tokenId={12} alt="NACHO #12" sources={SOURCES} collectionName="NACHO" eager />);
  expect(image()).toHaveAttribute('loading', 'eager');
  expect(image()).toHaveAttribute('fetchpriority', 'high');
  expect(
    renderToString(<NftImage tokenId={12} alt="NACHO #12" sources={SOURCES} collectionName="NACHO" eager />),
  ).toContain('fetchPriority="high"');
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

describe('in a page rendered on the server', () => {
  const serverHtml = () =>
    renderToString(<NftImage tokenId={12} alt="NACHO #12" sources={SOURCES} collectionName="NACHO" />);
  const loadedBeforeHydration = (naturalWidth: number) => {
    // Only the server's image had settled; the next source is still loading when React looks.
    jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValueOnce(true).mockReturnValue(false);
    jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
  };
  afterEach(() => jest.restoreAllMocks());

  async function hydrate(): Promise<HTMLElement> {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    await React.act(async () => {
      hydrateRoot(container, <NftImage tokenId={12} alt="NACHO #12" sources={SOURCES} collectionName="NACHO" />);
    });
    return container;
  }

  test('shows the image without a shimmer in the HTML (readable without scripts)', () => {
    const html = serverHtml();
    expect(html).not.toContain('nft-image-skeleton');
    expect(html).toContain('opacity-100');
  });

  test('keeps an image that loaded before hydration shown (its load event came before React listened)', async () => {
    loadedBeforeHydration(400);
    const container = await hydrate();
    expect(container.querySelector('[data-testid="nft-image-skeleton"]')).toBeNull();
    expect(container.querySelector('img')).toHaveClass('opacity-100');
    expect(container.querySelector('img')).toHaveAttribute('src', SOURCES[0]);
  });

  test('keeps an image still loading at hydration shown, without a shimmer over it', async () => {
    jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    const container = await hydrate();
    expect(container.querySelector('[data-testid="nft-image-skeleton"]')).toBeNull();
    expect(container.querySelector('img')).toHaveClass('opacity-100');
  });

  test('goes on to the next source for an image that failed before hydration', async () => {
    loadedBeforeHydration(0);
    const container = await hydrate();
    expect(container.querySelector('img')).toHaveAttribute('src', SOURCES[1]);
  });
});
