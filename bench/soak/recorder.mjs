/**
 * Every answer of the soak, by kind of request: its latency, and whether it was a success, a
 * designed answer (a refusal the product means to give: named by status and error code) or an
 * error (anything else: a 5xx, a hang, a reset, an error nobody designed, HTML where JSON belongs).
 */
import { latencySummary } from './stats.mjs';

/** The refusals each kind may get by design, by HTTP status: the JSON error codes. */
export const DESIGNED_ANSWERS = {
  like: { 400: ['already_liked'], 429: ['daily_limit_reached'] },
  'wallet challenge': { 429: ['too_many_sign_in_attempts'] },
  'wallet verify': { 429: ['too_many_sign_in_attempts'] },
  'admin sign-in': { 429: ['too_many_attempts'] },
};

/** What an answer was: 'ok', 'designed' or 'error'. `expectJson`: an API answer must be JSON. */
export function classify(kind, answer, { expectJson }) {
  if (answer.status >= 200 && answer.status < 300)
    return expectJson && answer.status !== 204 && answer.json === undefined ? 'error' : 'ok';
  return (DESIGNED_ANSWERS[kind]?.[answer.status] ?? []).includes(answer.errorCode) ? 'designed' : 'error';
}

const describe = (method, path, a) =>
  `${method} ${path.replace(/\/(kaspa:)?[a-z0-9]{50,}/, '/<address>')} -> ${a.status || a.failure}${a.errorCode ? ` ${a.errorCode}` : ''}`;

export function createRecorder() {
  const kinds = new Map();
  const of = (kind) => {
    let k = kinds.get(kind);
    if (!k) kinds.set(kind, (k = { latencies: [], ok: 0, designed: {}, errors: {}, examples: [] }));
    return k;
  };
  return {
    /** Records one answer; returns its class. */
    record(kind, method, path, answer, { expectJson = true, at = 0 } = {}) {
      const k = of(kind);
      k.latencies.push(answer.ms);
      const outcome = classify(kind, answer, { expectJson });
      if (outcome === 'ok') k.ok++;
      else if (outcome === 'designed') {
        const what = `${answer.status} ${answer.errorCode}`;
        k.designed[what] = (k.designed[what] ?? 0) + 1;
      } else {
        const what = `${answer.status || answer.failure}${answer.errorCode ? ` ${answer.errorCode}` : ''}`;
        k.errors[what] = (k.errors[what] ?? 0) + 1;
        if (k.examples.length < 5) k.examples.push(`${describe(method, path, answer)} at ${Math.round(at / 1000)} s`);
      }
      return outcome;
    },
    /** Requests recorded so far. */
    count: () => [...kinds.values()].reduce((sum, k) => sum + k.latencies.length, 0),
    /** Per kind: count, ok, designed answers, errors, latency percentiles (ms). */
    summary() {
      return [...kinds].map(([kind, k]) => ({
        kind,
        ...latencySummary(k.latencies),
        ok: k.ok,
        designed: k.designed,
        designedCount: Object.values(k.designed).reduce((a, b) => a + b, 0),
        errors: k.errors,
        errorCount: Object.values(k.errors).reduce((a, b) => a + b, 0),
        examples: k.examples,
      }));
    },
  };
}
