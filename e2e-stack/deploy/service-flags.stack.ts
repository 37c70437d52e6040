import { readFileSync } from 'node:fs';
import { attachedStack } from '../support/stack-harness';

/** The V8 flags a running process was started with (scripts/service-node-flags.mjs says why). */
const nodeFlags = (pid: number) =>
  readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    .split('\0')
    .filter((arg) => arg.startsWith('--'));

describe("the stack's Node processes", () => {
  it('run each HTTP service replica without the memory reducer and the workers with it', async () => {
    const nodeProcesses = (await (await attachedStack()).status()).filter((p) =>
      ['nft', 'contest', 'market', 'worker'].includes(p.kind),
    );
    expect(nodeProcesses.filter((p) => p.kind === 'worker').length).toBeGreaterThan(0);
    for (const p of nodeProcesses) {
      expect(p.running).toBe(true);
      expect({ name: p.name, flags: nodeFlags(p.pid!) }).toEqual({
        name: p.name,
        flags: p.kind === 'worker' ? [] : ['--no-memory-reducer'],
      });
    }
  });
});
