import { useState, type FormEvent, type ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import { isApiError } from '@nacho/api';
import type { HallOfFameEntry } from '@nacho/contracts';
import { HOF_MIN_YEAR, HOF_MONTH_MAX, HOF_MONTH_MIN } from '@nacho/domain';
import { Button, Input } from '@nacho/ui';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@nacho/ui/overlays';
import { useGetContestMonthsQuery, useUpdateHallOfFameEntryMutation } from '../api/admin-api';
import { FAILED_TO, readableError, successToast, SUCCESS_TEXTS } from '../shared/admin-toasts';
import { currentMonthOf, FIRST_YEAR_TEXT, monthLabel, MONTH_RANGE_TEXT } from './contest-months';

/** The last year the server accepts (services/contest admin schemas). */
const MAX_YEAR = 2100;

const wholeNumber = (text: string) => /^\d{1,4}$/.test(text.trim());

function monthProblem(text: string): string | null {
  if (!wholeNumber(text)) return MONTH_RANGE_TEXT;
  const m = Number(text);
  return m >= HOF_MONTH_MIN && m <= HOF_MONTH_MAX ? null : MONTH_RANGE_TEXT;
}

function yearProblem(text: string): string | null {
  if (!wholeNumber(text)) return `Enter a year from ${HOF_MIN_YEAR}`;
  const y = Number(text);
  if (y < HOF_MIN_YEAR) return FIRST_YEAR_TEXT;
  if (y > MAX_YEAR) return `Choose a year up to ${MAX_YEAR}`;
  return null;
}

/** What the operator reads in the dialog when the server refused the move. */
function refusal(error: unknown): string {
  if (isApiError(error) && (error.status === 409 || error.status === 400) && error.serverMessage)
    return error.serverMessage;
  return `Failed to ${FAILED_TO.updateEntry}: ${readableError(error)}`;
}

const fieldHint = (problem: string | null, fallback: string): ReactNode =>
  problem ? <span className="text-destructive">{problem}</span> : fallback;

/**
 * Move an entry to another month: month 1-12, a year from the contest's first (2023), and a
 * finished month without a winner (the server says which month holds one). Enter submits; a
 * refusal shows in the dialog, which stays open.
 */
function EditEntryForm({
  entry,
  onDone,
  onCancel,
}: {
  entry: HallOfFameEntry;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [month, setMonth] = useState(String(entry.resetMonth));
  const [year, setYear] = useState(String(entry.resetYear));
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateHallOfFameEntryMutation();
  const months = useGetContestMonthsQuery();

  const monthIssue = monthProblem(month);
  const yearIssue = yearProblem(year);
  const m = Number(month);
  const y = Number(year);
  const current = currentMonthOf(months.data);
  const unchanged = m === entry.resetMonth && y === entry.resetYear;
  // Only a finished month can take an entry: say so before the server does, when the current month is known.
  const notFinished =
    !monthIssue && !yearIssue && !unchanged && current && y * 12 + m >= current.year * 12 + current.month;
  const timeIssue = notFinished
    ? `${monthLabel({ year: y, month: m })} is not finished yet: choose a month before ${monthLabel(current)}`
    : null;
  const valid = !monthIssue && !yearIssue && !timeIssue;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || isLoading) return;
    if (unchanged) return onCancel();
    try {
      await update({ id: entry.id, version: entry.version, month: m, year: y }).unwrap();
      successToast(SUCCESS_TEXTS.entryUpdated);
      onDone();
    } catch (caught) {
      setError(refusal(caught));
    }
  };

  return (
    <form className="grid grid-cols-2 gap-3" onSubmit={(event) => void save(event)} noValidate>
      <Input
        label="Month"
        type="number"
        min={HOF_MONTH_MIN}
        max={HOF_MONTH_MAX}
        step={1}
        value={month}
        aria-invalid={monthIssue ? true : undefined}
        onChange={(event) => {
          setMonth(event.target.value);
          setError(null);
        }}
        hint={fieldHint(monthIssue, `${HOF_MONTH_MIN}-${HOF_MONTH_MAX}`)}
      />
      <Input
        label="Year"
        type="number"
        min={HOF_MIN_YEAR}
        max={MAX_YEAR}
        step={1}
        value={year}
        aria-invalid={yearIssue ? true : undefined}
        onChange={(event) => {
          setYear(event.target.value);
          setError(null);
        }}
        hint={fieldHint(yearIssue, `${HOF_MIN_YEAR} or later`)}
      />
      {timeIssue ? (
        <p className="col-span-2 text-sm text-destructive" aria-live="polite">
          {timeIssue}
        </p>
      ) : null}
      {error ? (
        <p
          role="alert"
          className="col-span-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {error}
        </p>
      ) : null}
      <DialogFooter className="col-span-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!valid || isLoading}>
          {isLoading ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The Edit button of a Hall of Fame entry and its dialog. */
export function EditEntryDialog({ entry }: { entry: HallOfFameEntry }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`Edit entry of NFT #${entry.tokenId}`}>
          <Pencil aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Hall of Fame entry</DialogTitle>
          <DialogDescription>
            NFT #{entry.tokenId}: the month and year it won. Move it only to a finished month without a winner;{' '}
            {monthLabel({ year: entry.resetYear, month: entry.resetMonth })} is then vacated.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: each opening starts from the entry's own month and year. */}
        <EditEntryForm entry={entry} onDone={() => setOpen(false)} onCancel={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
