import * as React from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '../lib/cn';
import { useHydrated } from '../lib/use-hydrated';
import { Skeleton } from './skeleton';

export const IMAGE_FAILED_TEXT = 'Failed to load image';

export type NftImageFallback = 'placeholder' | 'message';

export type NftImageProps = {
  tokenId: number | string;
  alt: string;
  /** Image URLs tried in order (e.g. /api/nft/image/{id}.svg, then IPFS gateways). */
  sources: readonly string[];
  /** Shown on the generated placeholder: "{collectionName} #{tokenId}". */
  collectionName: string;
  /** What to show when every source failed: a generated placeholder or "Failed to load image". */
  onAllFailed?: NftImageFallback;
  /** CSS aspect ratio of the frame; square by default. */
  aspectRatio?: string;
  /**
   * Load before it scrolls into view and ahead of the page's scripts (e.g. the main image of the
   * detail page, its largest paint): fetchpriority="high", where Chromium would start it low.
   */
  eager?: boolean;
  className?: string;
  imgClassName?: string;
};

/** An NFT picture in a fixed-ratio frame: shimmer while loading, then the next source on error. */
export function NftImage({ sources, ...props }: NftImageProps) {
  // A new source list starts over from its first URL.
  return <NftImageFrame key={sources.join('\n')} sources={sources} {...props} />;
}

function NftImageFrame({
  tokenId,
  alt,
  sources,
  collectionName,
  onAllFailed = 'placeholder',
  aspectRatio = '1 / 1',
  eager = false,
  className,
  imgClassName,
}: NftImageProps) {
  // Without scripts (and until the page is hydrated) the image shows as the browser loads it.
  const hydrated = useHydrated();
  // An image in the server's HTML was on screen before hydration: hiding it while it still loads
  // and fading it in again would blink (and move the page's largest paint). Only images the browser
  // adds later fade in.
  const [inServerHtml] = React.useState(!hydrated);
  const [sourceIndex, setSourceIndex] = React.useState(0);
  const [loaded, setLoaded] = React.useState(false);
  const source = sources[sourceIndex];
  const image = React.useRef<HTMLImageElement>(null);
  const failed = () => {
    setLoaded(false);
    setSourceIndex((index) => index + 1);
  };
  // A page rendered on the server starts its images before its scripts: one that loaded (or failed)
  // before hydration fired its event when React was not listening yet.
  React.useEffect(() => {
    const img = image.current;
    if (!img?.complete) return;
    if (img.naturalWidth > 0) setLoaded(true);
    else failed();
  }, [source]);
  const shown = loaded || !hydrated || inServerHtml;

  return (
    <div
      data-slot="nft-image"
      className={cn('relative w-full overflow-hidden rounded-md bg-muted', className)}
      style={{ aspectRatio }}
    >
      {source === undefined ? (
        onAllFailed === 'placeholder' ? (
          <NftPlaceholder tokenId={tokenId} collectionName={collectionName} alt={alt} />
        ) : (
          // Sized by its frame: a list thumbnail gets small print, a card the regular size.
          <div
            role="img"
            aria-label={`${alt}: ${IMAGE_FAILED_TEXT}`}
            data-slot="nft-image-failed"
            className="@container flex h-full w-full flex-col items-center justify-center gap-1 p-1 text-center text-[10px] leading-tight text-muted-foreground @min-[7rem]:gap-2 @min-[7rem]:p-2 @min-[7rem]:text-sm"
          >
            <ImageOff aria-hidden="true" className="size-4 shrink-0 @min-[7rem]:size-6" />
            <span>{IMAGE_FAILED_TEXT}</span>
          </div>
        )
      ) : (
        <>
          {shown ? null : <Skeleton data-testid="nft-image-skeleton" className="absolute inset-0 rounded-none" />}
          <img
            ref={image}
            src={source}
            alt={alt}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            draggable={false}
            onLoad={() => setLoaded(true)}
            onError={failed}
            className={cn(
              'h-full w-full object-cover transition-opacity duration-300',
              shown ? 'opacity-100' : 'opacity-0',
              imgClassName,
            )}
          />
        </>
      )}
    </div>
  );
}

type NftPlaceholderProps = { tokenId: number | string; collectionName: string; alt: string };

/** The generated stand-in picture: the collection name and #id on a brand gradient. */
function NftPlaceholder({ tokenId, collectionName, alt }: NftPlaceholderProps) {
  return (
    <div
      role="img"
      aria-label={alt}
      data-slot="nft-placeholder"
      className="flex h-full w-full flex-col items-center justify-center gap-1 bg-[radial-gradient(circle_at_30%_20%,color-mix(in_oklab,var(--color-primary)_35%,transparent),transparent_60%),radial-gradient(circle_at_80%_90%,color-mix(in_oklab,var(--color-secondary)_30%,transparent),transparent_55%)] bg-card p-2 text-center"
    >
      <p className="flex flex-col">
        <span className="text-sm font-semibold text-primary">{collectionName}</span>{' '}
        <span className="text-lg font-bold text-foreground">#{tokenId}</span>
      </p>
    </div>
  );
}
