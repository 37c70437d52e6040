import { rowLine } from './encoding';
import { toHex } from './hex';
import { jsHasher, pathOf, rootFromPath, rootOf, rootOfPacked, sameBytes } from './merkle';
import { nodeHasher } from './node-hasher';
import { checkReceiptProof, encodePath } from './proof';
import { octoberRows, receiptOf, sealFileOf, sealOf, testKey, hasherTestLines } from './testing/sealed-month';
import { MonthTextCheck, verifyMonth, verifyMonthText } from './verify-month';

const MONTH = '2026-10';
const key = testKey(7);

function sealed(rows = octoberRows()) {
  const seal = sealOf(rows, key);
  return { rows, seal, file: sealFileOf(MONTH, [seal], [key]) };
}

describe('verifyMonth', () => {
  it('verifies a sealed month, recounts the ranking by the rule and names the winner', () => {
    const { rows, file } = sealed();
    const check = verifyMonth({ likes: rows, seals: file });
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
    expect(check.ranking.map((r) => [r.rank, r.tokenId, r.likeCount])).toEqual([
      [1, 12, 2],
      [2, 30, 2],
      [3, 41, 1],
    ]);
    expect(check.recountWinner?.tokenId).toBe(12);
    expect([check.likes, check.standingLikes]).toEqual([6, 5]);
  });

  it('fails when one byte of one row changes, and says the root differs', () => {
    const { rows, file } = sealed();
    const changed = rows.map((r) => ({ ...r }));
    changed[3]!.voter = 'kaspa:qqbox';
    const check = verifyMonth({ likes: changed, seals: file });
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual([expect.stringMatching(/Merkle root .* is not the sealed root/)]);
  });

  it('fails when a like is dropped, and says how many rows the seal counts', () => {
    const { rows, file } = sealed();
    const check = verifyMonth({ likes: rows.filter((r) => r.likeId !== 3), seals: file });
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual(
      expect.arrayContaining([
        'the export has 5 rows, the seal counts 6: likes were added or dropped',
        expect.stringMatching(/not the sealed root/),
      ]),
    );
  });

  it('fails when two rows are swapped, and says which are out of order', () => {
    const { rows, file } = sealed();
    const swapped = [rows[0]!, rows[2]!, rows[1]!, ...rows.slice(3)];
    const check = verifyMonth({ likes: swapped, seals: file });
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual(
      expect.arrayContaining([
        'rows 2 and 3 are out of order (the export is ordered by likedAt, then likeId)',
        expect.stringMatching(/not the sealed root/),
      ]),
    );
  });

  it('fails when the key is swapped: a listed key that is not its id, a seal re-signed by another key, a key not trusted', () => {
    const { rows, seal } = sealed();
    const other = testKey(9);
    const swappedEntry = { ...key.entry, publicKey: other.entry.publicKey };
    expect(verifyMonth({ likes: rows, seals: { month: MONTH, seals: [seal], keys: [swappedEntry] } }).problems).toEqual(
      [`seal 1's signature is not valid: key ${key.entry.keyId} listed is not the key of that id`],
    );
    const forged = { ...seal, signature: sealed().seal.signature.replace(/^../, '00') };
    expect(verifyMonth({ likes: rows, seals: sealFileOf(MONTH, [forged], [key]) }).problems).toEqual([
      `seal 1's signature is not valid: its signature does not verify with key ${key.entry.keyId}`,
    ]);
    const resigned = sealOf(rows, other);
    const check = verifyMonth(
      { likes: rows, seals: sealFileOf(MONTH, [resigned], [other]) },
      { trustedKey: key.entry.publicKey },
    );
    expect(check.problems).toEqual([`seal 1 is signed by key ${other.entry.keyId}, not by the key you trust`]);
  });

  it('refuses a seal made outside its key validity', () => {
    const old = testKey(7, '2026-01-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z');
    const seal = sealOf(octoberRows(), old);
    expect(verifyMonth({ likes: octoberRows(), seals: sealFileOf(MONTH, [seal], [old]) }).problems).toEqual([
      expect.stringMatching(/outside the validity of key/),
    ]);
  });

  it('fails when the crowned winner is not the recount winner', () => {
    const rows = octoberRows();
    const seal = sealOf(rows, key, { winner: { tokenId: 30, how: 'crowned' } });
    expect(verifyMonth({ likes: rows, seals: sealFileOf(MONTH, [seal], [key]) }).problems).toEqual([
      'the seal names NACHO #30 crowned, the recount gives #12',
    ]);
    const declared = sealOf(rows, key, { winner: { tokenId: 30, how: 'declared' }, reason: 'declared' });
    expect(verifyMonth({ likes: rows, seals: sealFileOf(MONTH, [declared], [key]) }).ok).toBe(true);
  });

  it('checks receipts: included, removed by a moderator (not missing), missing, altered, forged', () => {
    const rows = octoberRows();
    const first = sealOf(
      rows.map((r) => ({ ...r, removedByModerator: false })),
      key,
      { winner: { tokenId: 30, how: 'crowned' } },
    );
    const second = sealOf(rows, key, {
      reason: 'moderator removed 1 like',
      sealedAt: '2026-11-02T10:00:00.000Z',
      previous: first,
    });
    const file = sealFileOf(MONTH, [first, second], [key]);
    const receipts = [
      receiptOf(rows[0]!, MONTH, key),
      receiptOf(rows[4]!, MONTH, key),
      receiptOf({ ...rows[0]!, likeId: 99 }, MONTH, key),
      receiptOf({ ...rows[1]!, tokenId: 13 }, MONTH, key),
      { ...receiptOf(rows[2]!, MONTH, key), tokenId: 44 },
    ];
    const check = verifyMonth({ likes: rows, seals: file, receipts });
    expect(check.receipts.map((r) => [r.likeId, r.status])).toEqual([
      [1, 'included'],
      [4, 'removed'],
      [99, 'missing'],
      [2, 'altered'],
      [3, 'bad_signature'],
    ]);
    expect(check.receipts[1]!.detail).toBe('like 4 was removed by a moderator (seal 2: moderator removed 1 like)');
    expect(check.problems).toHaveLength(3);
  });

  it('accepts a chain of seals and fails a broken one', () => {
    const { rows, seal } = sealed();
    const next = sealOf(rows, key, {
      reason: 'moved',
      sealedAt: '2026-11-03T00:00:00.000Z',
      previous: seal,
    });
    expect(verifyMonth({ likes: rows, seals: sealFileOf(MONTH, [seal, next], [key]) }).ok).toBe(true);
    const orphan = sealOf(rows, key, { reason: 'moved', sealedAt: '2026-11-03T00:00:00.000Z' });
    expect(verifyMonth({ likes: rows, seals: sealFileOf(MONTH, [seal, orphan], [key]) }).problems).toEqual([
      'seal 2 has sequence number 1',
      `seal 2 names no seal before it, not ${seal.id}: the chain is broken`,
    ]);
  });

  it('names rows that are not like rows', () => {
    const { rows, file } = sealed();
    const check = verifyMonth({ likes: [...rows.slice(0, 5), { ...rows[5], likedAt: 1 }], seals: file });
    expect(check.problems).toContain('row 6 is not a like row ({likeId, tokenId, voter, likedAt, removedByModerator})');
  });
});

