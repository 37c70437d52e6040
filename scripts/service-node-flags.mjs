// The V8 flags every HTTP service process starts with. The launchers that name them: the
// Dockerfile's CMD, docker-compose.yml, `npm start` (package.json) and scripts/stack, which
// scripts/service-node-flags.test.ts holds to this list, and the API and browser benchmarks.
//
// --no-memory-reducer: V8's memory reducer runs a full GC once the process has been idle for a
// while. That GC deoptimizes about 60 optimized functions of the request path (Node's http,
// streams, events and nextTick, and Koa's) for "weak objects": the reading that fits is that no
// request is in flight then, so the hidden classes only request objects use die with the code
// that embeds them. The functions are optimized again, but the server spends about 3 µs (15-20 %)
// more CPU a request from then on, measured over 100 s and across a second reduce GC
// (BENCHMARKS.md, "The memory reducer").
// Without the reducer no GC runs while the process idles: GCs come from allocation, that is while
// requests are being served and their maps are in use.
// The cost is memory: the heap keeps its high-water mark through idle times instead of shrinking
// (the reduce GC took the nft service on the demo collection from 78.5 to 44.6 MB committed).
//
// V8 flags cannot go into NODE_OPTIONS, and v8.setFlagsFromString('--no-memory-reducer') after
// start made the reducer run more often in a trial, so the flag goes on the command line.
// The worker keeps the reducer: it answers no requests, and its syncs leave garbage worth returning.
export const SERVICE_NODE_FLAGS = ['--no-memory-reducer'];

/** The node arguments that start `script` as a process of `kind` ('worker' or an HTTP service). */
export const nodeArgsFor = (kind, script) => (kind === 'worker' ? [script] : [...SERVICE_NODE_FLAGS, script]);
