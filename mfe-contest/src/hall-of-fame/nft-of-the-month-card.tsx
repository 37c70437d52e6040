import { Crown, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { COLLECTION_NAME, monthReportPath, monthYearLabel, nftOfTheMonthTitle } from '@nacho/domain';
import { CollectionNftImage } from '@nacho/api';
import { Badge, Button, Card, ShareButton } from '@nacho/ui';
import { useGetNftOfTheMonthQuery } from '../api/contest-api';
import { winnerHowText } from '../shared/winner-how';

/** The last NFT of the Month (crowned or chosen by the operator), when there is one. */
export function NftOfTheMonthCard() {
  const { data } = useGetNftOfTheMonthQuery();
  const nft = data?.nft;
  if (!nft) return null;
  const name = `${COLLECTION_NAME} #${nft.tokenId}`;
  const how = winnerHowText(nft.how);
  return (
    <Card
      className="flex flex-col gap-4 border-gold/40 bg-gold/5 p-4 sm:flex-row sm:items-center md:p-6"
      aria-label="NFT of the Month"
    >
      <CollectionNftImage tokenId={nft.tokenId} eager className="size-32 shrink-0 rounded-lg ring-2 ring-gold/70" />
      <div className="flex flex-col gap-2">
        <span className="flex items-center gap-2 text-sm font-semibold tracking-wider text-gold uppercase">
          <Crown aria-hidden="true" className="size-4" />
          NFT of the Month
        </span>
        <h2 className="text-2xl font-bold">{name}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="gold">{monthYearLabel(nft.resetMonth, nft.resetYear)}</Badge>
          <span className="flex items-center gap-1 text-sm">
            <Heart aria-hidden="true" className="size-4 fill-ruby text-ruby" />
            {nft.likeCount} {nft.likeCount === 1 ? 'like' : 'likes'}
          </span>
        </div>
        {how ? <p className="text-sm text-muted-foreground">{how}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to={`/nft/${nft.tokenId}`}>View Details</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={monthReportPath(nft.resetYear, nft.resetMonth)}>Month report</Link>
          </Button>
          <ShareButton
            url={monthReportPath(nft.resetYear, nft.resetMonth)}
            title={nftOfTheMonthTitle(nft.tokenId, nft.resetMonth, nft.resetYear)}
          />
        </div>
      </div>
    </Card>
  );
}
