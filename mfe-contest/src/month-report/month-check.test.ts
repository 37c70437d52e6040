/** @jest-environment node */
import { octoberRows, receiptOf, sealFileOf, sealOf, testKey } from '@nacho/verify/testing';
import { checkMonth } from './month-check';

const key = testKey(5);
const rows = octoberRows();
const seal = sealOf(rows, key, {
  month: '2026-10',
  winner: { tokenId: 12, how: 'crowned' },
  reason: 'crowned',
  sealedAt: '2026-11-01T00:15:00.000Z',
});

/** A stand-in for the site: the like export and the seal file as the contest service serves them. */
const site =
  (likes: unknown, status = 200): typeof fetch =>
  async (input) => {
    const url = String(input);
    const body = url.endsWith('seal.json') ? sealFileOf('2026-10', [seal], [key]) : likes;
    return new Response(JSON.stringify(body), { status: url.endsWith('seal.json') ? 200 : status });
  };
const request = { likesUrl: 'https://nacho.example/likes.json', sealUrl: 'https://nacho.example/seal.json' };

describe('the month check the Web Worker runs', () => {
  it('verifies the downloaded month and counts the voter’s receipts', async () => {
    const summary = await checkMonth(
      { ...request, receipts: [receiptOf(rows[4]!, '2026-10', key), receiptOf(rows[0]!, '2026-10', key)] },
      site(rows),
    );
    expect(summary).toEqual({
      ok: true,
      problems: [],
      notes: [],
      likes: 6,
      sequence: 1,
      winner: { tokenId: 12, likeCount: 2 },
      receipts: { included: 1, removed: 1, other: 0 },
      ballots: null,
    });
  });

  it("counts the likes the seal file's ballots back, and a ballot that fails is a problem", async () => {
    const ballot = {
      voter: 'kaspa:qqbob',
      address: 'kaspa:qqbob',
      site: 'https://nacho.example',
      day: '2026-10-04',
      tokenIds: [30],
      signature: '00'.repeat(64),
    };
    const withBallots: typeof fetch = async (input) =>
      new Response(
        JSON.stringify(
          String(input).endsWith('seal.json')
            ? { ...sealFileOf('2026-10', [seal], [key]), contestTz: 'UTC', ballots: [ballot] }
            : rows,
        ),
      );
    const summary = await checkMonth({ ...request, receipts: [] }, withBallots);
    expect(summary.ballots).toEqual({
      backedLikes: 0,
      standingLikes: 5,
      invalid: 1,
      text: "0 of 5 likes are backed by the voter's own wallet signature",
    });
    expect(summary.problems).toEqual([
      'the ballot of kaspa:qqbob for 2026-10-04 is not valid: kaspa:qqbob is not the Kaspa address of a key',
    ]);
  });

  it('says why a changed export fails, and a download that failed', async () => {
    const changed = rows.map((r) => ({ ...r }));
    changed[1]!.tokenId = 13;
    const summary = await checkMonth({ ...request, receipts: [] }, site(changed));
    expect(summary.ok).toBe(false);
    expect(summary.problems).toEqual([
      expect.stringMatching(/not the sealed root/),
      'the seal names NACHO #12 crowned, the recount gives #30',
    ]);
    await expect(checkMonth({ ...request, receipts: [] }, site(rows, 503))).rejects.toThrow(
      'The like export could not be downloaded (HTTP 503)',
    );
  });

  it('checks the export as it downloads, in pieces that cut rows and characters, and refuses one that is not a list', async () => {
    const voters = rows.map((r, i) => ({ ...r, voter: `${r.voter}-é€😀${i}` }));
    const sealed = sealOf(voters, key, {
      month: '2026-10',
      winner: null,
      reason: 'r',
      sealedAt: '2026-11-01T00:15:00.000Z',
    });
    const bytes = new TextEncoder().encode(JSON.stringify(voters));
    const inPieces: typeof fetch = async (input) => {
      if (String(input).endsWith('seal.json'))
        return new Response(JSON.stringify(sealFileOf('2026-10', [sealed], [key])));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 7) controller.enqueue(bytes.slice(at, at + 7));
          controller.close();
        },
      });
      return new Response(body);
    };
    const summary = await checkMonth({ ...request, receipts: [receiptOf(voters[1]!, '2026-10', key)] }, inPieces);
    expect(summary).toMatchObject({
      ok: true,
      problems: [],
      likes: 6,
      receipts: { included: 1, removed: 0, other: 0 },
    });
    await expect(checkMonth({ ...request, receipts: [] }, site({ likes: [] }))).rejects.toThrow(
      'The like export is not a list of likes',
    );
  });
});
