import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../api/compiled.mjs';

/**
 * The command line of a browser bench: --runs N (a positive whole number; default `runs`),
 * --out FILE (default bench/results/`out`) and the bench's own options, each `name: [default,
 * parse(text)]`. `--flag value` and `--flag=value` both work; anything else fails with `usage`.
 */
export function benchArgs(argv, { runs, out, usage, more = {} }) {
  const names = ['runs', 'out', ...Object.keys(more)];
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: Object.fromEntries(names.map((n) => [n, { type: 'string' }])) }));
  } catch (err) {
    throw new Error(`${err.message} (use ${usage})`);
  }
  const args = {
    runs: values.runs === undefined ? runs : Number(values.runs),
    out: values.out === undefined ? path.join(root, 'bench', 'results', out) : path.resolve(values.out),
  };
  for (const [name, [fallback, parse]] of Object.entries(more))
    args[name] = values[name] === undefined ? fallback : parse(values[name]);
  if (!Number.isInteger(args.runs) || args.runs < 1) throw new Error('--runs must be a positive whole number');
  return args;
}
