#!/usr/bin/env node
// `npm run stack:local`: the distributed deployment on this machine without Docker (README,
// "Distributed stack without Docker"). Starts PostgreSQL and Redis when they are down, then
// startStack() and returns once everything is healthy, printing the edge URL.
//   npm run stack:local                  start (STACK_PORT, default 8080)
//   npm run stack:local -- --status      each process, its PID and health
//   npm run stack:local -- --stop        stop everything it started, by PID
// --run-dir <dir> (default ./data/stack): pid files, generated nginx configs, logs/ of every process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from './nginx-config.mjs';
import { attachStack, startStack } from './stack.mjs';

const { values } = parseArgs({
  options: {
    stop: { type: 'boolean', default: false },
    status: { type: 'boolean', default: false },
    'run-dir': { type: 'string', default: path.join(REPO_ROOT, 'data', 'stack') },
    port: { type: 'string', default: process.env.STACK_PORT ?? '8080' },
  },
});
const runDir = path.resolve(values['run-dir']);

/** As .ci/run does: start the machine's PostgreSQL and Redis when they do not answer. */
function ensureInfrastructure() {
  const ok = (cmd, args) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
  if (!ok('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q'])) {
    const version = spawnSync('sh', ['-c', 'ls /etc/postgresql | head -n1'], { encoding: 'utf8' }).stdout.trim();
    console.log('starting PostgreSQL');
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
  }
  if (!ok('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping'])) {
    console.log('starting Redis');
    spawnSync(
      'redis-server',
      ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'no'],
      { stdio: 'inherit' },
    );
  }
  for (let i = 0; i < 30; i++) {
    if (
      ok('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']) &&
      ok('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping'])
    )
      return;
    spawnSync('sleep', ['1']);
  }
  throw new Error('PostgreSQL or Redis did not come up on 127.0.0.1');
}

function attached() {
  try {
    return attachStack(runDir);
  } catch {
    return undefined;
  }
}

async function status() {
  const stack = attached();
  if (!stack) {
    console.log(`no stack in ${runDir}`);
    return 1;
  }
  const rows = await stack.status();
  const health = (r) => (!r.running ? 'down' : r.healthy ? 'healthy' : 'unhealthy');
  console.log(`edge ${stack.edgeUrl}   run dir ${runDir}`);
  console.log(['name'.padEnd(14), 'pid'.padEnd(8), 'port'.padEnd(6), 'metrics'.padEnd(8), 'health'].join(' '));
  for (const r of rows)
    console.log(
      [
        r.name.padEnd(14),
        String(r.pid ?? '-').padEnd(8),
        String(r.port ?? '-').padEnd(6),
        String(r.metricsPort ?? '-').padEnd(8),
        health(r),
      ].join(' '),
    );
  console.log(`logs: ${path.join(runDir, 'logs')}`);
  console.log(
    `metrics: http://127.0.0.1:<metrics>/metrics (127.0.0.1 only; Prometheus targets in ${path.join(runDir, 'prometheus-targets.json')})`,
  );
  return rows.every((r) => r.healthy) ? 0 : 1;
}

async function stop() {
  const stack = attached();
  if (!stack) {
    console.log(`no stack in ${runDir}`);
    return 0;
  }
  const before = (await stack.status()).filter((r) => r.running);
  await stack.stop();
  for (const r of before) console.log(`stopped ${r.name} (pid ${r.pid})`);
  return 0;
}

async function start() {
  if ((await attached()?.status())?.some((r) => r.running)) {
    console.error(
      `a stack is already running from ${runDir}: "npm run stack:local -- --status" shows it, "-- --stop" stops it`,
    );
    return 1;
  }
  ensureInfrastructure();
  const stack = await startStack({ port: Number(values.port), runDir, log: (line) => console.log(line) });
  for (const p of stack.processes)
    console.log(
      `  ${p.name.padEnd(14)} pid ${String(p.pid).padEnd(8)} ${p.port ? `port ${p.port}` : ''}${p.metricsPort ? `  metrics ${p.metricsPort}` : ''}`,
    );
  console.log(
    `\nlogs: ${path.join(runDir, 'logs')}\nstatus: npm run stack:local -- --status   stop: npm run stack:local -- --stop`,
  );
  console.log(`\nThe stack is up: ${stack.edgeUrl}`);
  return 0;
}

try {
  process.exitCode = values.stop ? await stop() : values.status ? await status() : await start();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
