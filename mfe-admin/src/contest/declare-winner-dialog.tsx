import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '@nacho/api';
import type { DeclareWinnerBody } from '@nacho/contracts';
import { Input, Label } from '@nacho/ui';
import { ConfirmDialog, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@nacho/ui/overlays';
import { useDeclareWinnerMutation, useGetContestMonthsQuery } from '../api/admin-api';
import { FAILED_TO, readableError, successToast, SUCCESS_TEXTS } from '../shared/admin-toasts';
import {
  canDeclare,
  currentMonthOf,
  monthKey,
  monthLabel,
  TOKEN_ID_RANGE_TEXT,
  tokenIdProblem,
} from './contest-months';

/** The month choice of the dialog: the current contest month, or a finished month as "year-month". */
export const CURRENT_MONTH = 'current';

type InlineError = { field: 'tokenId' | 'form'; text: string };

/** What the operator reads in the dialog when the server refused the declaration. */
function inlineError(error: unknown): InlineError {
  if (isApiError(error) && error.status === 400 && error.serverMessage?.startsWith('tokenId'))
    return { field: 'tokenId', text: TOKEN_ID_RANGE_TEXT };
  if (isApiError(error) && (error.status === 409 || error.status === 400) && error.serverMessage)
    return { field: 'form', text: error.serverMessage };
  return { field: 'form', text: `Failed to ${FAILED_TO.declareWinner}: ${readableError(error)}` };
}

export type DeclareWinnerDialogProps = {
  /** The button that opens the dialog (it gets the focus back when the dialog closes). */
  trigger: ReactNode;
  /** The month chosen when the dialog opens: CURRENT_MONTH (the default) or "year-month". */
  presetMonth?: string;
};

/**
 * Declare an NFT of the Month: a token id and a month (the current one by default, or a finished
 * month that awaits its crowning or was vacated). Enter submits. A refusal shows in the dialog,
 * which stays open with the input kept; success closes it with a toast.
 */
export function DeclareWinnerDialog({ trigger, presetMonth = CURRENT_MONTH }: DeclareWinnerDialogProps) {
  const [open, setOpen] = useState(false);
  const [tokenId, setTokenId] = useState('');
  const [chosen, setChosen] = useState(presetMonth);
  const [error, setError] = useState<InlineError | null>(null);
  const [declare, { isLoading }] = useDeclareWinnerMutation();
  const months = useGetContestMonthsQuery(undefined, { skip: !open });
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();

  const current = currentMonthOf(months.data);
  const finished = (months.data ?? []).filter((m) => m.state !== 'open' && canDeclare(m));
  const target =
    chosen === CURRENT_MONTH ? undefined : (finished.find((m) => monthKey(m) === chosen) ?? parseKey(chosen));
  const targetLabel = target
    ? monthLabel(target)
    : current
      ? `the current month (${monthLabel(current)})`
      : 'the current month';
  const id = tokenId.trim();
  // The text above names the NFT only while the id can be one, and not beside an error about it.
  const named = id !== '' && !tokenIdProblem(id) && error?.field !== 'tokenId';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (id === '' || isLoading) return;
    const problem = tokenIdProblem(id);
    if (problem) {
      setError({ field: 'tokenId', text: problem });
      input.current?.focus();
      return;
    }
    const body: DeclareWinnerBody = target
      ? { tokenId: Number(id), year: target.year, month: target.month }
      : { tokenId: Number(id) };
    try {
      const reply = await declare(body).unwrap();
      successToast(SUCCESS_TEXTS.winnerDeclared(reply.tokenId, reply.month, reply.year));
      setOpen(false);
    } catch (caught) {
      const shown = inlineError(caught);
      setError(shown);
      if (shown.field === 'tokenId') input.current?.focus();
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setTokenId('');
          setChosen(presetMonth);
          setError(null);
        }
      }}
      trigger={trigger}
      initialFocus={input}
      title="Declare NFT of the Month?"
      description={
        <>
          {named ? `NFT #${id}` : 'The NFT'} will be added to the Hall of Fame history as the NFT of the Month for{' '}
          {targetLabel}.
        </>
      }
      confirmLabel={isLoading ? 'Declaring...' : 'Declare Winner'}
      confirmDisabled={id === '' || isLoading}
      onSubmit={(event) => void submit(event)}
    >
      <Input
        ref={input}
        label="Token ID"
        inputMode="numeric"
        autoComplete="off"
        placeholder="e.g. 1234"
        value={tokenId}
        aria-invalid={error?.field === 'tokenId' || undefined}
        hint={
          error?.field === 'tokenId' ? (
            <span role="alert" className="text-destructive">
              {error.text}
            </span>
          ) : undefined
        }
        onChange={(event) => {
          setTokenId(event.target.value.slice(0, 6));
          setError(null);
        }}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-month`}>Month</Label>
        <Select
          value={chosen}
          onValueChange={(value) => {
            setChosen(value);
            setError(null);
          }}
        >
          <SelectTrigger id={`${ids}-month`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={CURRENT_MONTH}>
              {current ? `Current month (${monthLabel(current)})` : 'Current month'}
            </SelectItem>
            {finished.map((m) => (
              <SelectItem key={monthKey(m)} value={monthKey(m)}>
                {monthLabel(m)}
              </SelectItem>
            ))}
            {target && !finished.some((m) => monthKey(m) === chosen) ? (
              <SelectItem value={chosen}>{monthLabel(target)}</SelectItem>
            ) : null}
          </SelectContent>
        </Select>
      </div>
      {error?.field === 'form' ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {error.text}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

function parseKey(key: string): { year: number; month: number } | undefined {
  const match = /^(\d{4})-(\d{1,2})$/.exec(key);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
}
