import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createLogger } from '@nacho/core';
import { describeWithRedis, TEST_REDIS_URL, testConfig } from '@nacho/core/testing';
import { createLiveBus, type LiveBus } from './live-bus';
import { LiveStreamHub } from './live-stream-hub';
import type { SequencedLiveEvent } from './live-events';

const logger = createLogger(testConfig());

describe('in-process live bus (embedded mode)', () => {
  it('hands events to the listeners with increasing ids', async () => {
    const bus = createLiveBus({ logger });
    const got: SequencedLiveEvent[] = [];
    bus.subscribe((e) => got.push(e));
    await bus.publish({ type: 'allowances-reset' });
    await bus.publish({ type: 'winners', months: ['2026-10'] });
    expect(got.map((e) => [e.id, e.type])).toEqual([
      [1, 'allowances-reset'],
      [2, 'winners'],
    ]);
    expect(await bus.newestId()).toBe(2);
  });
});

describe('the stream hub', () => {
  it('sends heartbeats, and ends its streams when the process stops (they would hold the server close open)', async () => {
    const bus = createLiveBus({ logger });
    const hub = new LiveStreamHub({ bus, logger, heartbeatMs: 30 });
    const out = await hub.open(undefined, undefined);
    let text = '';
    out.on('data', (c: Buffer) => (text += c.toString()));
    const ended = new Promise((resolve) => out.once('end', resolve));
    // Every 30 ms; on a busy machine timers run late, so wait (bounded) for two rather than a fixed 100 ms.
    const heartbeats = () => text.match(/: heartbeat\n\n/g)?.length ?? 0;
    for (const until = Date.now() + 2000; heartbeats() < 2 && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 10));
    expect(heartbeats()).toBeGreaterThanOrEqual(2);
    expect(hub.size).toBe(1);
    await hub.close();
    await ended;
    expect(hub.size).toBe(0);
  });

  it('says reset to a page whose last id is older than the replay buffer', async () => {
    const bus = createLiveBus({ logger });
    const hub = new LiveStreamHub({ bus, logger, replayEvents: 2 });
    for (let i = 0; i < 5; i++) await bus.publish({ type: 'allowances-reset' });
    const read = async (lastId: number) => {
      const out = await hub.open(undefined, lastId);
      return (out.read() as Buffer).toString();
    };
    expect(await read(1)).toMatch(/event: reset/);
    const recent = await read(3);
    expect(recent).not.toMatch(/event: reset/);
    expect([...recent.matchAll(/id: (\d+)\nevent: allowances-reset/g)].map((m) => m[1])).toEqual(['4', '5']);
    await hub.close();
  });
});

describeWithRedis('Redis live bus (replicas and the worker)', () => {
  const suffix = randomBytes(4).toString('hex');
  const channel = `test:live:${suffix}`;
  const sequenceKey = `test:live:seq:${suffix}`;
  const connections: Redis[] = [];
  const buses: LiveBus[] = [];
  const bus = (subscribe = true) => {
    const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    connections.push(redis);
    const b = createLiveBus({ logger, redis, channel, sequenceKey });
    buses.push(b);
    if (subscribe) b.subscribe(() => undefined);
    return b;
  };
  afterAll(async () => {
    for (const b of buses) await b.close();
    await connections[0]?.del(sequenceKey);
    for (const c of connections) await c.quit();
  });

  it('delivers an event published by one process to the streams of two others, in id order, with one sequence', async () => {
    const [replica1, replica2, worker] = [bus(), bus(), bus(false)];
    const hubs = [new LiveStreamHub({ bus: replica1, logger }), new LiveStreamHub({ bus: replica2, logger })];
    await Promise.all(hubs.map((h) => h.ready()));
    const outs = await Promise.all(hubs.map((h) => h.open(undefined, undefined)));
    const texts = outs.map(() => '');
    outs.forEach((o, i) => o.on('data', (c: Buffer) => (texts[i] += c.toString())));
    await replica1.publish({ type: 'likes', tokenId: 12, count: 3, month: '2026-11', current: true });
    await worker.publish({ type: 'winners', months: ['2026-10'] });
    await new Promise((r) => setTimeout(r, 200));
    for (const text of texts) {
      const ids = [...text.matchAll(/id: (\d+)\nevent: (likes|winners)/g)].map((m) => [Number(m[1]), m[2]]);
      expect(ids.map((x) => x[1])).toEqual(['likes', 'winners']);
      expect(ids[1]![0]).toBe((ids[0]![0] as number) + 1);
      expect(text).toContain('data: {"tokenId":12,"count":3,"month":"2026-11","current":true}');
    }
    expect(await replica2.newestId()).toBeGreaterThanOrEqual(2);
    // A page that reconnects to the other replica with the id the first gave it gets what it missed.
    const firstId = Number(/id: (\d+)\nevent: likes/.exec(texts[0]!)![1]);
    const again = await hubs[1]!.open(undefined, firstId);
    let replay = '';
    again.on('data', (c: Buffer) => (replay += c.toString()));
    await new Promise((r) => setTimeout(r, 50));
    expect(replay).toMatch(/event: winners/);
    expect(replay).not.toMatch(/event: likes\n/);
    for (const h of hubs) await h.close();
  });
});
