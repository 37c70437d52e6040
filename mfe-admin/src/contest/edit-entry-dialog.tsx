import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { HOF_MIN_YEAR, HOF_MONTH_MAX, HOF_MONTH_MIN } from '@nacho/domain';
import type { HallOfFameEntry } from '@nacho/contracts';
import { Button, Input } from '@nacho/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@nacho/ui/overlays';
import { useUpdateHallOfFameEntryMutation } from '../api/admin-api';
import { failureToast, FAILED_TO, successToast, SUCCESS_TEXTS } from '../shared/admin-toasts';

const MAX_YEAR = 2100;

/** Edit an entry's month (1-12) and year (2023 or later). */
export function EditEntryDialog({ entry }: { entry: HallOfFameEntry }) {
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(String(entry.resetMonth));
  const [year, setYear] = useState(String(entry.resetYear));
  const [update, { isLoading }] = useUpdateHallOfFameEntryMutation();
  const m = Number(month);
  const y = Number(year);
  const valid = /^\d+$/.test(month) && /^\d+$/.test(year) && m >= HOF_MONTH_MIN && m <= HOF_MONTH_MAX && y >= HOF_MIN_YEAR && y <= MAX_YEAR;

  const save = async () => {
    try {
      await update({ id: entry.id, month: m, year: y }).unwrap();
      successToast(SUCCESS_TEXTS.entryUpdated);
      setOpen(false);
    } catch (error) {
      failureToast(FAILED_TO.updateEntry, error);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setMonth(String(entry.resetMonth));
          setYear(String(entry.resetYear));
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`Edit entry of NFT #${entry.tokenId}`}>
          <Pencil aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Hall of Fame entry</DialogTitle>
          <DialogDescription>NFT #{entry.tokenId}: the month and year it won.</DialogDescription>
        </DialogHeader>
        <form
          className="grid grid-cols-2 gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) void save();
          }}
        >
          <Input label="Month" type="number" min={HOF_MONTH_MIN} max={HOF_MONTH_MAX} step={1} value={month} onChange={(e) => setMonth(e.target.value)} hint="1-12" />
          <Input label="Year" type="number" min={HOF_MIN_YEAR} max={MAX_YEAR} step={1} value={year} onChange={(e) => setYear(e.target.value)} hint={`${HOF_MIN_YEAR} or later`} />
          <DialogFooter className="col-span-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!valid || isLoading}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
