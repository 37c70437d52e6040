import { Bar, BarChart, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SUSPICIOUS_LIKES_PER_SLOT, viewerTimeZone, zoneAbbreviation } from '@nacho/domain';
import type { ActivitySlot } from '@nacho/contracts';

const hourLabel = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const isSuspicious = (count: number) => count > SUSPICIOUS_LIKES_PER_SLOT;

/** Likes per hour over the last 24 hours; bars over 10 likes are highlighted as suspicious. */
export function ActivityChart({ slots }: { slots: ActivitySlot[] }) {
  const data = slots.map((s) => ({ label: hourLabel.format(new Date(s.time)), count: s.count }));
  const flagged = data.filter((d) => isSuspicious(d.count));
  // The hours are the viewer's, as every time the site shows: the zone is named once, beside the chart.
  const zone = zoneAbbreviation(Date.now(), viewerTimeZone());
  const summary = `Likes per hour over the last 24 hours (${zone}): ${data.reduce((n, d) => n + d.count, 0)} in total. ${
    flagged.length
      ? `Suspicious (over ${SUSPICIOUS_LIKES_PER_SLOT} likes): ${flagged.map((d) => `${d.label} with ${d.count}`).join(', ')}.`
      : 'No suspicious hours.'
  }`;
  return (
    <figure className="flex flex-col gap-2">
      <div className="h-64 w-full" role="img" aria-label={summary}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <XAxis
              dataKey="label"
              tick={{ fontSize: 11, fill: 'var(--color-muted-foreground)' }}
              interval="preserveStartEnd"
              minTickGap={12}
            />
            <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: 'var(--color-muted-foreground)' }} />
            <Tooltip
              cursor={{ fill: 'var(--color-muted)', opacity: 0.4 }}
              contentStyle={{
                background: 'var(--color-popover)',
                border: '1px solid var(--color-border)',
                borderRadius: 6,
                fontSize: 12,
              }}
              formatter={(value) => [`${String(value)} likes`, isSuspicious(Number(value)) ? 'Suspicious' : 'Likes']}
            />
            <Bar dataKey="count" radius={[3, 3, 0, 0]} isAnimationActive={false}>
              {data.map((d, i) => (
                <Cell key={i} fill={isSuspicious(d.count) ? 'var(--color-destructive)' : 'var(--color-primary)'} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="flex flex-wrap items-center gap-4 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-primary" /> Likes per hour ({zone})
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-destructive" /> Over {SUSPICIOUS_LIKES_PER_SLOT}{' '}
          likes (suspicious)
        </span>
      </figcaption>
    </figure>
  );
}
