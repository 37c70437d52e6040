/**
 * jest's order (failed files first, then the slowest), with two changes:
 * - The fault and deploy tests of the stack project come last, one after the other in a fixed order
 *   (faults, then the deploy): they share one private fault stack (e2e-stack/support/fault-stack.ts),
 *   which then runs only while they do.
 * - A file jest has no time for (a clean clone: no cache) takes its time from
 *   scripts/test-durations.json (`node scripts/record-test-durations.mjs` writes it from a run), so
 *   the slowest files start first on CI too, and `--shard` splits the files by time (the longest
 *   to the shard with the least so far) rather than by a hash of their names.
 */
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const ROOT = path.resolve(__dirname, '..', '..');
const SHARED_STACK_FOLDERS = ['faults', 'deploy'].map(
  (folder) => `${path.sep}e2e-stack${path.sep}${folder}${path.sep}`,
);
const sharedStackRank = (test) => SHARED_STACK_FOLDERS.findIndex((folder) => test.path.includes(folder));

/** Milliseconds per test file (path relative to the repository, with /), as recorded. */
function recordedDurations() {
  try {
    return JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts', 'test-durations.json'), 'utf8'));
  } catch {
    return {};
  }
}
const relativePath = (test) => path.relative(ROOT, test.path).split(path.sep).join('/');

class TestSequencer extends Sequencer {
  recorded = recordedDurations();

  /** The recorded time of a file, or a guess from its size (about a second per kilobyte). */
  recordedTime(test) {
    return this.recorded[relativePath(test)] ?? fs.statSync(test.path).size;
  }

  time(test) {
    return super.time(test) ?? this.recorded[relativePath(test)];
  }

  /** Longest first, each to the shard with the least time so far: the same split in every shard's process. */
  shard(tests, { shardIndex, shardCount }) {
    const byTime = [...tests].sort(
      (a, b) => this.recordedTime(b) - this.recordedTime(a) || relativePath(a).localeCompare(relativePath(b)),
    );
    const totals = new Array(shardCount).fill(0);
    return byTime.filter((test) => {
      const least = totals.indexOf(Math.min(...totals));
      totals[least] += this.recordedTime(test);
      return least === shardIndex - 1;
    });
  }

  async sort(tests) {
    const sorted = await super.sort(tests);
    const shared = sorted
      .filter((test) => sharedStackRank(test) >= 0)
      .sort((a, b) => sharedStackRank(a) - sharedStackRank(b) || a.path.localeCompare(b.path));
    return [...sorted.filter((test) => sharedStackRank(test) < 0), ...shared];
  }
}

module.exports = TestSequencer;
