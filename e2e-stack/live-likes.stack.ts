import { EventSource } from 'eventsource';
import { contestMonth, contestMonthKey } from '@nacho/domain';
import { runQueuedJob } from './support/queued-job';
import { attachedStack, eventually, replicaUrls, stackDb, stackInfo } from './support/stack-harness';
import { signInWithWallet } from './support/wallet-sign-in';

jest.setTimeout(90_000);

interface Client {
  es: EventSource;
  instance: string;
  events: Array<{ type: string; id: string; data: Record<string, unknown>; at: number }>;
}

/** An EventSource through the edge (the package follows the WHATWG spec: Last-Event-ID on its own reconnects). */
function openClient(url: string, cookie?: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client: Client = { es: undefined as unknown as EventSource, instance: '', events: [] };
    client.es = new EventSource(url, {
      fetch: async (input, init) => {
        const res = await fetch(input, { ...init, headers: { ...init?.headers, ...(cookie ? { cookie } : {}) } });
        client.instance = res.headers.get('x-instance') ?? '';
        return res;
      },
    });
    for (const type of ['hello', 'likes', 'likes-left', 'reset', 'winners']) {
      client.es.addEventListener(type, (e) => {
        client.events.push({
          type,
          id: e.lastEventId,
          data: JSON.parse(e.data) as Record<string, unknown>,
          at: Date.now(),
        });
        if (type === 'hello') resolve(client);
      });
    }
    setTimeout(() => reject(new Error('no hello within 5 s')), 5000);
  });
}

describe('live likes across the contest replicas (SSE through the edge, Redis pub/sub)', () => {
  const clients: Client[] = [];
  afterAll(() => {
    for (const c of clients) c.es.close();
  });

  it("a like on contest-1 reaches the streams of both replicas through the edge within a second; likes-left only the liker's", async () => {
    const { edgeUrl } = stackInfo();
    const [contest1] = replicaUrls('contest');
    // The liker signs in on contest-1 directly and likes there; the session (Redis) is valid on every replica.
    const liker = await signInWithWallet(contest1!.url);
    const other = await signInWithWallet(edgeUrl);
    const stream = `${edgeUrl}/api/likes/stream`;
    for (let i = 0; i < 8; i++)
      clients.push(await openClient(stream, i % 2 ? liker.client.cookieHeader() : other.client.cookieHeader()));
    const byInstance = new Set(clients.map((c) => c.instance));
    expect(byInstance).toEqual(new Set(['contest-1', 'contest-2']));

    const tokenId = 2000 + Math.floor(Math.random() * 5000);
    const sentAt = Date.now();
    const res = await liker.client.post(`/api/likes/nft/${tokenId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-instance')).toBe('contest-1');
    const { likeCount } = (await res.json()) as { likeCount: number };
    await eventually(
      async () => clients.every((c) => c.events.some((e) => e.type === 'likes' && e.data.tokenId === tokenId)),
      'the like on every stream',
      1000,
      10,
    );
    const delays = clients.map(
      (c) => c.events.find((e) => e.type === 'likes' && e.data.tokenId === tokenId)!.at - sentAt,
    );
    console.log(
      `like on contest-1 -> streams on ${[...byInstance].join(', ')}: max ${Math.max(...delays)} ms after the POST was sent`,
    );
    for (const c of clients)
      expect(c.events.find((e) => e.data.tokenId === tokenId)!.data).toMatchObject({
        tokenId,
        count: likeCount,
        current: true,
      });
    await eventually(
      async () => clients.filter((_, i) => i % 2).every((c) => c.events.some((e) => e.type === 'likes-left')),
      "likes-left on the liker's streams",
      1000,
      10,
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(
      clients.filter((_, i) => i % 2 === 0).flatMap((c) => c.events.filter((e) => e.type === 'likes-left')),
    ).toEqual([]);
  });

  it('a crowning by a worker (BullMQ, another process) reaches the streams of both replicas', async () => {
    const db = stackDb();
    try {
      const current = contestMonth(Date.now(), 'Europe/Berlin');
      const previous =
        current.month === 1 ? { year: current.year - 1, month: 12 } : { year: current.year, month: current.month - 1 };
      const inPrevious = Date.UTC(previous.year, previous.month - 1, 15, 12);
      const month = contestMonthKey(inPrevious, 'Europe/Berlin');
      await db('contest_months').where({ year: previous.year, month: previous.month }).del();
      await db('users')
        .insert({ id: 'live-crown-voter', created_at: inPrevious - 86_400_000, updated_at: inPrevious })
        .onConflict('id')
        .ignore();
      await db('nft_likes')
        .insert({
          user_id: 'live-crown-voter',
          token_id: 4242,
          created_at: inPrevious,
          like_date: `${month}-15`,
          contest_month: month,
        })
        .onConflict(['user_id', 'token_id', 'like_date'])
        .ignore();
      await db('nft_like_counts')
        .insert({
          token_id: 4242,
          reset_year: previous.year,
          reset_month: previous.month,
          like_count: 50,
          count_reached_at: inPrevious,
          updated_at: inPrevious,
        })
        .onConflict(['token_id', 'reset_year', 'reset_month'])
        .merge();
      await runQueuedJob(stackInfo().redisUrl, 'contest-crown');
      await eventually(
        async () =>
          clients.every((c) =>
            c.events.some((e) => e.type === 'winners' && (e.data.months as string[]).includes(month)),
          ),
        'the crowning on every stream',
        2000,
        20,
      );
    } finally {
      await db.destroy();
    }
  });

  it('a stream whose replica stops reconnects through the edge to the other one with Last-Event-ID and gets what it missed', async () => {
    const stack = await attachedStack();
    const { edgeUrl } = stackInfo();
    const [contest1] = replicaUrls('contest');
    const liker = await signInWithWallet(contest1!.url);
    const victim = clients.find((c) => c.instance === 'contest-2')!;
    const before = victim.events.length;
    await stack.kill('contest-2', 'SIGTERM');
    try {
      const tokenId = 7000 + Math.floor(Math.random() * 2000);
      expect((await liker.client.post(`/api/likes/nft/${tokenId}`)).status).toBe(200);
      // The EventSource reconnects on its own (retry: 3 s) through the edge, to contest-1, naming its last id.
      await eventually(
        async () => victim.events.slice(before).some((e) => e.type === 'likes' && e.data.tokenId === tokenId),
        'the missed like after the reconnect',
        15_000,
        50,
      );
      expect(victim.instance).toBe('contest-1');
      expect(victim.events.slice(before).some((e) => e.type === 'reset')).toBe(false);
    } finally {
      await stack.start('contest-2');
    }
    await eventually(async () => (await fetch(`${edgeUrl}/healthz`)).ok, 'edge healthy');
  });
});
