/** Starts a server script in its own process and resolves with its port once it listens. */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_NODE_FLAGS } from '../../scripts/service-node-flags.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The services' V8 flags, for every server of the run alike; BENCH_SERVICE_FLAGS=none leaves them out. */
export const execArgv = process.env.BENCH_SERVICE_FLAGS === 'none' ? [] : SERVICE_NODE_FLAGS;

export function startChildServer(script, env = {}) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, script), [], {
      execArgv,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const cpuMicros = () =>
      new Promise((done) => {
        const onMessage = (message) => {
          if (message?.cpuMicros === undefined) return;
          child.off('message', onMessage);
          done(message.cpuMicros);
        };
        child.on('message', onMessage);
        child.send('cpu');
      });
    child.once('message', (message) => resolve({ port: message.port, cpuMicros, stop: () => child.kill('SIGTERM') }));
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code} before listening`)));
  });
}
