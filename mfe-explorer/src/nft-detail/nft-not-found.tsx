import { Gem, Home, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { COLLECTION_NAME, COLLECTION_SIZE, formatNumber } from '@nacho/domain';
import { Button, Card, IconDisc } from '@nacho/ui';

export const NFT_NOT_FOUND_TITLE = 'NFT not found';

/**
 * For an id the collection does not have (404) and for one that cannot be an id at all
 * (400: 0, above the collection size, not a whole number).
 */
export function NftNotFound({ param, reason }: { param: string; reason: 'unknown' | 'invalid' }) {
  const hint =
    reason === 'unknown'
      ? `There is no ${COLLECTION_NAME} #${param} in the collection.`
      : `"${param}" is not an NFT id. ${COLLECTION_NAME} ids are whole numbers from 1 to ${formatNumber(COLLECTION_SIZE, 0)}.`;
  return (
    <Card
      role="region"
      aria-label={NFT_NOT_FOUND_TITLE}
      className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 px-6 py-10 text-center"
    >
      <IconDisc className="bg-primary/15">
        <SearchX className="size-7" />
      </IconDisc>
      <h1 className="text-2xl font-bold tracking-tight">{NFT_NOT_FOUND_TITLE}</h1>
      <p className="max-w-sm text-sm break-words text-muted-foreground">{hint}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/">
            <Home aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/special-nfts">
            <Gem aria-hidden="true" />
            Browse Special NFTs
          </Link>
        </Button>
      </div>
    </Card>
  );
}
