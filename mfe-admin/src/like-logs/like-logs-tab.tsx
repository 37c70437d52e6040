import { useEffect, useState, type FormEvent } from 'react';
import { Search, Trash2 } from 'lucide-react';
import { formatMoment, PAGE_SIZES } from '@nacho/domain';
import type { LikeLog } from '@nacho/contracts';
import { Badge, Button, Input, QueryStates, Skeleton } from '@nacho/ui';
import { ConfirmDialog } from '@nacho/ui/overlays';
import { useDeleteLikeMutation, useGetLikeLogsQuery } from '../api/admin-api';
import { failureToast, FAILED_TO, successToast, SUCCESS_TEXTS } from '../shared/admin-toasts';
import { Who } from '../shared/who';
import { LogPages } from '../shared/log-pages';
import { StackedCell, StackedRow, StackedTable } from '../shared/stacked-table';

const COLUMNS = ['Time', 'Token ID', 'Voter', 'IP Address', 'Status', { label: 'Delete', className: 'text-right' }];

function DeleteLikeButton({ log }: { log: LikeLog }) {
  const [open, setOpen] = useState(false);
  const [deleteLike, { isLoading }] = useDeleteLikeMutation();
  const confirm = async () => {
    try {
      await deleteLike(log.id).unwrap();
      successToast(SUCCESS_TEXTS.likeDeleted);
    } catch (error) {
      failureToast(FAILED_TO.deleteLike, error);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Delete like ${log.id} of NFT #${log.tokenId}`}
          disabled={isLoading}
        >
          <Trash2 aria-hidden="true" className="text-destructive" />
        </Button>
      }
      title="Delete this like?"
      description={`This removes 1 like: NFT #${log.tokenId} liked by ${log.voter.address ?? (log.voter.method === 'oidc' ? 'an OpenID Connect account' : 'a demo voter')}, and lowers that NFT's like count for its month by 1.`}
      confirmLabel="Delete"
      destructive
      onConfirm={() => void confirm()}
    />
  );
}

export function LikeLogsTab() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useGetLikeLogsQuery({ search, page }, { refetchOnMountOrArgChange: true });
  const { data } = query;

  // Deleting the last like of the last page leaves that page empty: step back to the last page.
  useEffect(() => {
    if (data && data.logs.length === 0 && data.total > 0 && page > data.pageCount) setPage(data.pageCount);
  }, [data, page]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end" role="search">
        <Input
          containerClassName="flex-1"
          aria-label="Search like logs"
          placeholder="Token ID, wallet, user ID or IP"
          value={draft}
          maxLength={100}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" /> Search
        </Button>
      </form>
      <QueryStates
        query={query}
        loading={<Skeleton className="h-64 w-full" />}
        errorMessage="Could not load the like logs."
        empty={{
          when: (loaded) => loaded.logs.length === 0,
          title: 'No like logs found matching your search criteria',
        }}
      >
        {(loaded) => (
          <>
            <StackedTable columns={COLUMNS} className={query.isFetching ? 'opacity-70' : undefined}>
              {loaded.logs.map((log) => (
                <StackedRow
                  key={log.id}
                  data-suspicious={log.suspicious || undefined}
                  className={log.suspicious ? 'bg-destructive/10 hover:bg-destructive/15' : undefined}
                >
                  <StackedCell label="Time" className="whitespace-nowrap text-xs">
                    {formatMoment(log.timestamp, { seconds: true })}
                  </StackedCell>
                  <StackedCell label="Token ID" className="font-medium">
                    #{log.tokenId}
                  </StackedCell>
                  <StackedCell label="Voter" className="whitespace-nowrap">
                    <Who address={log.voter.address} method={log.voter.method} />
                  </StackedCell>
                  <StackedCell label="IP Address" className="whitespace-nowrap font-mono text-xs">
                    {log.ipAddress ?? <span className="font-sans text-muted-foreground">Not recorded</span>}
                  </StackedCell>
                  <StackedCell label="Status">
                    {log.suspicious ? (
                      <span className="flex flex-col gap-0.5 max-md:items-end">
                        <Badge variant="destructive" className="w-fit">
                          Suspicious
                        </Badge>
                        {log.suspiciousReason ? (
                          <span className="text-xs text-muted-foreground">{log.suspiciousReason}</span>
                        ) : null}
                      </span>
                    ) : (
                      <Badge variant="muted">Normal</Badge>
                    )}
                  </StackedCell>
                  <StackedCell label="Delete" className="text-right max-md:items-center">
                    <DeleteLikeButton log={log} />
                  </StackedCell>
                </StackedRow>
              ))}
            </StackedTable>
            <p className="text-xs text-muted-foreground">
              {loaded.total} like{loaded.total === 1 ? '' : 's'}, {PAGE_SIZES.adminLogs} a page
            </p>
            <LogPages of={loaded} onPageChange={setPage} label="Like log pages" />
          </>
        )}
      </QueryStates>
    </div>
  );
}
