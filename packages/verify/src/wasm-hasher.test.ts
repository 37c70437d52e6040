import { toHex } from './hex';
import { jsHasher, rootOf } from './merkle';
import { nodeHasher } from './node-hasher';
import { octoberRows, sealFileOf, sealOf, testKey, hasherTestLines } from './testing/sealed-month';
import { verifyMonth } from './verify-month';
import { browserHasher, wasmHasher } from './wasm-hasher';

const lines = hasherTestLines();

describe('the WebAssembly hasher (the month page)', () => {
  it('hashes leaves and nodes as Node does, each input on its own though it reuses its buffers', async () => {
    const wasm = await wasmHasher();
    const leaves = lines.map((line) => wasm.leaf(line));
    lines.forEach((line, i) => expect(toHex(leaves[i]!)).toBe(toHex(nodeHasher.leaf(line))));
    // A returned hash is the caller's: later hashes leave it as it was.
    expect(toHex(leaves[0]!)).toBe(toHex(leaves[5]!));
    const node = wasm.node(leaves[0]!, leaves[1]!);
    expect(toHex(node)).toBe(toHex(nodeHasher.node(leaves[0]!, leaves[1]!)));
    expect(toHex(wasm.node(leaves[2]!, leaves[3]!))).toBe(toHex(jsHasher.node(leaves[2]!, leaves[3]!)));
    expect(toHex(node)).toBe(toHex(nodeHasher.node(leaves[0]!, leaves[1]!)));
  });

  it('gives the same roots as the JavaScript hasher for 0 to 40 leaves, odd counts included', async () => {
    const wasm = await wasmHasher();
    for (let count = 0; count <= 40; count++) {
      const rows = Array.from(
        { length: count },
        (_, i) => `${i + 1},${7 + i},voter-${i},2026-10-01T00:00:00.000Z,false`,
      );
      const root = (h: typeof jsHasher) =>
        toHex(
          rootOf(
            rows.map((line) => h.leaf(line)),
            h,
          ),
        );
      expect(root(wasm)).toBe(root(jsHasher));
    }
  });

  it('verifies a sealed month and fails it when one row changes', async () => {
    const hasher = await wasmHasher();
    const key = testKey(3);
    const rows = octoberRows();
    const seals = sealFileOf('2026-10', [sealOf(rows, key)], [key]);
    expect(verifyMonth({ likes: rows, seals }, { hasher }).problems).toEqual([]);
    const changed = rows.map((r) => ({ ...r }));
    changed[4]!.removedByModerator = false;
    expect(verifyMonth({ likes: changed, seals }, { hasher }).problems).toContainEqual(
      expect.stringMatching(/Merkle root .* is not the sealed root/),
    );
  });
});

it('browserHasher gives the WebAssembly hasher where WebAssembly compiles', async () => {
  const hasher = await browserHasher();
  expect(hasher).not.toBe(jsHasher);
  expect(toHex(hasher.leaf(lines[0]!))).toBe(toHex(nodeHasher.leaf(lines[0]!)));
});
