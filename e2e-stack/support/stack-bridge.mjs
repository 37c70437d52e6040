/**
 * Runs scripts/stack/stack.mjs for a test in a child process: jest's CommonJS runtime cannot import
 * the ES module, a plain Node process can. Talks over the IPC channel of child_process.fork:
 * requests { id, op, args } with op start | kill | restart | stop | status, replies { id, ok, value | error }.
 * When the test process goes away (disconnect), the stack is stopped.
 */
import { startStack } from '../../scripts/stack/stack.mjs';

let stack;
const describe = (s) => ({ edgeUrl: s.edgeUrl, runDir: s.runDir, processes: s.processes.map(({ name, kind, pid, port, logFile }) => ({ name, kind, pid, port, logFile })) });

const ops = {
  async start(options) {
    stack = await startStack(options);
    return describe(stack);
  },
  async kill(name, signal) {
    await stack.kill(name, signal);
    return describe(stack);
  },
  async restart(name) {
    await stack.start(name);
    return describe(stack);
  },
  async status() {
    return { ...describe(stack), status: await stack.status() };
  },
  async stop() {
    const s = stack;
    stack = undefined;
    await s?.stop();
    return null;
  },
};

process.on('message', async ({ id, op, args }) => {
  try {
    const value = await ops[op](...(args ?? []));
    process.send({ id, ok: true, value });
  } catch (err) {
    process.send({ id, ok: false, error: err instanceof Error ? err.stack ?? err.message : String(err) });
  }
});

process.on('disconnect', async () => {
  await ops.stop().catch(() => undefined);
  process.exit(0);
});
