import Router from '@koa/router';
import { jsonOf, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { seedLikes, seedUsers } from '../admin/testing/seed';
import { startTestApp, type RunningTestApp } from '../admin/testing/admin-test-app';
import { ExportAdmission, ExportsBusyError } from './export-admission';
import { addMonthExportRoutes } from './month-export-routes';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe('ExportAdmission', () => {
  it('lets `atOnce` in, queues `queueLength`, refuses the rest at once, and a place given back twice frees one', async () => {
    const door = new ExportAdmission({ atOnce: 2, queueLength: 1 });
    const first = await door.enter();
    const second = await door.enter();
    let thirdIn = false;
    const third = door.enter().then((leave) => ((thirdIn = true), leave));
    await expect(door.enter()).rejects.toBeInstanceOf(ExportsBusyError);
    expect(door.load).toEqual({ streaming: 2, waiting: 1 });
    first();
    first();
    const leaveThird = await third;
    expect(thirdIn).toBe(true);
    expect(door.load).toEqual({ streaming: 2, waiting: 0 });
    const fourth = door.enter();
    expect(door.load).toEqual({ streaming: 2, waiting: 1 });
    await expect(door.enter()).rejects.toBeInstanceOf(ExportsBusyError);
    second();
    leaveThird();
    (await fourth)();
    await new Promise((resolve) => setImmediate(resolve));
    expect(door.load).toEqual({ streaming: 0, waiting: 0 });
  });
});

eachDatabase('month exports behind the admission', (dbc) => {
  // 2026-11-21: October is finished, November open (its export streams live).
  const clock = { now: Date.UTC(2026, 10, 21, 11) };
  const door = new ExportAdmission({ atOnce: 1, queueLength: 1 });
  let app: RunningTestApp;
  let monthChecks = 0;
  const url = () => `${app.base}/api/hall-of-fame/months/2026/11/likes.json`;

  beforeAll(async () => {
    const config = testConfig({ CONTEST_TZ: 'Europe/Berlin', EXPORTS_PER_IP: '0' });
    const router = new Router({ prefix: '/api/hall-of-fame' });
    addMonthExportRoutes(router, {
      config,
      db: dbc.db(),
      now: () => clock.now,
      exportedMonth: async () => {
        monthChecks += 1;
        return { year: 2026, month: 11 };
      },
      admission: door,
    });
    app = await startTestApp({ config, db: dbc.db(), routers: [router], clock });
    await seedUsers(dbc.db(), ['u1', 'u2']);
    await seedLikes(dbc.db(), [
      { userId: 'u1', tokenId: 7, at: Date.UTC(2026, 10, 2), month: '2026-11' },
      { userId: 'u2', tokenId: 9, at: Date.UTC(2026, 10, 3), month: '2026-11' },
    ]);
  });
  afterAll(() => app.close());

  it('queues a download while the places are taken, answers 503 exports_busy with Retry-After past the queue, and gives each place back', async () => {
    const held = await door.enter();
    const queued = fetch(url());
    await until(() => door.load.waiting === 1);

    const checksBefore = monthChecks;
    const refused = await fetch(url());
    expect(refused.status).toBe(503);
    // Refused before any read: a burst costs the database nothing.
    expect(monthChecks).toBe(checksBefore);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect((await jsonOf(refused)).error.code).toBe('exports_busy');

    held();
    const served = await queued;
    expect(served.status).toBe(200);
    expect(((await served.json()) as { tokenId: number }[]).map((l) => l.tokenId)).toEqual([7, 9]);
    await until(() => door.load.streaming === 0 && door.load.waiting === 0);

    // One after the other, more than the places and the queue together: each gave its place back.
    for (let i = 0; i < 5; i++) expect((await fetch(url())).status).toBe(200);
    await until(() => door.load.streaming === 0);
  });

  it('gives the place back at once when the client left while it waited', async () => {
    const held = await door.enter();
    const gone = new AbortController();
    const abandoned = fetch(url(), { signal: gone.signal }).catch((err: unknown) => err);
    await until(() => door.load.waiting === 1);
    gone.abort();
    await abandoned;
    held();
    await until(() => door.load.streaming === 0 && door.load.waiting === 0);
    expect((await fetch(url())).status).toBe(200);
  });
});
