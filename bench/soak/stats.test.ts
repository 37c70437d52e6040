import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** stats.mjs and goals.mjs are plain ESM: evaluate an expression over one in a child Node, as `npm run soak` runs it. */
function evaluate(expression: string, module = 'stats.mjs'): unknown {
  const script = `import * as m from ${JSON.stringify(path.join(__dirname, module))}; process.stdout.write(JSON.stringify(${expression}));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

describe('the soak arithmetic', () => {
  it('takes nearest-rank percentiles of 1..100 ms', () => {
    const summary = evaluate('m.latencySummary(Array.from({ length: 100 }, (_, i) => 100 - i))');
    expect(summary).toEqual({ count: 100, p50: 50, p95: 95, p99: 99, max: 100 });
  });

  it('lets one slow request of 200 decide the p99 only when it is among the slowest 1 %', () => {
    expect(evaluate('m.latencySummary([...Array(199).fill(10), 5000]).p99')).toBe(10);
    expect(evaluate('m.latencySummary([...Array(99).fill(10), 5000]).p99')).toBe(10);
    expect(evaluate('m.latencySummary([...Array(98).fill(10), 5000, 6000]).p99')).toBe(5000);
  });

  it('summarises no latencies as zeros', () => {
    expect(evaluate('m.latencySummary([])')).toEqual({ count: 0, p50: 0, p95: 0, p99: 0, max: 0 });
  });

  it('fits the least-squares slope of a noisy line', () => {
    // y = 3x + 7 with noise of -2 at even x and +2 at odd x, x = 0..19: sum((x - 9.5) * noise) = 20
    // and sum((x - 9.5)^2) = 665, so the fit is 3 + 20/665.
    const fitted = evaluate(
      'm.slope(Array.from({ length: 20 }, (_, x) => ({ x, y: 3 * x + 7 + (x % 2 ? 2 : -2) })))',
    ) as number;
    expect(fitted).toBeCloseTo(3 + 20 / 665, 9);
    expect(evaluate('m.slope([{ x: 0, y: 5 }, { x: 1, y: 5 }, { x: 2, y: 5 }])')).toBe(0);
    expect(evaluate('m.slope([{ x: 0, y: 10 }, { x: 2, y: 6 }])')).toBe(-2);
  });

  it('gives no slope for fewer than two distinct x', () => {
    expect(evaluate('m.slope([{ x: 1, y: 1 }])')).toBe(0);
    expect(evaluate('m.slope([{ x: 1, y: 1 }, { x: 1, y: 9 }])')).toBe(0);
  });

  it('keeps the points after the warm-up', () => {
    expect(evaluate('m.pointsFrom([{ x: 1, y: 1 }, { x: 2, y: 2 }, { x: 3, y: 3 }], 2)')).toEqual([
      { x: 2, y: 2 },
      { x: 3, y: 3 },
    ]);
  });

  it('keeps the lowest value of the window before each point, from one window after the first point on', () => {
    const series = '[{ x: 0, y: 5 }, { x: 1, y: 9 }, { x: 2, y: 4 }, { x: 3, y: 8 }, { x: 4, y: 7 }, { x: 5, y: 9 }]';
    expect(evaluate(`m.rollingMinimum(${series}, 2)`)).toEqual([
      { x: 2, y: 4 },
      { x: 3, y: 4 },
      { x: 4, y: 4 },
      { x: 5, y: 7 },
    ]);
    expect(evaluate('m.rollingMinimum([], 2)')).toEqual([]);
  });
});

// Samples every 10 s for 10 min of one process's RSS, as the soak records them.
const samplesOf = (rssAt: string) =>
  `Array.from({ length: 61 }, (_, i) => ({ atMin: i / 6, rss: { p: (${rssAt})(i / 6) } }))`;
// A heap that grows 40 MB over 55 s and is collected: the cycle ends on a peak at 10 min.
const SAWTOOTH = '(t) => 140 + 40 * (((t * 60) % 60) / 60)';

describe('the soak memory goal', () => {
  it('passes a GC sawtooth and a sync working set given back, whatever phase the run ends in', () => {
    expect(evaluate(`m.rssFigures(${samplesOf(SAWTOOTH)}, 2)[0]`, 'goals.mjs')).toMatchObject({
      ok: true,
      keptMbPerMin: expect.closeTo(0, 0),
    });
    // The worker: 65 MB for a minute after each sync, the last one in the run's last minute.
    const pulses = '(t) => 90 + (t % 3 >= 0.2 && t % 3 < 1.2 ? 65 : 0)';
    const worker = evaluate(`m.rssFigures(${samplesOf(pulses)}, 2)[0]`, 'goals.mjs') as Record<string, number>;
    expect(worker.mbPerMin).toBeGreaterThan(1);
    expect(worker).toMatchObject({ ok: true, keptMbPerMin: expect.closeTo(0, 0) });
  });

  it('fails memory that stays, under the same sawtooth, and judges nothing marked not judged', () => {
    const leak = `(t) => (${SAWTOOTH})(t) + 1.5 * t`;
    const figures = evaluate(`m.rssFigures(${samplesOf(leak)}, 2)[0]`, 'goals.mjs') as Record<string, number>;
    expect(figures.ok).toBe(false);
    expect(figures.keptMbPerMin).toBeGreaterThan(1.2);
    expect(evaluate(`m.rssFigures(${samplesOf(leak)}, 2, new Set(['p']))[0].ok`, 'goals.mjs')).toBe(true);
  });
});
