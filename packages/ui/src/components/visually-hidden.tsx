import * as React from 'react';

/** Text for screen readers only (Tailwind's sr-only). */
export function VisuallyHidden(props: React.HTMLAttributes<HTMLSpanElement>) {
  return <span className="sr-only" {...props} />;
}
