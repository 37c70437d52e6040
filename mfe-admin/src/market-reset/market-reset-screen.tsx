import { useState } from 'react';
import { AlertTriangle, CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { isApiError } from '@nacho/api';
import { TIME_FRAMES } from '@nacho/domain';
import { Button, Card, CardContent, CardDescription, CardHeader, toast } from '@nacho/ui';
import { ConfirmDialog } from '@nacho/ui/overlays';
import { AdminGate } from '../admin-panel/admin-gate';
import { useResetMarketHistoryMutation } from '../api/admin-api';
import { IconCardTitle } from '../shared/icon-card-title';

type ResetState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string };

/** SPEC 8: "Error {status}: {status text}" for a non-OK reply. */
function resetErrorMessage(error: unknown): string {
  if (isApiError(error) && typeof error.status === 'number') {
    const statusText = error.serverMessage ?? error.message.replace(/^\d+:\s*/, '');
    return `Error ${error.status}: ${statusText}`;
  }
  return isApiError(error) ? error.message : 'Unknown error';
}

function MarketReset() {
  const [state, setState] = useState<ResetState>({ status: 'idle' });
  const [resetHistory] = useResetMarketHistoryMutation();
  const run = async () => {
    setState({ status: 'loading' });
    try {
      const reply = await resetHistory().unwrap();
      const message = reply.result?.message ?? 'Market data history has been reset';
      setState({ status: 'success', message });
      toast({ title: 'Market Data Reset', description: message });
    } catch (error) {
      setState({ status: 'error', message: resetErrorMessage(error) });
      toast({
        title: 'Reset Failed',
        description: 'There was an error resetting the market data',
        variant: 'destructive',
      });
    }
  };
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <IconCardTitle icon={<AlertTriangle aria-hidden="true" className="size-5 text-destructive" />}>
          Warning
        </IconCardTitle>
        <CardDescription>
          This permanently deletes all market data history. New baselines are then created for the{' '}
          {TIME_FRAMES.join(', ')} time frames.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {/* SPEC 5: a destructive admin action asks first, naming what goes. */}
        <ConfirmDialog
          title="Reset market data history?"
          description={`This deletes every stored market snapshot and its figures for all time frames (${TIME_FRAMES.join(', ')}) and records new baselines from now. It cannot be undone.`}
          confirmLabel="Delete market history"
          destructive
          onConfirm={() => void run()}
          trigger={
            <Button variant="destructive" className="w-fit" disabled={state.status === 'loading'}>
              Reset Market Data History
            </Button>
          }
        />
        {state.status === 'loading' ? (
          <p role="status" className="flex items-center gap-2 rounded-md border border-border p-3 text-sm">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Processing: resetting market data...
          </p>
        ) : state.status === 'success' ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-md border border-success/40 bg-success/10 p-3 text-sm"
          >
            <CheckCircle2 aria-hidden="true" className="size-4 text-success" /> Success: {state.message}
          </p>
        ) : state.status === 'error' ? (
          <p
            role="alert"
            className="flex items-center gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
          >
            <XCircle aria-hidden="true" className="size-4 text-destructive" /> Failed to reset market data:{' '}
            {state.message}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function Component() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:px-6 md:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Market Data Reset</h1>
        <p className="max-w-2xl text-sm text-muted-foreground md:text-base">
          Clears the stored market history and records new baselines for every time frame.
        </p>
      </header>
      <AdminGate>
        <MarketReset />
      </AdminGate>
    </div>
  );
}
