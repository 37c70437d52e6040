import { Trash2 } from 'lucide-react';
import { formatMoment } from '@nacho/domain';
import type { HallOfFameEntry } from '@nacho/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, QueryStates, Skeleton } from '@nacho/ui';
import { ConfirmDialog } from '@nacho/ui/overlays';
import {
  useDeleteAllHallOfFameEntriesMutation,
  useDeleteHallOfFameEntryMutation,
  useGetAdminHallOfFameHistoryQuery,
} from '../api/admin-api';
import { failureToast, FAILED_TO, successToast, SUCCESS_TEXTS } from '../shared/admin-toasts';
import { monthName } from '../shared/month-name';
import { WINNER_HOW_WORDS } from './contest-months';
import { EditEntryDialog } from './edit-entry-dialog';
import { StackedCell, StackedRow, StackedTable } from '../shared/stacked-table';

const HISTORY_COLUMNS = [
  'Token ID',
  'Month',
  'Year',
  'Like Count',
  'How',
  'Date Added',
  { label: 'Edit', className: 'text-right' },
  { label: 'Delete', className: 'text-right' },
];

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
        void remove(entry)
          .unwrap()
          .then(() => successToast(SUCCESS_TEXTS.entryDeleted))
          .catch((error: unknown) => failureToast(FAILED_TO.deleteEntry, error))
      }
    />
  );
}

/** The Hall of Fame history with Edit and Delete per entry, and Delete All Entries. */
export function HistoryTable() {
  const query = useGetAdminHallOfFameHistoryQuery(undefined, { refetchOnMountOrArgChange: true });
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
            <StackedTable aria-label="Hall of Fame history" columns={HISTORY_COLUMNS}>
              {entries.map((entry) => (
                <StackedRow key={entry.id}>
                  <StackedCell label="Token ID" className="font-medium">
                    #{entry.tokenId}
                  </StackedCell>
                  <StackedCell label="Month">{monthName(entry.resetMonth)}</StackedCell>
                  <StackedCell label="Year">{entry.resetYear}</StackedCell>
                  <StackedCell label="Like Count" className="tabular-nums">
                    {entry.likeCount}
                  </StackedCell>
                  <StackedCell label="How">
                    {entry.how ? (
                      <Badge variant={entry.how === 'declared' ? 'outline' : 'gold'}>
                        {WINNER_HOW_WORDS[entry.how]}
                      </Badge>
                    ) : (
                      <span className="text-muted-foreground">Unknown</span>
                    )}
                  </StackedCell>
                  <StackedCell label="Date Added" className="whitespace-nowrap">
                    {formatMoment(entry.createdAt)}
                  </StackedCell>
                  <StackedCell label="Edit" className="md:text-right">
                    <EditEntryDialog entry={entry} />
                  </StackedCell>
                  <StackedCell label="Delete" className="md:text-right">
                    <DeleteEntryButton entry={entry} />
                  </StackedCell>
                </StackedRow>
              ))}
            </StackedTable>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
