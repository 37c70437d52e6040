/**
 * jest's order (slow and failed files first), except that the fault and deploy tests of the stack
 * project come last, one after the other in a fixed order (faults, then the deploy): they share
 * one private fault stack (e2e-stack/support/fault-stack.ts), which then runs only while they do.
 */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const SHARED_STACK_FOLDERS = ['faults', 'deploy'].map(
  (folder) => `${path.sep}e2e-stack${path.sep}${folder}${path.sep}`,
);
const sharedStackRank = (test) => SHARED_STACK_FOLDERS.findIndex((folder) => test.path.includes(folder));

class SharedFaultStackLast extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const shared = sorted
      .filter((test) => sharedStackRank(test) >= 0)
      .sort((a, b) => sharedStackRank(a) - sharedStackRank(b) || a.path.localeCompare(b.path));
    return [...sorted.filter((test) => sharedStackRank(test) < 0), ...shared];
  }
}

module.exports = SharedFaultStackLast;
