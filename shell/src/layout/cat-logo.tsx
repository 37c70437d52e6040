import { cn } from '@nacho/ui';

/** The NACHO cat mark: a cat head on an amber tile, drawn inline so the header needs no image request. */
export function CatLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" role="img" aria-label="NACHO cat logo" className={cn('size-10 shrink-0', className)}>
      <defs>
        <linearGradient id="nacho-logo-tile" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fbbf24" />
          <stop offset="1" stopColor="#ea7a0c" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill="url(#nacho-logo-tile)" />
      <path
        d="M9 9.5l6.2 5.2a14 14 0 0 1 9.6 0L31 9.5c.7-.6 1.7-.1 1.7.8V21c0 6.9-5.7 11.5-12.7 11.5S7.3 27.9 7.3 21V10.3c0-.9 1-1.4 1.7-.8z"
        fill="#0b1120"
      />
      <path d="M11.3 13.6l3 2.5-3 1.6zM28.7 13.6l-3 2.5 3 1.6z" fill="#f5a524" opacity=".55" />
      <ellipse cx="15" cy="21.2" rx="2.2" ry="2.6" fill="#fbbf24" />
      <ellipse cx="25" cy="21.2" rx="2.2" ry="2.6" fill="#fbbf24" />
      <ellipse cx="15.4" cy="21.6" rx=".9" ry="1.6" fill="#0b1120" />
      <ellipse cx="25.4" cy="21.6" rx=".9" ry="1.6" fill="#0b1120" />
      <path d="M18.6 25.6h2.8L20 27.2z" fill="#f59e8b" />
      <path
        d="M20 27.2v1.1m0 0c-.8.9-2 .9-2.7.2m2.7-.2c.8.9 2 .9 2.7.2M6.5 24.5l6.3.8M6.8 28l6.1-1.4M33.5 24.5l-6.3.8M33.2 28l-6.1-1.4"
        stroke="#9aa6bd"
        strokeWidth=".9"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
