/** The soak's figures as markdown (summary.md in the run dir, also printed). */

const ms = (v) => `${Math.round(v)} ms`;
const n = (v) => v.toLocaleString('en-US');
const named = (counts) =>
  Object.entries(counts)
    .map(([what, count]) => `${n(count)} × ${what}`)
    .join(', ') || '-';

export function renderSummary({
  settings,
  loadavg,
  kinds,
  rss,
  heap,
  samples,
  redisOtherSlope,
  verdicts,
  counters,
  elapsedMs,
}) {
  const lines = [];
  const total = kinds.reduce((s, k) => s + k.count, 0);
  lines.push(`# Soak: ${settings.clients} connections through the edge for ${settings.minutes} min`, '');
  lines.push(`- date: ${settings.startedAt} (load ran ${(elapsedMs / 60_000).toFixed(1)} min), ${settings.cpus} CPUs`);
  lines.push(`- load average (1/5/15 min): before \`${loadavg.before}\`, after \`${loadavg.after}\``);
  lines.push(
    `- mix (weights): ${Object.entries(settings.mix)
      .map(([k, w]) => `${k} ${w}`)
      .join(', ')}; DAILY_LIKE_LIMIT=${settings.dailyLikeLimit}, SYNC_INTERVAL_MINUTES=${settings.syncIntervalMinutes}`,
  );
  lines.push(
    `- ${n(total)} requests (${(total / (elapsedMs / 1000)).toFixed(0)}/s); ${n(counters.signIns)} wallet sign-ins, ${n(counters.signOuts)} sign-outs, ${n(counters.adminSignIns)} admin sign-ins`,
  );
  lines.push(
    `- warm-up excluded from the RSS slopes: the first ${settings.warmupMin} min; samples every ${settings.sampleSeconds} s`,
    '',
  );

  lines.push('## Verdicts', '', '| goal | verdict | detail |', '|---|---|---|');
  for (const v of verdicts) lines.push(`| ${v.goal} | ${v.ok ? 'met' : '**missed**'} | ${v.detail} |`);

  lines.push(
    '',
    '## Requests by kind',
    '',
    '| kind | requests | ok | designed answers | errors | p50 | p95 | p99 | max |',
    '|---|---|---|---|---|---|---|---|---|',
  );
  for (const k of kinds)
    lines.push(
      `| ${k.kind} | ${n(k.count)} | ${n(k.ok)} | ${named(k.designed)} | ${named(k.errors)} | ${ms(k.p50)} | ${ms(k.p95)} | ${ms(k.p99)} | ${ms(k.max)} |`,
    );
  const examples = kinds.flatMap((k) => k.examples.map((e) => `- ${k.kind}: ${e}`));
  if (examples.length) lines.push('', 'First errors:', '', ...examples);

  lines.push(
    '',
    '## Resident memory (RSS) per process',
    '',
    `Judged: the slope of what each process keeps, its RSS's lowest value within the ${settings.keptWindowMin} min before each sample (from ${settings.keptWindowMin} min after the warm-up on); beside it the slope through every sample, which a collection cycle or a sync's working set at the end of the run decides.`,
    '',
    '| process | after warm-up | end | max | slope of what it keeps | slope through every sample |',
    '|---|---|---|---|---|---|',
  );
  const signed = (v) => `${v >= 0 ? '+' : ''}${v.toFixed(2)} MB/min`;
  for (const p of rss)
    lines.push(
      `| ${p.name} | ${p.startMb.toFixed(1)} MB | ${p.endMb.toFixed(1)} MB | ${p.maxMb.toFixed(1)} MB | ${signed(p.keptMbPerMin)}${p.ok ? '' : ' **missed**'}${p.judged ? '' : ' (not judged)'} | ${signed(p.mbPerMin)} |`,
    );

  lines.push(
    '',
    'V8 old space of the Node services after the warm-up (from their metrics listeners), and its size right after each major collection seen (a drop of more than a fifth):',
    '',
    '| process | old space after warm-up | end | max | after each major collection | outside the heap: slope |',
    '|---|---|---|---|---|---|',
  );
  for (const h of heap) {
    const floors =
      h.afterMajorGc.map((g) => `${g.oldSpace.toFixed(1)} MB at ${g.atMin.toFixed(1)} min`).join(', ') || 'none';
    lines.push(
      `| ${h.name} | ${h.oldStartMb.toFixed(1)} MB | ${h.oldEndMb.toFixed(1)} MB | ${h.oldMaxMb.toFixed(1)} MB | ${floors} | ${h.externalMbPerMin.toFixed(2)} MB/min |`,
    );
  }

  const prefixes = [...new Set(samples.flatMap((s) => Object.keys(s.redis.prefixes)))].sort();
  lines.push(
    '',
    '## Redis keys over time',
    '',
    `| min | DBSIZE | ${prefixes.join(' | ')} | sessions bound | sign-in limit bound |`,
    `|---|---|${prefixes.map(() => '---|').join('')}---|---|`,
  );
  const everyMinute = samples.filter(
    (s, i) => i === 0 || i === samples.length - 1 || Math.floor(s.atMin) !== Math.floor(samples[i - 1].atMin),
  );
  for (const s of everyMinute) {
    const bound = s.counters.signIns + s.counters.adminSignIns - s.counters.signOuts + settings.clients;
    lines.push(
      `| ${s.atMin.toFixed(1)} | ${n(s.redis.dbsize)} | ${prefixes.map((p) => n(s.redis.prefixes[p] ?? 0)).join(' | ')} | ${n(bound)} | ${n(s.signInAddressesInWindow)} |`,
    );
  }
  lines.push(
    '',
    `Other keys (not sessions or limits), slope in the last third: ${redisOtherSlope.toFixed(2)} keys/min.`,
  );
  return `${lines.join('\n')}\n`;
}
