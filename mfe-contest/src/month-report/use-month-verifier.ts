import { useCallback, useEffect, useRef, useState } from 'react';
import { keptReceipts, resolveApiUrl } from '@nacho/api';
import type { MonthReport } from '@nacho/contracts';
import { checkMonth, type MonthCheckRequest, type MonthCheckSummary } from './month-check';

export type VerifierState =
  | { phase: 'idle' }
  | { phase: 'running' }
  | { phase: 'done'; summary: MonthCheckSummary }
  | { phase: 'failed'; message: string };

const startWorker = () =>
  new Worker(/* webpackChunkName: "verify-month-worker" */ new URL('./verify-month.worker.ts', import.meta.url));

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
        (summary) => setState({ phase: 'done', summary }),
        (error: unknown) =>
          setState({ phase: 'failed', message: error instanceof Error ? error.message : 'The check failed.' }),
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
      setState(summary ? { phase: 'done', summary } : { phase: 'failed', message: error ?? 'The check failed.' });
      w.terminate();
    };
    w.onerror = (event) => {
      event.preventDefault();
      w.terminate();
      void onThePage();
    };
    w.postMessage(request);
  }, [report, userId, month]);
  return { state, start };
}
