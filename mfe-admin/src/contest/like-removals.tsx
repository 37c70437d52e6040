import { useState } from 'react';
import { CalendarX, RotateCcw, Trash2 } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@nacho/ui';
import { ConfirmDialog, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@nacho/ui/overlays';
import {
  useDeleteAllLikesMutation,
  useDeleteLikesForMonthMutation,
  useGetAdminStatsQuery,
  useGetLikesPerMonthQuery,
  useResetMonthlyContestMutation,
} from '../api/admin-api';
import { failureToast, FAILED_TO, successToast, SUCCESS_TEXTS } from '../shared/admin-toasts';
import { monthName } from '../shared/month-name';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Reset Monthly Contest, Delete likes for a month and Delete all likes, each behind a confirmation naming the count. */
export function LikeRemovals() {
  const months = useGetLikesPerMonthQuery(undefined, { refetchOnMountOrArgChange: true });
  const stats = useGetAdminStatsQuery();
  const [reset, resetState] = useResetMonthlyContestMutation();
  const [deleteMonth, deleteMonthState] = useDeleteLikesForMonthMutation();
  const [deleteAll, deleteAllState] = useDeleteAllLikesMutation();
  const [chosen, setChosen] = useState('');

  const current = months.data?.current;
  const currentLikes =
    months.data?.months.find((m) => current && m.year === current.year && m.month === current.month)?.likes ?? 0;
  const picked = months.data?.months.find((m) => `${m.year}-${m.month}` === chosen);
  const totalLikes = stats.data?.totalLikes ?? months.data?.months.reduce((n, m) => n + m.likes, 0) ?? 0;

  const run = async (action: () => Promise<unknown>, success: string | ((reply: never) => string), failure: string) => {
    try {
      const reply = (await action()) as never;
      successToast(typeof success === 'string' ? success : success(reply));
    } catch (error) {
      failureToast(failure, error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Likes</CardTitle>
        <CardDescription>Removals are permanent and recorded in the audit log.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={resetState.isLoading || !current}>
              <RotateCcw aria-hidden="true" /> Reset Monthly Contest
            </Button>
          }
          title="Reset the monthly contest?"
          description={
            current
              ? `This deletes ${plural(currentLikes, 'like')} of ${monthName(current.month)} ${current.year} and their like counts. The Hall of Fame history stays.`
              : ''
          }
          confirmLabel="Reset"
          destructive
          onConfirm={() => void run(() => reset().unwrap(), SUCCESS_TEXTS.contestReset, FAILED_TO.resetContest)}
        />

        <div className="flex flex-col gap-2">
          <Select value={chosen} onValueChange={setChosen}>
            <SelectTrigger aria-label="Month to delete likes for">
              <SelectValue placeholder={months.data?.months.length ? 'Choose a month' : 'No months with likes'} />
            </SelectTrigger>
            <SelectContent>
              {months.data?.months.map((m) => (
                <SelectItem key={`${m.year}-${m.month}`} value={`${m.year}-${m.month}`}>
                  {monthName(m.month)} {m.year} ({plural(m.likes, 'like')})
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={!picked || deleteMonthState.isLoading}>
                <CalendarX aria-hidden="true" /> Delete likes for month
              </Button>
            }
            title={
              picked ? `Delete the likes of ${monthName(picked.month)} ${picked.year}?` : 'Delete the likes of a month?'
            }
            description={
              picked
                ? `This deletes ${plural(picked.likes, 'like')} of ${monthName(picked.month)} ${picked.year} and that month's like counts.`
                : ''
            }
            confirmLabel="Delete"
            destructive
            confirmDisabled={!picked}
            onConfirm={() =>
              picked &&
              void run(
                () => deleteMonth({ year: picked.year, month: picked.month }).unwrap(),
                (r: { deletedLikes: number }) =>
                  SUCCESS_TEXTS.monthLikesDeleted(picked.month, picked.year, r.deletedLikes),
                FAILED_TO.deleteMonthLikes,
              ).then(() => setChosen(''))
            }
          />
        </div>

        <ConfirmDialog
          trigger={
            <Button variant="destructive" disabled={deleteAllState.isLoading}>
              <Trash2 aria-hidden="true" /> Delete All Likes
            </Button>
          }
          title="Delete all likes?"
          description={`This deletes all ${plural(totalLikes, 'like')} of every month and every like count. The Hall of Fame history stays.`}
          confirmLabel="Delete all"
          destructive
          onConfirm={() =>
            void run(() => deleteAll().unwrap(), SUCCESS_TEXTS.allLikesDeleted, FAILED_TO.deleteAllLikes)
          }
        />
      </CardContent>
    </Card>
  );
}
