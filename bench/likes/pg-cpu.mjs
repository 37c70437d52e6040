/**
 * CPU time (µs) of the PostgreSQL backends serving one database: the benchmark's share of the
 * shared server, read from /proc (Linux). Backends that exit between two readings are missed;
 * the pools keep theirs open for the whole run.
 */
import { readFileSync } from 'node:fs';

const TICK_MICROS = 10_000; // CLK_TCK 100

export async function pgBackendCpu(db, dbName) {
  const { rows } = await db.raw('select pid from pg_stat_activity where datname = ? and pid <> pg_backend_pid()', [
    dbName,
  ]);
  const byPid = new Map();
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      byPid.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MICROS);
    } catch {
      // gone meanwhile
    }
  }
  return byPid;
}

/** CPU used between two readings (a backend new since the first counts from 0). */
export function cpuBetween(before, after) {
  let total = 0;
  for (const [pid, micros] of after) total += micros - (before.get(pid) ?? 0);
  return total;
}
