import type { Config, Db, Logger } from '@nacho/core';
import { createContestSigner, sealFinishedMonths, type ContestSigner } from '@nacho/contest/jobs';
import type { JobDefinition } from './job-definition';

export const CONTEST_SEAL_JOB = 'contest-seal';

/** How often finished months are checked for a seal to make or renew (a crowning, a correction). */
export const CONTEST_SEAL_EVERY_MS = 10 * 60_000;

export interface ContestSealJobDeps {
  config: Pick<Config, 'contestTz' | 'contestSigning' | 'dataDir'>;
  logger: Logger;
  db: Db;
  now?: () => number;
  signer?: ContestSigner;
}

/**
 * contest-seal: every finished month that was crowned, declared or vacated gets its seal made, and
 * a new chained seal after each correction (docs/verify.md). Up-to-date months cost one read each;
 * the database's unique seal number keeps overlapping runs from sealing a month twice.
 */
export function contestSealJob(deps: ContestSealJobDeps): JobDefinition {
  const now = deps.now ?? Date.now;
  const signer = deps.signer ?? createContestSigner(deps.config);
  return {
    name: CONTEST_SEAL_JOB,
    everyMs: CONTEST_SEAL_EVERY_MS,
    runAtStart: async () => true,
    run: () => sealFinishedMonths(deps.db, signer, now(), deps.config.contestTz, deps.logger),
  };
}
