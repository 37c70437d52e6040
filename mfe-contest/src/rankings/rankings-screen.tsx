import { useState } from 'react';
import { ArrowLeft, Search } from 'lucide-react';
import { Link } from 'react-router';
import { COLLECTION_NAME, PAGE_SIZES } from '@nacho/domain';
import { CollectionNftImage } from '@nacho/api';
import { Button, Card, Input, PaginationFooter, QueryStates, Skeleton, SortableHeader, Table, cn } from '@nacho/ui';
import type { RankedLikeItem } from '@nacho/contracts';
import { useGetRankingsPageQuery, useHallOfFameHidden } from '../api/contest-api';
import LikeButton from '../likes/like-button';
import { HallOfFameHiddenNotice } from '../shared/hall-of-fame-hidden-notice';

export type LikesSort = 'desc' | 'asc';

const rankColours = ['text-gold', 'text-silver', 'text-bronze'];
const PAGE_SIZE = PAGE_SIZES.rankings;

const rankClass = (rank: number) => cn('font-bold tabular-nums', rankColours[rank - 1] ?? 'text-muted-foreground');

function Thumbnail({ tokenId, className }: { tokenId: number; className?: string }) {
  return <CollectionNftImage tokenId={tokenId} className={cn('rounded-md', className)} />;
}

function DetailsLink({ tokenId }: { tokenId: number }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={`/nft/${tokenId}`} aria-label={`Details of ${COLLECTION_NAME} #${tokenId}`}>
        Details
      </Link>
    </Button>
  );
}

/** Below 640 px: one stacked card a row, with the thumbnail, likes, like button and Details kept. */
function RankingCards({ rows }: { rows: RankedLikeItem[] }) {
  return (
    <ol aria-label="Current rankings" className="flex flex-col gap-2 sm:hidden" data-testid="rankings-cards">
      {rows.map((nft) => (
        <li key={nft.tokenId} className="flex items-center gap-3 rounded-lg border border-border/60 p-2">
          <span className={cn(rankClass(nft.rank), 'w-10 shrink-0 text-center')}>#{nft.rank}</span>
          <Thumbnail tokenId={nft.tokenId} className="size-12 shrink-0" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Link to={`/nft/${nft.tokenId}`} className="font-medium hover:text-primary">
              #{nft.tokenId}
            </Link>
            <span className="text-xs text-muted-foreground tabular-nums">
              {nft.likeCount} {nft.likeCount === 1 ? 'like' : 'likes'}
            </span>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <LikeButton tokenId={nft.tokenId} />
            <DetailsLink tokenId={nft.tokenId} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function RankingTable({ rows, sort, onSort }: { rows: RankedLikeItem[]; sort: LikesSort; onSort: () => void }) {
  return (
    <div className="hidden overflow-x-auto sm:block">
      <Table.Root>
        <Table.Header>
          <Table.Row>
            <Table.Head className="w-16">Rank</Table.Head>
            <Table.Head className="w-20">NFT</Table.Head>
            <Table.Head>Token ID</Table.Head>
            <SortableHeader sorted={sort} onSort={onSort}>
              Likes
            </SortableHeader>
            <Table.Head className="text-right">Action</Table.Head>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((nft) => (
            <Table.Row key={nft.tokenId}>
              <Table.Cell className={cn(rankClass(nft.rank), 'text-lg')}>#{nft.rank}</Table.Cell>
              <Table.Cell>
                <Thumbnail tokenId={nft.tokenId} className="size-12" />
              </Table.Cell>
              <Table.Cell className="font-medium">
                <Link to={`/nft/${nft.tokenId}`} className="hover:text-primary">
                  #{nft.tokenId}
                </Link>
              </Table.Cell>
              <Table.Cell className="tabular-nums">{nft.likeCount}</Table.Cell>
              <Table.Cell>
                <div className="flex items-center justify-end gap-2">
                  <LikeButton tokenId={nft.tokenId} />
                  <DetailsLink tokenId={nft.tokenId} />
                </div>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  );
}

/**
 * /all-liked-nfts: every NFT liked this month, 10 a page. Paging, the likes sort and the search
 * (a token id containing the text, or a like count equal to it) happen on the server
 * (GET /api/hall-of-fame/rankings), so every liked NFT can be reached however many there are.
 */
export function Component() {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<LikesSort>('desc');
  const [page, setPage] = useState(1);
  const { hidden } = useHallOfFameHidden();
  const rankings = useGetRankingsPageQuery(
    { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, sort, q: query },
    { skip: hidden },
  );
  const total = rankings.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.min(page, pageCount);

  const resetSearch = () => {
    setQuery('');
    setPage(1);
  };
  const toggleSort = () => {
    setSort(sort === 'desc' ? 'asc' : 'desc');
    setPage(1);
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 md:px-6 md:py-10">
      <Link
        to="/hall-of-fame"
        className="inline-flex w-fit items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Hall of Fame
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Current Rankings</h1>
        <p className="max-w-2xl text-sm text-muted-foreground md:text-base">
          Every {COLLECTION_NAME} liked this month, ranked by its likes. On equal likes, the NFT that reached its count
          first ranks higher.
        </p>
      </header>
      {hidden ? (
        <HallOfFameHiddenNotice />
      ) : (
        <Card className="flex flex-col gap-4 p-3 sm:p-4 md:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="relative block w-full max-w-sm">
              <span className="sr-only">Search by token ID or like count</span>
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                type="search"
                inputMode="numeric"
                placeholder="Search by token ID or like count"
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setPage(1);
                }}
                className="pl-9"
              />
            </label>
            {/* The table's Likes header sorts from 640 px; the stacked cards have no header, so this button does. */}
            <Button variant="outline" size="sm" className="sm:hidden" onClick={toggleSort}>
              {sort === 'desc' ? 'Most likes first' : 'Fewest likes first'}
            </Button>
          </div>
          <QueryStates
            query={rankings}
            loading={
              <div className="flex flex-col gap-2">
                {Array.from({ length: 5 }, (_, i) => (
                  <Skeleton key={i} className="h-14 w-full" />
                ))}
              </div>
            }
            errorMessage="Failed to fetch top NFTs"
            empty={{
              when: (data) => data.nfts.length === 0,
              icon: <Search />,
              title: 'No NFTs found matching your search criteria',
              action: (
                <Button variant="outline" size="sm" onClick={resetSearch}>
                  Reset Search
                </Button>
              ),
            }}
          >
            {(data) => (
              <>
                <RankingCards rows={data.nfts} />
                <RankingTable rows={data.nfts} sort={sort} onSort={toggleSort} />
                <PaginationFooter
                  page={current}
                  pageCount={pageCount}
                  onPageChange={setPage}
                  variant="window"
                  pageSize={PAGE_SIZE}
                  total={total}
                  noun="results"
                  singular="result"
                />
              </>
            )}
          </QueryStates>
        </Card>
      )}
    </div>
  );
}
