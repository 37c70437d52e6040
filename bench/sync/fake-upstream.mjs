#!/usr/bin/env node
/**
 * The fake KRC-721 indexer and IPFS gateways of bench/sync/faults.mjs, in their own process.
 * Usage: node fake-upstream.mjs <scenario> <run>; prints {indexerUrl, gatewayUrls} as one JSON line.
 * Scenarios (SCENARIOS below): clean and faulty with three gateways, one-gateway-clean and
 * one-gateway-faulty. A faulty gateway answers 20 % of requests with one of nine faults (500, 502,
 * 503, 504, 429 with Retry-After 1, reset, hang = never answers, HTML body, truncated body); a
 * faulty indexer 10 %; a dead gateway always 503.
 */
import { benchCollection, worker } from './setup.mjs';

const { createSeededRandom } = worker('sources/demo/index.js');
const { startFakeIndexer } = worker('sources/krc721/testing/fake-indexer.js');
const { startFakeGateway, serveMetadata } = worker('sources/krc721/testing/fake-gateway.js');

/** Per scenario: the indexer's fault rate and each gateway's ('dead' = always 503). */
const SCENARIOS = {
  clean: { indexer: 0, gateways: [0, 0, 0] },
  faulty: { indexer: 0.1, gateways: ['dead', 0.2, 0.2] },
  'one-gateway-clean': { indexer: 0, gateways: [0] },
  'one-gateway-faulty': { indexer: 0.1, gateways: ['dead', 0.2] },
};

const [name, run] = process.argv.slice(2);
const scenario = SCENARIOS[name];
if (!scenario) {
  console.error(`unknown scenario ${name}; one of ${Object.keys(SCENARIOS).join(', ')}`);
  process.exit(2);
}
const collection = benchCollection('bench-faults');
const CID = collection.info.buri.slice('ipfs://'.length);

const STATUS_FAULTS = [500, 502, 503, 504, 429];
const TRANSPORT_FAULTS = ['reset', 'hang', 'html', 'truncated'];
const FAULT_KINDS = STATUS_FAULTS.length + TRANSPORT_FAULTS.length;
const faultsSent = {};

/** One of the nine faults, equally likely. */
function pickFault(random) {
  const i = random.int(0, FAULT_KINDS - 1);
  const fault =
    i < STATUS_FAULTS.length ? { status: STATUS_FAULTS[i] } : { fault: TRANSPORT_FAULTS[i - STATUS_FAULTS.length] };
  const kind = fault.status ?? fault.fault;
  faultsSent[kind] = (faultsSent[kind] ?? 0) + 1;
  return fault;
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
    faults: scenario.indexer ? () => (random.next() < scenario.indexer ? pickFault(random) : undefined) : undefined,
  });
  const serve = serveMetadata(CID, collection.metadata);
  const gateways = [];
  for (const [i, rate] of scenario.gateways.entries()) {
    const answer =
      rate === 'dead'
        ? () => ({ kind: 'status', status: 503 })
        : rate
          ? (cidPath, tokenId) => (random.next() < rate ? gatewayAnswer(pickFault(random)) : serve(cidPath, tokenId))
          : serve;
    gateways.push(await startFakeGateway(`gateway-${i + 1}`, answer));
  }
  // BENCH_VERBOSE=1: how many requests each server answered and the faults sent, printed to stderr when stopped.
  if (process.env.BENCH_VERBOSE) {
    process.once('SIGTERM', () => {
      console.error(
        `  requests: indexer ${indexer.requests.length}, gateways ${gateways.map((g) => g.requests.length).join(' / ')}; faults ${JSON.stringify(faultsSent)}`,
      );
      process.exit(0);
    });
  }
  return { indexerUrl: indexer.url, gatewayUrls: gateways.map((g) => g.gatewayUrl) };
}

process.stdout.write(`${JSON.stringify(await startServers())}\n`);
