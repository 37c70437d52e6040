import { EventEmitter } from 'node:events';
import { createLogger } from '../logger';
import { testConfig } from '../testing';
import { shutdownOnSignals } from './shutdown-signals';

describe('shutdownOnSignals', () => {
  const logger = createLogger(testConfig());

  it('stops once and exits 0 however many SIGTERM/SIGINT arrive', async () => {
    const signals = new EventEmitter();
    let finishStop!: () => void;
    const stop = jest.fn(() => new Promise<void>((resolve) => (finishStop = resolve)));
    const exited = new Promise<number>((resolve) => shutdownOnSignals({ logger, stop, signals, exit: resolve }));
    signals.emit('SIGTERM', 'SIGTERM');
    signals.emit('SIGINT', 'SIGINT');
    signals.emit('SIGTERM', 'SIGTERM');
    finishStop();
    expect(await exited).toBe(0);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('exits 1 when stopping fails', async () => {
    const signals = new EventEmitter();
    const exited = new Promise<number>((resolve) =>
      shutdownOnSignals({ logger, stop: () => Promise.reject(new Error('db gone')), signals, exit: resolve }),
    );
    signals.emit('SIGINT', 'SIGINT');
    expect(await exited).toBe(1);
  });

  it('exits 1 when stopping hangs past the limit', async () => {
    jest.useFakeTimers();
    try {
      const signals = new EventEmitter();
      const exit = jest.fn();
      shutdownOnSignals({ logger, stop: () => new Promise(() => undefined), signals, exit, forceAfterMs: 10_000 });
      signals.emit('SIGTERM', 'SIGTERM');
      jest.advanceTimersByTime(9_999);
      expect(exit).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(exit).toHaveBeenCalledWith(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
