import { mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { textFileWhenChanged } from './text-file-when-changed';

describe('textFileWhenChanged', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'text-file-'));
    file = path.join(dir, 'config.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the file, and again once it changed', () => {
    writeFileSync(file, '{"a":1}');
    const read = textFileWhenChanged(file);
    expect(read()).toBe('{"a":1}');
    writeFileSync(file, '{"a":22}');
    expect(read()).toBe('{"a":22}');
  });

  it('sees a rewrite within one tick of the clock by its length, and a replacement by its inode', () => {
    const tick = new Date('2026-11-01T00:00:00Z');
    writeFileSync(file, '{"a":1}');
    utimesSync(file, tick, tick);
    const read = textFileWhenChanged(file);
    expect(read()).toBe('{"a":1}');
    writeFileSync(file, '{"a":100}');
    utimesSync(file, tick, tick);
    expect(read()).toBe('{"a":100}');
    // Same length and time, another file put in its place.
    writeFileSync(`${file}.next`, '{"a":200}');
    utimesSync(`${file}.next`, tick, tick);
    renameSync(`${file}.next`, file);
    expect(read()).toBe('{"a":200}');
  });

  it('is undefined while the file is missing, and reads it once it is there', () => {
    const read = textFileWhenChanged(file);
    expect(read()).toBeUndefined();
    writeFileSync(file, 'now');
    expect(read()).toBe('now');
  });
});
