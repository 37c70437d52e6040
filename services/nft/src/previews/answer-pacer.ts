/**
 * Card requests are handled a few per turn of the event loop. A burst of 300 crawler requests
 * handled at once writes 300 pictures of 150 kB back to back, and an API request that arrived
 * meanwhile waits behind all of them (measured: the API's p99 250-800 ms on the 2-core machine
 * under load, with or without renders, 75-145 ms with the pacer; BENCHMARKS.md). Released
 * `perTurn` at a time, one setImmediate apart, the API requests that came in between are answered
 * between two groups: the burst costs the same work, after the API's.
 */
export function createAnswerPacer(perTurn: number) {
  const waiting: Array<() => void> = [];
  let scheduled = false;
  const release = () => {
    scheduled = false;
    for (let sent = 0; sent < perTurn && waiting.length; sent++) waiting.shift()!();
    if (waiting.length) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(release);
  };
  return {
    /** Resolves when this answer may go out. */
    turn(): Promise<void> {
      return new Promise((resolve) => {
        waiting.push(resolve);
        schedule();
      });
    },
  };
}
