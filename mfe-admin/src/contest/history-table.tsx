import { Trash2 } from 'lucide-react';
import { formatMoment } from '@nacho/domain';
import { useGetHallOfFameHistoryQuery } from '@nacho/api';
import type { HallOfFameEntry } from '@nacho/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, QueryStates, Skeleton, Table } from '@nacho/ui';
import { ConfirmDialog } from '@nacho/ui/overlays';
import { useDeleteAllHallOfFameEntriesMutation, useDeleteHallOfFameEntryMutation } from '../api/admin-api';
import { failureToast, FAILED_TO, successToast, SUCCESS_TEXTS } from '../shared/admin-toasts';
import { monthName } from '../shared/month-name';
import { WINNER_HOW_WORDS } from './contest-months';
import { EditEntryDialog } from './edit-entry-dialog';

function DeleteEntryButton({ entry }: { entry: HallOfFameEntry }) {
  const [remove, { isLoading }] = useDeleteHallOfFameEntryMutation();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Delete entry of NFT #${entry.tokenId}`}
          disabled={isLoading}
        >
          <Trash2 aria-hidden="true" className="text-destructive" />
        </Button>
      }
      title="Delete this Hall of Fame entry?"
      description={
        <>
          {`This removes 1 entry: NFT #${entry.tokenId}, NFT of the Month for ${monthName(entry.resetMonth)} ${entry.resetYear}.`}{' '}
          The month is then vacated: it is not crowned again, and you may declare another winner for it.
        </>
      }
      confirmLabel="Delete"
      destructive
      onConfirm={() =>
        void remove(entry.id)
          .unwrap()
          .then(() => successToast(SUCCESS_TEXTS.entryDeleted))
          .catch((error: unknown) => failureToast(FAILED_TO.deleteEntry, error))
      }
    />
  );
}

/** The Hall of Fame history with Edit and Delete per entry, and Delete All Entries. */
export function HistoryTable() {
  const query = useGetHallOfFameHistoryQuery(undefined, { refetchOnMountOrArgChange: true });
  const [removeAll, removeAllState] = useDeleteAllHallOfFameEntriesMutation();
  const count = query.data?.length ?? 0;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="text-base">Hall of Fame History</CardTitle>
        <ConfirmDialog
          trigger={
            <Button variant="destructive" size="sm" disabled={count === 0 || removeAllState.isLoading}>
              <Trash2 aria-hidden="true" /> Delete All Entries
            </Button>
          }
          title="Delete all Hall of Fame entries?"
          description={`This removes all ${count} ${count === 1 ? 'entry' : 'entries'} of the Hall of Fame history.`}
          confirmLabel="Delete all"
          destructive
          onConfirm={() =>
            void removeAll()
              .unwrap()
              .then((r) => successToast(SUCCESS_TEXTS.allEntriesDeleted(r.deletedEntries)))
              .catch((e: unknown) => failureToast(FAILED_TO.deleteAllEntries, e))
          }
        />
      </CardHeader>
      <CardContent>
        <QueryStates
          query={query}
          loading={<Skeleton className="h-32 w-full" />}
          errorMessage="Could not load the Hall of Fame history."
          empty={{ when: (entries) => entries.length === 0, title: 'The Hall of Fame history is currently empty' }}
        >
          {(entries) => (
            <div className="overflow-x-auto rounded-lg border border-border">
              <Table.Root>
                <Table.Header>
                  <Table.Row>
                    <Table.Head>Token ID</Table.Head>
                    <Table.Head>Month</Table.Head>
                    <Table.Head>Year</Table.Head>
                    <Table.Head>Like Count</Table.Head>
                    <Table.Head>How</Table.Head>
                    <Table.Head>Date Added</Table.Head>
                    <Table.Head className="text-right">Edit</Table.Head>
                    <Table.Head className="text-right">Delete</Table.Head>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {entries.map((entry) => (
                    <Table.Row key={entry.id}>
                      <Table.Cell className="font-medium">#{entry.tokenId}</Table.Cell>
                      <Table.Cell>{monthName(entry.resetMonth)}</Table.Cell>
                      <Table.Cell>{entry.resetYear}</Table.Cell>
                      <Table.Cell className="tabular-nums">{entry.likeCount}</Table.Cell>
                      <Table.Cell>
                        {entry.how ? (
                          <Badge variant={entry.how === 'declared' ? 'outline' : 'gold'}>
                            {WINNER_HOW_WORDS[entry.how]}
                          </Badge>
                        ) : (
                          <span className="text-muted-foreground">Unknown</span>
                        )}
                      </Table.Cell>
                      <Table.Cell className="whitespace-nowrap">{formatMoment(entry.createdAt)}</Table.Cell>
                      <Table.Cell className="text-right">
                        <EditEntryDialog entry={entry} />
                      </Table.Cell>
                      <Table.Cell className="text-right">
                        <DeleteEntryButton entry={entry} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </div>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
