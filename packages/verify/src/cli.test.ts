import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main, readInChunks } from './cli';
import { octoberRows, receiptOf, sealFileOf, sealOf, testKey } from './testing/sealed-month';

const key = testKey(3);
const MONTH = '2026-10';

function files(rows = octoberRows()) {
  const dir = mkdtempSync(path.join(tmpdir(), 'verify-cli-'));
  const sealed = octoberRows();
  const seal = sealOf(sealed, key);
  const write = (name: string, value: unknown) => {
    writeFileSync(path.join(dir, name), JSON.stringify(value));
    return path.join(dir, name);
  };
  return {
    likes: write('likes.json', rows),
    seal: write('seal.json', sealFileOf(MONTH, [seal], [key])),
    receipts: write('receipts.json', {
      receipts: [receiptOf(sealed[4]!, MONTH, key), receiptOf(sealed[1]!, MONTH, key)],
    }),
  };
}

describe('npm run verify:month', () => {
  it('prints the winner and each receipt, and exits 0 when the month verifies, whatever the order of the files', () => {
    const f = files();
    const out: string[] = [];
    expect(main([f.receipts, f.seal, f.likes, '--key', key.entry.publicKey], (l) => out.push(l))).toBe(0);
    expect(out).toContain('Winner by the recount: NACHO #12 with 2 likes.');
    expect(out).toContain(
      'Receipt of like 4 (NACHO #30): removed: like 4 was removed by a moderator (seal 1: crowned).',
    );
    expect(out[out.length - 1]).toBe('OK: the month verifies.');
  });

  it('exits 1 and says why when the export was changed', () => {
    const rows = octoberRows();
    rows[0]!.tokenId = 31;
    const f = files(rows);
    const out: string[] = [];
    expect(main([f.likes, f.seal], (l) => out.push(l))).toBe(1);
    expect(out).toContain('FAILED:');
    expect(out.join('\n')).toMatch(/not the sealed root/);
  });

  it('exits 2 without a seal file, or with a file that is not JSON', () => {
    const f = files();
    const out: string[] = [];
    expect(main([f.likes], (l) => out.push(l))).toBe(2);
    expect(out[0]).toMatch(/^No seal file given/);
    const bad = path.join(path.dirname(f.likes), 'bad.json');
    writeFileSync(bad, '<html>');
    expect(main([bad, f.seal], (l) => out.push(l))).toBe(2);
    expect(out[out.length - 1]).toMatch(/^Cannot read the files/);
  });

  it('reads an export in another form than the service’s (pretty-printed) too, and refuses a cut one', () => {
    const f = files();
    const pretty = path.join(path.dirname(f.likes), 'pretty.json');
    writeFileSync(pretty, JSON.stringify(octoberRows(), null, 2));
    const out: string[] = [];
    expect(main([f.seal, pretty], (l) => out.push(l))).toBe(0);
    expect(out[out.length - 1]).toBe('OK: the month verifies.');
    const cut = path.join(path.dirname(f.likes), 'cut.json');
    writeFileSync(cut, JSON.stringify(octoberRows()).slice(0, 100));
    expect(main([cut, f.seal], (l) => out.push(l))).toBe(2);
    expect(out[out.length - 1]).toMatch(/^Cannot read the files/);
  });

  it('reads a file in chunks without cutting a character in two', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'verify-cli-'));
    const text = `[{"voter":"é€😀"}]${'x€'.repeat(50)}`;
    writeFileSync(path.join(dir, 'f.json'), text);
    for (const size of [1, 2, 3, 5, 64]) {
      const chunks: string[] = [];
      readInChunks(path.join(dir, 'f.json'), size, (chunk) => void chunks.push(chunk));
      expect(chunks.join('')).toBe(text);
      expect(chunks.join('')).not.toContain('\ufffd');
    }
  });
});
