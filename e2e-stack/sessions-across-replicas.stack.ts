import { cookieClient } from '@nacho/core/testing';
import { replicaUrls } from './support/stack-harness';
import { signInWithWallet } from './support/wallet-sign-in';

jest.setTimeout(60_000);

/** GET /api/auth/user on one replica directly (its own port), with a given Cookie header. */
async function whoAmI(base: string, cookie: string): Promise<{ status: number; instance: string | null }> {
  const res = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
  await res.arrayBuffer();
  return { status: res.status, instance: res.headers.get('x-instance') };
}

describe("sessions across the contest replicas (kept in Redis, cookies signed with the run's shared keys)", () => {
  it('a session made on contest-1 works on contest-2, and a sign-out on contest-2 is seen by contest-1', async () => {
    const [one, two] = replicaUrls('contest');
    const { client, answeredBy } = await signInWithWallet(one!.url);
    expect(answeredBy).toEqual(['contest-1', 'contest-1']);
    const cookie = client.cookieHeader();
    expect(cookie).toMatch(/__Host-nacho\.sid=/);

    expect(await whoAmI(two!.url, cookie)).toEqual({ status: 200, instance: 'contest-2' });
    expect(await whoAmI(one!.url, cookie)).toEqual({ status: 200, instance: 'contest-1' });

    const onTwo = cookieClient(two!.url);
    const logout = await onTwo.fetch('/api/auth/logout', { method: 'POST', headers: { origin: two!.url, cookie } });
    expect(logout.status).toBe(204);
    expect(logout.headers.get('x-instance')).toBe('contest-2');

    // The old cookie is worthless everywhere: the session is gone from the shared store.
    expect(await whoAmI(one!.url, cookie)).toEqual({ status: 401, instance: 'contest-1' });
    expect(await whoAmI(two!.url, cookie)).toEqual({ status: 401, instance: 'contest-2' });
  });

  it('nft and market replicas do not answer for another service: each replica serves its own prefix only', async () => {
    const [nft] = replicaUrls('nft');
    const res = await fetch(`${nft!.url}/api/auth/user`);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-instance')).toBe('nft-1');
  });
});
