import type { Logger } from '@nacho/core';
import type { LiveBus, LiveEvent } from '@nacho/contest/jobs';
import type { PreviewPrerenderer } from '@nacho/nft/jobs';
import type { JobDefinition, JobRunner } from './job-definition';

export const PREVIEW_PRERENDER_JOB = 'preview-prerender';

export interface PreviewPrerenderJobDeps {
  prerenderer: PreviewPrerenderer;
  logger: Logger;
  /** The catch-up run (an event missed, a card dropped from the store); default 2 minutes. */
  everyMs?: number;
}

/**
 * preview-prerender: the link-preview cards crawlers ask for after a change (the NFT of the Month,
 * the running month and its leaders, the site's card), rendered and stored before they ask. Runs
 * when the collection or the contest changed (previewTriggers) and every couple of minutes to
 * catch up; a run without a change costs a few lookups.
 */
export function previewPrerenderJob(deps: PreviewPrerenderJobDeps): JobDefinition {
  return {
    name: PREVIEW_PRERENDER_JOB,
    everyMs: deps.everyMs ?? 120_000,
    runAtStart: async () => true,
    run: async ({ signal }) => {
      const outcome = await deps.prerenderer.prerender({ signal });
      if (outcome.rendered.length || outcome.incomplete.length || outcome.failed.length)
        deps.logger.info(
          { rendered: outcome.rendered, incomplete: outcome.incomplete, failed: outcome.failed },
          'preview cards pre-rendered',
        );
      return outcome;
    },
  };
}

/** Contest events after which a card a crawler may ask for shows something else. */
const changesCards = (event: LiveEvent) =>
  (event.type === 'likes' && event.current) || event.type === 'likes-reset' || event.type === 'winners';

export interface PreviewTriggerOptions {
  /** Where the contest's changes are heard (Redis pub/sub across processes, or in-process). */
  bus?: Pick<LiveBus, 'subscribe'>;
  logger: Logger;
  /** A run this long after the last change (likes come in bursts) ... */
  quietMs?: number;
  /** ... but no later than this after the first change of a burst. */
  maxWaitMs?: number;
}

/**
 * Runs preview-prerender soon after a change: a contest event (a like in the running month,
 * removed likes, a new or corrected winner) or a published collection version (`changed()`).
 * Changes in a burst are folded into one run, at most `maxWaitMs` after the first.
 */
export function withPreviewTriggers(
  runner: JobRunner,
  options: PreviewTriggerOptions,
): JobRunner & { changed(): void } {
  const quietMs = options.quietMs ?? 2000;
  const maxWaitMs = options.maxWaitMs ?? 10_000;
  let timer: NodeJS.Timeout | undefined;
  let firstChangeAt: number | undefined;
  let unsubscribe: (() => void) | undefined;
  let running = false;

  const fire = () => {
    timer = undefined;
    firstChangeAt = undefined;
    runner
      .trigger(PREVIEW_PRERENDER_JOB)
      .catch((err: unknown) => options.logger.warn({ err }, 'preview-prerender could not be triggered'));
  };
  const changed = () => {
    if (!running) return;
    const now = Date.now();
    firstChangeAt ??= now;
    clearTimeout(timer);
    timer = setTimeout(fire, Math.max(0, Math.min(quietMs, firstChangeAt + maxWaitMs - now)));
    timer.unref();
  };
  return {
    ...runner,
    changed,
    async start() {
      running = true;
      unsubscribe = options.bus?.subscribe((event) => {
        if (changesCards(event)) changed();
      });
      await runner.start();
    },
    async stop() {
      running = false;
      unsubscribe?.();
      clearTimeout(timer);
      await runner.stop();
    },
  };
}
