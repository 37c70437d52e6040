import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main, readInChunks } from './cli';
import { ballotWallet } from './testing/ballot-wallet';
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

  it("prints how many likes the voters' own wallet signatures back, and fails on a ballot that does not verify", () => {
    const wallet = ballotWallet(9);
    const rows = octoberRows().map((r) => (r.voter === 'kaspa:qqbob' ? { ...r, voter: wallet.address } : r));
    const ballot = wallet.ballot({ site: 'https://nacho.example', day: '2026-10-04', tokenIds: [30] });
    const dir = mkdtempSync(path.join(tmpdir(), 'verify-cli-'));
    const write = (name: string, value: unknown) => {
      writeFileSync(path.join(dir, name), JSON.stringify(value));
      return path.join(dir, name);
    };
    const likes = write('likes.json', rows);
    const sealFile = { ...sealFileOf(MONTH, [sealOf(rows, key)], [key]), contestTz: 'UTC' };
    const out: string[] = [];
    expect(main([likes, write('seal.json', { ...sealFile, ballots: [ballot] })], (l) => out.push(l))).toBe(0);
    expect(out).toContain("1 of 5 likes are backed by the voter's own wallet signature (1 valid ballot).");
    const forged = { ...ballot, tokenIds: [12, 30] };
    out.length = 0;
    expect(main([likes, write('forged.json', { ...sealFile, ballots: [forged] })], (l) => out.push(l))).toBe(1);
    expect(out).toContain(
      `  - the ballot of ${wallet.address} for 2026-10-04 is not valid: the signature does not verify with the address's key`,
    );
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
