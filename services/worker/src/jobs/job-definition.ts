/** A background job the runner schedules every `everyMs` (or on `cron`), on BullMQ or inline. */
export interface JobDefinition {
  /** Also the BullMQ queue and job scheduler id. */
  name: string;
  everyMs: number;
  /** A cron pattern with seconds (e.g. '0 0 0 * * *') in an IANA zone; replaces `everyMs` when set. */
  cron?: { pattern: string; tz: string };
  /** Whether to run once right away when the runner starts (e.g. the collection was never synced). */
  runAtStart(): Promise<boolean>;
  /** The processor; `signal` aborts when the runner stops. */
  run(context: { signal: AbortSignal }): Promise<unknown>;
}

export interface JobRunner {
  start(): Promise<void>;
  /** Stops scheduling, interrupts running jobs and waits for them (and, on BullMQ, closes workers and queues). */
  stop(): Promise<void>;
  /** Queues (BullMQ) or starts (inline) a run now; resolves without waiting for it to finish. */
  trigger(jobName: string): Promise<void>;
  /** When the job runs next on its schedule (epoch ms), or null when not scheduled. */
  nextRunAt(jobName: string): Promise<number | null>;
}

export class UnknownJobError extends Error {
  constructor(name: string, known: string[]) {
    super(`unknown job "${name}" (known: ${known.join(', ')})`);
    this.name = 'UnknownJobError';
  }
}

export function findJob(jobs: readonly JobDefinition[], name: string): JobDefinition {
  const job = jobs.find((j) => j.name === name);
  if (!job)
    throw new UnknownJobError(
      name,
      jobs.map((j) => j.name),
    );
  return job;
}
