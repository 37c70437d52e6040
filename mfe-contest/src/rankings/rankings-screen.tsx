import { useMemo, useState } from 'react';
import { ArrowLeft, Search } from 'lucide-react';
import { Link } from 'react-router';
import { COLLECTION_NAME, PAGE_SIZES } from '@nacho/domain';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Input,
  NftImage,
  PageSummary,
  Pagination,
  Skeleton,
  SortableHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  cn,
} from '@nacho/ui';
import { useGetTopLikedNftsQuery } from '../api/contest-api';
import LikeButton from '../likes/like-button';
import { nftImageSources } from '../shared/nft-image-sources';
import { rankingsView, type LikesSort } from './rankings-view';

const rankColours = ['text-gold', 'text-silver', 'text-bronze'];
const PAGE_SIZE = PAGE_SIZES.rankings;

/** /all-liked-nfts: every NFT liked this month, searchable, sortable by likes, 10 a page. */
export function Component() {
  const { data, error, isLoading, refetch } = useGetTopLikedNftsQuery(PAGE_SIZES.rankingsFetch);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<LikesSort>('desc');
  const [page, setPage] = useState(1);
  const rows = useMemo(() => rankingsView(data?.nfts ?? [], query, sort), [data, query, sort]);
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const visible = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const resetSearch = () => {
    setQuery('');
    setPage(1);
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 md:px-6 md:py-10">
      <Link to="/hall-of-fame" className="inline-flex w-fit items-center gap-2 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Hall of Fame
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Current Rankings</h1>
        <p className="max-w-2xl text-sm text-muted-foreground md:text-base">
          Every {COLLECTION_NAME} liked this month, ranked by its likes. On equal likes, the NFT that reached its count first ranks higher.
        </p>
      </header>
      <Card className="flex flex-col gap-4 p-3 sm:p-4 md:p-6">
        <label className="relative block max-w-sm">
          <span className="sr-only">Search by token ID or like count</span>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
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
        {isLoading ? (
          <div className="flex flex-col gap-2">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : error ? (
          <ErrorState message="Failed to fetch top NFTs" onRetry={() => void refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<Search />}
            title="No NFTs found matching your search criteria"
            action={
              <Button variant="outline" size="sm" onClick={resetSearch}>
                Reset Search
              </Button>
            }
          />
        ) : (
          <>
            <div className="overflow-x-auto">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-16">Rank</TableHead>
                    <TableHead className="hidden w-20 sm:table-cell">NFT</TableHead>
                    <TableHead>Token ID</TableHead>
                    <SortableHeader
                      sorted={sort}
                      onSort={() => {
                        setSort(sort === 'desc' ? 'asc' : 'desc');
                        setPage(1);
                      }}
                    >
                      Likes
                    </SortableHeader>
                    <TableHead className="text-right">Action</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {visible.map((nft) => (
                    <TableRow key={nft.tokenId}>
                      <TableCell className={cn('font-bold tabular-nums sm:text-lg', rankColours[nft.rank - 1] ?? 'text-muted-foreground')}>
                        #{nft.rank}
                      </TableCell>
                      <TableCell className="hidden sm:table-cell">
                        <NftImage
                          tokenId={nft.tokenId}
                          alt={`${COLLECTION_NAME} #${nft.tokenId}`}
                          sources={nftImageSources(nft.tokenId)}
                          collectionName={COLLECTION_NAME}
                          className="size-12 rounded-md"
                        />
                      </TableCell>
                      <TableCell className="font-medium">
                        <Link to={`/nft/${nft.tokenId}`} className="hover:text-primary">
                          #{nft.tokenId}
                        </Link>
                      </TableCell>
                      <TableCell className="tabular-nums">{nft.likeCount}</TableCell>
                      <TableCell>
                        <div className="flex items-center justify-end gap-2">
                          <LikeButton tokenId={nft.tokenId} />
                          <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
                            <Link to={`/nft/${nft.tokenId}`} aria-label={`Details of ${COLLECTION_NAME} #${nft.tokenId}`}>
                              Details
                            </Link>
                          </Button>
                        </div>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            <div className="flex flex-col items-center justify-between gap-3 md:flex-row">
              <PageSummary page={current} pageSize={PAGE_SIZE} total={rows.length} noun="results" />
              <Pagination page={current} pageCount={pageCount} onPageChange={setPage} variant="window" />
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
