import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  connects,
  monitoredMetricNames,
  nonLoopbackAddresses,
  sampledSeriesNames,
  sampleValue,
} from '@nacho/core/testing';
import { readHarnessState } from '../e2e/support/harness-state';
import { attachedStack, stackInfo } from './support/stack-harness';
import { signInWithWallet } from './support/wallet-sign-in';

jest.setTimeout(90_000);

/**
 * Metrics in the distributed stack: every node process (2 replicas each of nft, contest, market,
 * and the 2 workers) serves /metrics on a port of its own on 127.0.0.1 only, shown by --status;
 * /metrics through the edge and on the services' own ports is a 404; and the scrapes of the
 * running stack hold every metric that deploy/prometheus/alerts.yml and the Grafana dashboard use.
 */
const REPO_ROOT = path.resolve(__dirname, '..');

interface ScrapedProcess {
  name: string;
  kind: string;
  port?: number;
  metricsPort?: number;
}

describe('metrics in the distributed stack', () => {
  let nodeProcesses: ScrapedProcess[];
  beforeAll(async () => {
    const stack = await attachedStack();
    nodeProcesses = (await stack.status()).filter((p) => ['nft', 'contest', 'market', 'worker'].includes(p.kind));
  });

  it('gives every node process its own metrics port, shown by "stack:local --status"', () => {
    expect(nodeProcesses.map((p) => p.name).sort()).toEqual([
      'contest-1',
      'contest-2',
      'market-1',
      'market-2',
      'nft-1',
      'nft-2',
      'worker-1',
      'worker-2',
    ]);
    const ports = nodeProcesses.map((p) => p.metricsPort);
    for (const port of ports) expect(port).toEqual(expect.any(Number));
    expect(new Set(ports).size).toBe(ports.length);
    for (const p of nodeProcesses) expect(p.metricsPort).not.toBe(p.port);

    const status = spawnSync(
      process.execPath,
      [path.join(REPO_ROOT, 'scripts/stack/cli.mjs'), '--status', '--run-dir', readHarnessState().workDir],
      { encoding: 'utf8' },
    );
    const out = status.stdout;
    expect(out).toMatch(/^name\s+pid\s+port\s+metrics\s+health$/m);
    for (const p of nodeProcesses)
      expect(out).toMatch(new RegExp(`^${p.name}\\s+\\d+\\s+(\\d+|-)\\s+${p.metricsPort}\\s+healthy$`, 'm'));
  });

  it("serves /metrics on 127.0.0.1 only; the edge and the services' own ports answer 404", async () => {
    const { edgeUrl } = stackInfo();
    for (const p of ['/metrics', '/metrics/', '/metrics?x=1']) {
      const res = await fetch(`${edgeUrl}${p}`);
      expect(`${p} ${res.status}`).toBe(`${p} 404`);
      expect(await res.text()).not.toMatch(/nacho_|# HELP/);
    }
    for (const p of nodeProcesses) {
      const res = await fetch(`http://127.0.0.1:${p.metricsPort}/metrics`);
      expect(`${p.name} ${res.status}`).toBe(`${p.name} 200`);
      expect(await res.text()).toMatch(/^process_cpu_user_seconds_total /m);
      if (p.port)
        expect(`${p.name} ${(await fetch(`http://127.0.0.1:${p.port}/metrics`)).status}`).toBe(`${p.name} 404`);
      for (const address of nonLoopbackAddresses())
        expect(`${p.name} on ${address}: ${await connects(address, p.metricsPort!)}`).toBe(
          `${p.name} on ${address}: false`,
        );
    }
  });

  it('after some traffic, the scrapes hold every metric the alert rules and the dashboard use', async () => {
    const { edgeUrl } = stackInfo();
    for (let i = 0; i < 6; i++) expect((await fetch(`${edgeUrl}/api/nft/nfts/${i + 1}/detail`)).status).toBe(200);
    expect((await fetch(`${edgeUrl}/api/market/dashboard-stats`)).status).toBeLessThan(500);
    const { client } = await signInWithWallet(edgeUrl);
    const tokenId = 2000 + Math.floor(Math.random() * 1000);
    expect((await client.post(`/api/likes/nft/${tokenId}`)).status).toBe(200);
    expect((await client.post(`/api/likes/nft/${tokenId}`)).status).toBe(400);

    const scrapes = await Promise.all(
      nodeProcesses.map(async (p) => ({
        ...p,
        text: await (await fetch(`http://127.0.0.1:${p.metricsPort}/metrics`)).text(),
      })),
    );
    const sampled = new Set(scrapes.flatMap((s) => [...sampledSeriesNames(s.text)]));
    const used = monitoredMetricNames();
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((name) => !sampled.has(name))).toEqual([]);

    const byName = new Map(scrapes.map((s) => [s.name, s.text]));
    for (const s of scrapes) {
      expect(`${s.name} database ${sampleValue(s.text, 'nacho_database_up')}`).toBe(`${s.name} database 1`);
      expect(`${s.name} redis ${sampleValue(s.text, 'nacho_redis_up')}`).toBe(`${s.name} redis 1`);
    }
    // Route patterns, never raw URLs.
    const nftText = byName.get('nft-1')! + byName.get('nft-2')!;
    expect(nftText).toMatch(/route="\/api\/nft\/nfts\/:tokenId\/detail"/);
    expect(nftText).not.toMatch(/route="\/api\/nft\/nfts\/\d/);
    // The like and the wallet sign-in were counted by one of the contest replicas.
    const contest = ['contest-1', 'contest-2'].map((n) => byName.get(n)!);
    const total = (series: string) => contest.reduce((sum, text) => sum + (sampleValue(text, series) ?? 0), 0);
    expect(total('nacho_likes_total{outcome="accepted",reason="ok"}')).toBeGreaterThanOrEqual(1);
    expect(total('nacho_likes_total{outcome="refused",reason="already_liked"}')).toBeGreaterThanOrEqual(1);
    expect(total('nacho_sign_ins_total{method="wallet",outcome="success"}')).toBeGreaterThanOrEqual(1);
    // The workers count each queue; the sync state says the collection is synced.
    for (const name of ['worker-1', 'worker-2']) {
      const text = byName.get(name)!;
      expect(text).toMatch(/^nacho_queue_jobs\{queue="collection-sync",state="waiting"\} \d+$/m);
      expect(sampleValue(text, 'nacho_sync_last_success_timestamp_seconds')).toBeGreaterThan(0);
    }
    // Only the processes that run jobs report the job state.
    expect(byName.get('nft-1')).not.toMatch(/^nacho_sync_last_success_timestamp_seconds/m);
  });
});
