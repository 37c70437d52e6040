import { EventEmitter } from 'node:events';
import Router from '@koa/router';
import type { Db } from '../db';
import { jsonOf, testConfig } from '../testing';
import { runService, startService } from './start-service';

describe('startService', () => {
  it('migrates, mounts routers after the middleware, listens with slow-client timeouts, and stops once', async () => {
    const order: string[] = [];
    const migrate = jest.fn(async (db: Db) => {
      order.push('migrate');
      await db.raw('select 1');
      return [];
    });
    const close = jest.fn(async () => {
      order.push('close');
    });
    const router = new Router();
    router.get('/api/who', (ctx) => {
      ctx.body = { user: ctx.state.user?.id ?? null };
    });
    const running = await startService({
      name: 'demo',
      config: testConfig(),
      port: 0,
      migrate,
      build: () => {
        order.push('build');
        return {
          routers: [router],
          middleware: [
            async (ctx, next) => {
              ctx.state.user = { id: 'u1', displayName: 'U', address: null, method: 'demo', createdAt: 0 };
              await next();
            },
          ],
          close,
        };
      },
    });
    try {
      expect(await jsonOf(await fetch(`${running.url}/api/who`))).toEqual({ user: 'u1' });
      expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
      expect(running.server!.headersTimeout).toBeLessThanOrEqual(15_000);
      expect(running.server!.requestTimeout).toBeLessThanOrEqual(15_000);
    } finally {
      await Promise.all([running.stop(), running.stop()]);
    }
    expect(order).toEqual(['migrate', 'build', 'close']);
    expect(close).toHaveBeenCalledTimes(1);
    expect(running.server!.listening).toBe(false);
    await expect(running.db.raw('select 1')).rejects.toThrow();
  });

  it('runs a service without HTTP (the worker) and calls started()', async () => {
    const started = jest.fn();
    const running = await startService({
      name: 'worker',
      config: testConfig(),
      http: false,
      build: () => ({ started }),
    });
    await running.stop();
    expect(running.server).toBeUndefined();
    expect(started).toHaveBeenCalledWith(undefined);
  });

  it('closes what it opened when start-up fails', async () => {
    const close = jest.fn(async () => undefined);
    const config = testConfig();
    await expect(
      startService({
        name: 'bad',
        config,
        port: 0,
        build: () => ({
          close,
          started: () => {
            throw new Error('jobs failed');
          },
        }),
      }),
    ).rejects.toThrow('jobs failed');
    expect(close).toHaveBeenCalledTimes(1);
  });
});

describe('runService', () => {
  it('exits 2 naming an invalid variable', async () => {
    const exit = jest.fn();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await runService({ name: 'x', env: { PORT: 'eighty' }, exit, build: () => ({}) });
      expect(exit).toHaveBeenCalledWith(2);
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/Invalid configuration: PORT/));
    } finally {
      error.mockRestore();
    }
  });

  it('stops on the first signal and exits 0', async () => {
    const signals = new EventEmitter();
    const close = jest.fn(async () => undefined);
    const exited = new Promise<number>((resolve) => {
      void runService({
        name: 'x',
        config: testConfig(),
        port: 0,
        signals,
        exit: resolve,
        build: () => ({ close }),
      }).then(() => {
        signals.emit('SIGTERM', 'SIGTERM');
        signals.emit('SIGINT', 'SIGINT');
      });
    });
    expect(await exited).toBe(0);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
