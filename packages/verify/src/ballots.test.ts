import { ballotText } from './ballot';
import type { LikeRow } from './encoding';
import { fromHex } from './hex';
import { addressKey } from './kaspa-address';
import { reportLines } from './report-text';
import { ballotWallet, kaspaAddressOf } from './testing/ballot-wallet';
import { sealFileOf, sealOf, testKey } from './testing/sealed-month';
import { verifyMonth } from './verify-month';

const KIP5_PUBKEY = 'f9308a019258c31049344f85f89d5229b531c845836f99b08601f113bce036f9';
const KIP5_ADDRESS = 'kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa';
const SITE = 'https://nacho.example';
const MONTH = '2026-10';
const key = testKey(7);
const alice = ballotWallet(1);
const bob = ballotWallet(2);
const erin = ballotWallet(3, 'ecdsa');

/** October 2026 in Berlin (UTC+2): a like at 22:30 UTC on the 1st is of the 2nd there. */
function rows(): LikeRow[] {
  const at = (day: number, hour: number) => new Date(Date.UTC(2026, 9, day, hour, 30)).toISOString();
  let id = 0;
  const row = (tokenId: number, voter: string, likedAt: string, removedByModerator = false): LikeRow => ({
    likeId: ++id,
    tokenId,
    voter,
    likedAt,
    removedByModerator,
  });
  return [
    row(12, alice.address, at(1, 9)),
    row(30, alice.address, at(1, 10)),
    row(41, alice.address, at(1, 22)),
    row(12, bob.address, at(2, 8)),
    row(30, erin.address, at(2, 9)),
    row(41, 'voter-0123456789abcdef', at(2, 10)),
    row(7, bob.address, at(3, 8), true),
  ];
}

function check(ballots: unknown[], likes = rows()) {
  const file = {
    ...sealFileOf(MONTH, [sealOf(likes, key)], [key]),
    contestTz: 'Europe/Berlin',
    ballots: ballots as never,
  };
  return verifyMonth({ likes, seals: file });
}

describe('wallet ballots', () => {
  it("reads the key out of a Kaspa address, and the tests' encoder writes the real format", () => {
    const read = addressKey(KIP5_ADDRESS)!;
    expect([read.prefix, read.version, Buffer.from(read.payload).toString('hex')]).toEqual(['kaspa', 0, KIP5_PUBKEY]);
    expect(kaspaAddressOf(0, fromHex(KIP5_PUBKEY))).toBe(KIP5_ADDRESS);
    expect(addressKey(KIP5_ADDRESS.replace(/a$/, 'q'))).toBeNull();
    expect(addressKey(KIP5_ADDRESS.replace('qrunpzsp', 'qrunpzqp'))).toBeNull();
    expect(addressKey(erin.address)?.version).toBe(1);
  });

  it('writes the message with the token ids ascending, each once, whatever order they come in', () => {
    const text = ballotText({ site: SITE, day: '2026-10-02', tokenIds: [30, 4, 30, 12] });
    expect(text).toBe(
      'nacho-ballot/1\nMy likes in the NACHO NFT of the Month contest, signed with my wallet.\nsite=https://nacho.example\nday=2026-10-02\ntokenIds=4,12,30',
    );
  });

  it("counts the likes a voter's own valid ballot backs, on the contest day of the contest's zone", () => {
    const result = check([
      alice.ballot({ site: SITE, day: '2026-10-01', tokenIds: [12, 30] }),
      alice.ballot({ site: SITE, day: '2026-10-02', tokenIds: [41] }),
      erin.ballot({ site: SITE, day: '2026-10-02', tokenIds: [30] }),
    ]);
    expect(result.problems).toEqual([]);
    expect(result.ballots).toEqual({ backedLikes: 4, standingLikes: 6, validBallots: 3, invalid: [], notes: [] });
    expect(reportLines(result)).toContain(
      "4 of 6 likes are backed by the voter's own wallet signature (3 valid ballots).",
    );
  });

  it('does not back a like of another day in the zone: 22:30 UTC on the 1st is the 2nd in Berlin', () => {
    const result = check([alice.ballot({ site: SITE, day: '2026-10-01', tokenIds: [12, 30, 41] })]);
    expect(result.ballots?.backedLikes).toBe(2);
    expect(result.ok).toBe(true);
    expect(result.notes).toEqual([
      `the ballot of ${alice.address} for 2026-10-01 names NACHO #41 with no standing like of theirs that day (taken back or removed after signing)`,
    ]);
  });

  it('fails a tampered ballot (an NFT added after signing) and counts none of its likes', () => {
    const signed = alice.ballot({ site: SITE, day: '2026-10-01', tokenIds: [12] });
    const result = check([{ ...signed, tokenIds: [12, 30] }]);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      `the ballot of ${alice.address} for 2026-10-01 is not valid: the signature does not verify with the address's key`,
    ]);
    expect(result.ballots?.backedLikes).toBe(0);
  });

  it("fails a ballot signed by another wallet in the voter's name", () => {
    const byBob = bob.ballot({ site: SITE, day: '2026-10-01', tokenIds: [12, 30] });
    const result = check([{ ...byBob, voter: alice.address, address: alice.address }]);
    expect(result.ballots?.invalid).toEqual([
      {
        voter: alice.address,
        day: '2026-10-01',
        reason: "the signature does not verify with the address's key",
      },
    ]);
    expect(result.ballots?.backedLikes).toBe(0);
  });

  it("fails a ballot whose address is not the voter's, a second ballot for a day, and one of another month", () => {
    const own = alice.ballot({ site: SITE, day: '2026-10-01', tokenIds: [12, 30] });
    const result = check([
      { ...bob.ballot({ site: SITE, day: '2026-10-02', tokenIds: [12] }), voter: alice.address },
      own,
      alice.ballot({ site: SITE, day: '2026-10-01', tokenIds: [12] }),
      bob.ballot({ site: SITE, day: '2026-11-01', tokenIds: [12] }),
      { voter: bob.address },
    ]);
    expect(result.ballots?.invalid.map((b) => b.reason)).toEqual([
      `it is signed by ${bob.address}, not by the voter`,
      'it is a second ballot of the voter for that day',
      'its day is not a day of 2026-10',
      'it is not a ballot ({voter, address, site, day, tokenIds, signature})',
    ]);
    expect(result.ballots?.backedLikes).toBe(2);
    expect(result.ok).toBe(false);
  });

  it('backs only the NFTs a ballot names: a like it does not name is not backed, and a removed like never counts', () => {
    const result = check([
      bob.ballot({ site: SITE, day: '2026-10-02', tokenIds: [30] }),
      bob.ballot({ site: SITE, day: '2026-10-03', tokenIds: [7] }),
    ]);
    expect(result.ballots?.backedLikes).toBe(0);
    expect(result.ok).toBe(true);
    expect(result.notes).toHaveLength(2);
  });

  it('leaves a seal file without ballots (an older one) as it was: no ballot check', () => {
    const likes = rows();
    const result = verifyMonth({ likes, seals: sealFileOf(MONTH, [sealOf(likes, key)], [key]) });
    expect(result.ok).toBe(true);
    expect(result.ballots).toBeNull();
    expect(reportLines(result).some((l) => l.includes('backed'))).toBe(false);
  });
});
