import type { Logger } from '../logger';

export interface SignalSource {
  once(signal: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): unknown;
}

export interface ShutdownOnSignalsOptions {
  logger: Logger;
  stop(): Promise<void>;
  exit?: (code: number) => void;
  signals?: SignalSource;
  /** Exit with code 1 when stopping takes longer than this. */
  forceAfterMs?: number;
}

/**
 * SIGTERM or SIGINT stops the service exactly once: a second signal (an impatient Ctrl-C, an
 * orchestrator sending both) does not start a second stop. Exit 0 after a clean stop, 1 otherwise.
 */
export function shutdownOnSignals({
  logger,
  stop,
  exit = (code) => process.exit(code),
  signals = process,
  forceAfterMs = 10_000,
}: ShutdownOnSignalsOptions): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error({ forceAfterMs }, 'shutdown took too long, exiting anyway');
      exit(1);
    }, forceAfterMs);
    force.unref();
    stop().then(
      () => {
        clearTimeout(force);
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(force);
        logger.error({ err }, 'unclean shutdown');
        exit(1);
      },
    );
  };
  signals.once('SIGTERM', onSignal);
  signals.once('SIGINT', onSignal);
}