describe('verifyMonthText (the export read row by row from its text)', () => {
  const receipts = () => [receiptOf(octoberRows()[4]!, MONTH, key), receiptOf(octoberRows()[1]!, MONTH, key)];

  it('checks a month as verifyMonth does on the parsed rows, receipts included', () => {
    const { rows, file } = sealed();
    const text = JSON.stringify(rows);
    const check = verifyMonthText({ likesText: text, seals: file, receipts: receipts() });
    expect(check.ok).toBe(true);
    expect(check).toEqual(verifyMonth({ likes: rows, seals: file, receipts: receipts() }));
    expect(check.receipts.map((r) => r.status)).toEqual(['removed', 'included']);
  });

  it('fails a tampered row in the text, and an export in another form (read with JSON.parse) the same way', () => {
    const { rows, file } = sealed();
    const tampered = JSON.stringify(rows).replace('"likeId":3,"tokenId":12', '"likeId":3,"tokenId":13');
    const check = verifyMonthText({ likesText: tampered, seals: file });
    expect(check.problems).toEqual([
      expect.stringMatching(/Merkle root .* is not the sealed root/),
      'the seal names NACHO #12 crowned, the recount gives #30',
    ]);
    const pretty = JSON.stringify(rows, null, 2);
    expect(verifyMonthText({ likesText: pretty, seals: file }).ok).toBe(true);
    const badRow = JSON.stringify([...rows.slice(0, 5), { ...rows[5], likedAt: 1 }]);
    expect(verifyMonthText({ likesText: badRow, seals: file })).toEqual(
      verifyMonth({ likes: JSON.parse(badRow) as unknown[], seals: file }),
    );
  });

  it('reports order and duplicates in the text as verifyMonth does', () => {
    const { rows, file } = sealed();
    const changed = [rows[0]!, rows[2]!, rows[1]!, rows[3]!, { ...rows[4]!, likeId: 1 }, rows[5]!];
    const check = verifyMonthText({ likesText: JSON.stringify(changed), seals: file });
    expect(check.problems).toEqual(verifyMonth({ likes: changed, seals: file }).problems);
    expect(check.problems).toContain('rows 2 and 3 are out of order (the export is ordered by likedAt, then likeId)');
    expect(check.problems).toContain('like 1 appears twice');
  });

  it('checks the text given in chunks as it arrives, and falls back to JSON.parse on a row too long to wait for', () => {
    const { rows, file } = sealed();
    const text = JSON.stringify(rows);
    for (const size of [1, 9, 100]) {
      const check = new MonthTextCheck({ seals: file, receipts: receipts() });
      for (let at = 0; at < text.length; at += size) check.push(text.slice(at, at + size));
      expect(check.finish()).toEqual(verifyMonth({ likes: rows, seals: file, receipts: receipts() }));
    }
    const long = rows.map((r, i) => (i === 2 ? { ...r, voter: `voter-${'a'.repeat(70_000)}` } : r));
    const check = new MonthTextCheck({ seals: file });
    check.push(JSON.stringify(long));
    expect(check.finish()).toEqual(verifyMonth({ likes: long, seals: file }));
  });

  it('lists every problem of an export out of order throughout (more than a call takes arguments)', () => {
    const { file } = sealed();
    const at = new Date(Date.UTC(2026, 9, 20)).toISOString();
    const reversed = Array.from({ length: 200_001 }, (_, i) => ({
      likeId: 200_001 - i,
      tokenId: 1,
      voter: 'kaspa:qq',
      likedAt: at,
      removedByModerator: false,
    }));
    const check = verifyMonth({ likes: reversed, seals: file });
    expect(
      check.problems.filter((p) => p.endsWith('are out of order (the export is ordered by likedAt, then likeId)')),
    ).toHaveLength(200_000);
  });

  it('throws on a text that is not JSON or not a list', () => {
    const { file } = sealed();
    expect(() => verifyMonthText({ likesText: '[{"likeId":1,', seals: file })).toThrow(SyntaxError);
    expect(() => verifyMonthText({ likesText: '{"likeId":1}', seals: file })).toThrow('not a list of likes');
  });
});

