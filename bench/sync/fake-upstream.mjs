#!/usr/bin/env node
/**
 * The fake KRC-721 indexer and three IPFS gateways of bench/sync/faults.mjs, in their own process.
 * Usage: node fake-upstream.mjs clean|faulty <run>; prints {indexerUrl, gatewayUrls} as one JSON line.
 * faulty: gateway 1 always 503; gateways 2 and 3 answer 20 % of requests with one of nine faults
 * (500, 502, 503, 504, 429, reset, hang, HTML body, truncated body); the indexer 10 %.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const compiled = (relativePath) => require(path.join(root, relativePath));
const { generateDemoCollection, createSeededRandom } = compiled('services/worker/dist/sources/demo/index.js');
const { demoSnapshot } = compiled('services/worker/dist/sources/demo-source.js');
const { startFakeIndexer } = compiled('services/worker/dist/sources/krc721/testing/fake-indexer.js');
const { startFakeGateway, serveMetadata } = compiled('services/worker/dist/sources/krc721/testing/fake-gateway.js');

const [mode, run] = process.argv.slice(2);
const faulty = mode === 'faulty';
const collection = demoSnapshot(generateDemoCollection({ seed: 'bench-faults', endAt: Date.UTC(2025, 0, 1) }));
const CID = collection.info.buri.slice('ipfs://'.length);

const STATUS_FAULTS = [500, 502, 503, 504, 429];
const TRANSPORT_FAULTS = ['reset', 'hang', 'html', 'truncated'];
const FAULT_KINDS = STATUS_FAULTS.length + TRANSPORT_FAULTS.length;

/** One of the nine faults, equally likely. */
function pickFault(random) {
  const i = random.int(0, FAULT_KINDS - 1);
  return i < STATUS_FAULTS.length ? { status: STATUS_FAULTS[i] } : { fault: TRANSPORT_FAULTS[i - STATUS_FAULTS.length] };
}

function gatewayAnswer(fault) {
  if ('fault' in fault) return { kind: 'fault', fault: fault.fault };
  return { kind: 'status', status: fault.status, headers: fault.status === 429 ? { 'retry-after': '1' } : undefined };
}

async function startServers() {
  const random = createSeededRandom(`faults-${run}`);
  const indexer = await startFakeIndexer({
    info: collection.info,
    tokens: collection.tokens,
    faults: faulty ? () => (random.next() < 0.1 ? pickFault(random) : undefined) : undefined,
  });
  const serve = serveMetadata(CID, collection.metadata);
  const flaky = (cidPath, tokenId) => (faulty && random.next() < 0.2 ? gatewayAnswer(pickFault(random)) : serve(cidPath, tokenId));
  const gateways = [
    await startFakeGateway('down', faulty ? () => ({ kind: 'status', status: 503 }) : serve),
    await startFakeGateway('second', flaky),
    await startFakeGateway('third', flaky),
  ];
  // BENCH_VERBOSE=1: how many requests each server answered, printed to stderr when stopped.
  if (process.env.BENCH_VERBOSE) {
    process.once('SIGTERM', () => {
      console.error(`  requests: indexer ${indexer.requests.length}, gateways ${gateways.map((g) => g.requests.length).join(' / ')}`);
      process.exit(0);
    });
  }
  return { indexerUrl: indexer.url, gatewayUrls: gateways.map((g) => g.gatewayUrl) };
}

process.stdout.write(`${JSON.stringify(await startServers())}\n`);
