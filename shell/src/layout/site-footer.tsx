import { Code, MessageCircle } from 'lucide-react';
import { useRuntimeConfig } from '../runtime-config/runtime-config-context';
import { CatLogo } from './cat-logo';
import { COMMUNITY_LINKS } from './community-links';

function XMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M17.8 3h3.1l-6.8 7.7 8 10.3h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
    </svg>
  );
}

const footerLinks = [
  { ...COMMUNITY_LINKS.chat, icon: MessageCircle },
  { ...COMMUNITY_LINKS.social, icon: XMark },
  { ...COMMUNITY_LINKS.developer, icon: Code },
];

export function SiteFooter() {
  const { collectionName, apiBase } = useRuntimeConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-12 border-t border-border/70 bg-card/40">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:flex-row md:items-center md:justify-between md:px-6">
        <div className="flex items-center gap-3">
          <CatLogo className="size-8" />
          <p className="max-w-sm text-sm text-muted-foreground">
            A community-built explorer for the {collectionName} KRC-721 collection on Kaspa.
          </p>
        </div>
        <nav aria-label="Community">
          <ul className="flex flex-wrap gap-2">
            {footerLinks.map(({ label, href, icon: Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-9 items-center gap-2 rounded-md border border-border px-3 text-sm text-muted-foreground transition-colors hover:border-primary/50 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Icon className="size-4" />
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border/60">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground md:px-6">
          © {year} {collectionName} Wallet Explorer. A community tool, not affiliated with any exchange or marketplace.{' '}
          {/* Its own page, outside the app's routes, served where the API is. */}
          <a
            href={`${apiBase.replace(/\/+$/, '')}/api/docs`}
            className="underline underline-offset-2 hover:text-foreground"
          >
            API reference
          </a>
        </p>
      </div>
    </footer>
  );
}
