import { Trash2 } from 'lucide-react';
import { useGetHallOfFameHistoryQuery } from '@nacho/api';
import type { HallOfFameEntry } from '@nacho/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@nacho/ui';
import { ConfirmDialog } from '@nacho/ui/overlays';
import { useDeleteAllHallOfFameEntriesMutation, useDeleteHallOfFameEntryMutation } from '../api/admin-api';
import { failureToast, FAILED_TO, successToast, SUCCESS_TEXTS } from '../shared/admin-toasts';
import { monthName } from '../shared/month-name';
import { WINNER_HOW_WORDS } from './contest-months';
import { EditEntryDialog } from './edit-entry-dialog';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

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
  const { data, error, isLoading, refetch } = useGetHallOfFameHistoryQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [removeAll, removeAllState] = useDeleteAllHallOfFameEntriesMutation();
  const count = data?.length ?? 0;
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
        {isLoading ? (
          <Skeleton className="h-32 w-full" />
        ) : error || !data ? (
          <ErrorState message="Could not load the Hall of Fame history." onRetry={() => void refetch()} />
        ) : data.length === 0 ? (
          <EmptyState title="The Hall of Fame history is currently empty" />
        ) : (
          <div className="overflow-x-auto rounded-lg border border-border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Token ID</TableHead>
                  <TableHead>Month</TableHead>
                  <TableHead>Year</TableHead>
                  <TableHead>Like Count</TableHead>
                  <TableHead>How</TableHead>
                  <TableHead>Date Added</TableHead>
                  <TableHead className="text-right">Edit</TableHead>
                  <TableHead className="text-right">Delete</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell className="font-medium">#{entry.tokenId}</TableCell>
                    <TableCell>{monthName(entry.resetMonth)}</TableCell>
                    <TableCell>{entry.resetYear}</TableCell>
                    <TableCell className="tabular-nums">{entry.likeCount}</TableCell>
                    <TableCell>
                      {entry.how ? (
                        <Badge variant={entry.how === 'declared' ? 'outline' : 'gold'}>
                          {WINNER_HOW_WORDS[entry.how]}
                        </Badge>
                      ) : (
                        <span className="text-muted-foreground">Unknown</span>
                      )}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{dateFormat.format(entry.createdAt)}</TableCell>
                    <TableCell className="text-right">
                      <EditEntryDialog entry={entry} />
                    </TableCell>
                    <TableCell className="text-right">
                      <DeleteEntryButton entry={entry} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
