import { useCallback, useEffect, useRef, useState } from 'react';
import { keptReceipts, resolveApiUrl } from '@nacho/api';
import type { MonthReport } from '@nacho/contracts';
import { checkMonth, type MonthCheckRequest, type MonthCheckSummary } from './month-check';
import { startWorkerScript, workerScriptUrl } from './worker-script';

/** Where the check ran: in a Web Worker, or on the page's thread when no worker could start. */
export type CheckedIn = 'worker' | 'page';

export type VerifierState =
  | { phase: 'idle' }
  | { phase: 'running' }
  | { phase: 'done'; summary: MonthCheckSummary; checkedIn: CheckedIn }
  | { phase: 'failed'; message: string; checkedIn: CheckedIn };

const failure = (error: unknown) => (error instanceof Error ? error.message : 'The check failed.');

function startWorker(): Worker {
  const url = workerScriptUrl('verify-month');
  if (!url) throw new Error('no worker script in this build');
  return startWorkerScript(url);
}

/** Runs the month verifier (@nacho/verify) in a Web Worker on the downloaded export, with this browser's receipts. */
export function useMonthVerifier(report: MonthReport, userId: string | undefined) {
  const [state, setState] = useState<VerifierState>({ phase: 'idle' });
  const worker = useRef<Worker | null>(null);
  useEffect(() => () => worker.current?.terminate(), []);
  const month = `${report.year}-${String(report.month).padStart(2, '0')}`;
  const start = useCallback(() => {
    worker.current?.terminate();
    setState({ phase: 'running' });
    const request: MonthCheckRequest = {
      likesUrl: new URL(resolveApiUrl(report.exports.json), location.href).href,
      sealUrl: new URL(resolveApiUrl(report.sealFile), location.href).href,
      receipts: userId ? keptReceipts(userId).filter((r) => r.month === month) : [],
    };
    // Where the worker cannot start or run (a browser without workers, a worker script that fails
    // to load), the same check runs on the page.
    const onThePage = () =>
      checkMonth(request).then(
        (summary) => setState({ phase: 'done', summary, checkedIn: 'page' }),
        (error: unknown) => setState({ phase: 'failed', message: failure(error), checkedIn: 'page' }),
      );
    let w: Worker;
    try {
      w = startWorker();
    } catch {
      void onThePage();
      return;
    }
    worker.current = w;
    w.onmessage = (event: MessageEvent<{ summary?: MonthCheckSummary; error?: string }>) => {
      const { summary, error } = event.data;
      setState(
        summary
          ? { phase: 'done', summary, checkedIn: 'worker' }
          : { phase: 'failed', message: error ?? 'The check failed.', checkedIn: 'worker' },
      );
      w.terminate();
    };
    w.onerror = (event) => {
      event.preventDefault();
      w.terminate();
      if (worker.current === w) void onThePage();
    };
    w.postMessage(request);
  }, [report, userId, month]);
  return { state, start };
}