describe('Merkle proofs', () => {
  const leavesOf = (n: number) =>
    Array.from({ length: n }, (_, i) => jsHasher.leaf(`${i},1,kaspa:q,2026-10-01T00:00:00.000Z,false`));

  it('leads every leaf of trees of 1 to 33 leaves to the root, and no leaf to it from another place', () => {
    for (let n = 1; n <= 33; n++) {
      const leaves = leavesOf(n);
      const root = rootOf(leaves, jsHasher);
      for (let i = 0; i < n; i++) {
        const path = pathOf(leaves, i, jsHasher);
        expect(sameBytes(rootFromPath(leaves[i]!, i, n, path, jsHasher)!, root)).toBe(true);
        if (n > 1) {
          const elsewhere = rootFromPath(leaves[i]!, (i + 1) % n, n, path, jsHasher);
          expect(elsewhere !== null && sameBytes(elsewhere, root)).toBe(false);
        }
      }
    }
  });

  it('gives the same root from leaves packed in one array, for 0 to 40 leaves', () => {
    for (let n = 0; n <= 40; n++) {
      const leaves = leavesOf(n);
      const packed = new Uint8Array(32 * n + 64);
      leaves.forEach((leaf, i) => packed.set(leaf, 32 * i));
      expect(toHex(rootOfPacked(packed, n, jsHasher))).toBe(toHex(rootOf(leaves, jsHasher)));
    }
  });

  it('gives the same root from roots of 1,024-leaf chunks as from the leaves (how the service seals)', () => {
    const leaves = leavesOf(2 * 1024 + 5);
    const chunks = [0, 1, 2].map((c) => rootOf(leaves.slice(c * 1024, (c + 1) * 1024), jsHasher));
    expect(sameBytes(rootOf(chunks, jsHasher), rootOf(leaves, jsHasher))).toBe(true);
    const i = 2 * 1024 + 3;
    const joined = [...pathOf(leaves.slice(2048), 3, jsHasher), ...pathOf(chunks, 2, jsHasher)];
    expect(joined.map((h) => Buffer.from(h).toString('hex'))).toEqual(
      pathOf(leaves, i, jsHasher).map((h) => Buffer.from(h).toString('hex')),
    );
  });

  it("hashes the same with Node's SHA-256 as in JavaScript", () => {
    const line = rowLine(octoberRows()[1]!);
    expect(sameBytes(nodeHasher.leaf(line), jsHasher.leaf(line))).toBe(true);
    const [a, b] = leavesOf(2);
    expect(sameBytes(nodeHasher.node(a!, b!), jsHasher.node(a!, b!))).toBe(true);
  });

  it('hashes each input on its own though it reuses its buffers: longer lines, then shorter, non-ASCII, nodes in turn', () => {
    const lines = hasherTestLines();
    const js = lines.map((line) => jsHasher.leaf(line));
    lines.forEach((line, i) => expect(toHex(js[i]!)).toBe(toHex(nodeHasher.leaf(line))));
    // A returned hash is the caller's: later hashes leave it as it was.
    expect(toHex(js[0]!)).toBe(toHex(js[5]!));
    const nodes = [jsHasher.node(js[0]!, js[1]!), jsHasher.node(js[2]!, js[3]!)];
    expect(toHex(nodes[0]!)).toBe(toHex(nodeHasher.node(js[0]!, js[1]!)));
    expect(toHex(nodes[1]!)).toBe(toHex(nodeHasher.node(js[2]!, js[3]!)));
  });

  it('a receipt plus its proof shows the like in the sealed export, or removed by a moderator', () => {
    const { rows, file } = sealed();
    const leaves = rows.map((r) => jsHasher.leaf(rowLine(r)));
    const proofOf = (index: number) => ({
      month: MONTH,
      sequence: 1,
      likeId: rows[index]!.likeId,
      removedByModerator: rows[index]!.removedByModerator,
      index,
      count: rows.length,
      path: encodePath(pathOf(leaves, index, jsHasher)),
    });
    expect(checkReceiptProof(receiptOf(rows[1]!, MONTH, key), proofOf(1), file).status).toBe('included');
    expect(checkReceiptProof(receiptOf(rows[4]!, MONTH, key), proofOf(4), file).status).toBe('removed');
    expect(
      checkReceiptProof(receiptOf(rows[4]!, MONTH, key), { ...proofOf(4), removedByModerator: false }, file).status,
    ).toBe('missing');
    expect(checkReceiptProof(receiptOf(rows[1]!, MONTH, key), { ...proofOf(1), index: 2 }, file).status).toBe(
      'missing',
    );
  });
});
