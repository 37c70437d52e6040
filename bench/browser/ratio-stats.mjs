/*
 * The ratios of the first-view benchmarks and their bootstrap intervals: shared by first-view.mjs,
 * which measures, and first-view-runs.mjs, which reads several of its runs together.
 */
import { median } from './cold-load.mjs';

/** A list of the same length, drawn from `list` with replacement. */
const resample = (list) => Array.from(list, () => list[Math.floor(Math.random() * list.length)]);

/** The 5th and 95th percentiles of `statistic()` over `rounds` bootstrap rounds. */
function bootstrapInterval(statistic, rounds = 2000) {
  const values = Array.from({ length: rounds }, statistic).sort((x, y) => x - y);
  return [values[Math.floor(rounds * 0.05)], values[Math.floor(rounds * 0.95)]];
}

/** 90 % bootstrap interval of median(a) / median(b). */
export const ratioInterval = (a, b) => bootstrapInterval(() => median(resample(a)) / median(resample(b)));

/**
 * The ratio run by run: a[i] / b[i] (the two loads of one run, minutes apart at most, under the same
 * load of this shared machine), their median and its 90 % bootstrap interval. The ways' medians
 * compare loads made up to half an hour apart; this pairs each load with its own run's.
 */
export function pairedRatio(a, b) {
  const ratios = a.map((value, i) => value / b[i]);
  return { median: median(ratios), interval: bootstrapInterval(() => median(resample(ratios))) };
}

/** An interval as the results files print it. */
export const interval = ([low, high]) => `${low.toFixed(2)}-${high.toFixed(2)}`;
