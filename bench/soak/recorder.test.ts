import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** recorder.mjs is plain ESM: evaluate an expression over it in a child Node, as `npm run soak` runs it. */
function evaluate(expression: string): unknown {
  const script = `import * as m from ${JSON.stringify(path.join(__dirname, 'recorder.mjs'))}; process.stdout.write(JSON.stringify(${expression}));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

describe('what the soak counts as an error', () => {
  it('counts the daily limit and a repeated like as designed answers of a like, by status and code', () => {
    expect(
      evaluate(
        `['already_liked', 'daily_limit_reached'].map((c, i) => m.classify('like', { status: [400, 429][i], errorCode: c, json: {} }, { expectJson: true }))`,
      ),
    ).toEqual(['designed', 'designed']);
  });

  it('counts a designed code under another status, or for another kind, as an error', () => {
    expect(
      evaluate(`m.classify('like', { status: 500, errorCode: 'daily_limit_reached', json: {} }, { expectJson: true })`),
    ).toBe('error');
    expect(
      evaluate(
        `m.classify('unlike', { status: 429, errorCode: 'daily_limit_reached', json: {} }, { expectJson: true })`,
      ),
    ).toBe('error');
  });

  it('counts a hang, and an API success that is not JSON, as errors; a 204 and an HTML page as successes', () => {
    expect(
      evaluate(
        `m.classify('explorer API read', { status: 0, failure: 'no answer within 10000 ms' }, { expectJson: true })`,
      ),
    ).toBe('error');
    expect(evaluate(`m.classify('explorer API read', { status: 200 }, { expectJson: true })`)).toBe('error');
    expect(evaluate(`m.classify('sign-out', { status: 204 }, { expectJson: true })`)).toBe('ok');
    expect(evaluate(`m.classify('explorer page', { status: 200 }, { expectJson: false })`)).toBe('ok');
  });

  it('sums up each kind: requests, designed answers and errors by what they were', () => {
    const script = `(() => {
      const r = m.createRecorder();
      r.record('like', 'POST', '/api/likes/nft/1', { status: 200, json: {}, ms: 10 });
      r.record('like', 'POST', '/api/likes/nft/1', { status: 400, errorCode: 'already_liked', json: {}, ms: 20 });
      r.record('like', 'POST', '/api/likes/nft/2', { status: 502, errorCode: 'service_unavailable', json: {}, ms: 30 });
      const [like] = r.summary();
      return { count: r.count(), ok: like.ok, designed: like.designed, errors: like.errors, max: like.max };
    })()`;
    expect(evaluate(script)).toEqual({
      count: 3,
      ok: 1,
      designed: { '400 already_liked': 1 },
      errors: { '502 service_unavailable': 1 },
      max: 30,
    });
  });
});
