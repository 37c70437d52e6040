import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/** The box of a chart over time (the holders and market charts): its size, its accessible name and test id. */
export function TimeSeriesFrame({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactElement;
}) {
  return (
    <div className="h-48 w-full md:h-56" role="img" aria-label={label} data-testid={testId}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}
