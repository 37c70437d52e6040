import type { ReactNode } from 'react';
import { ArrowLeftRight, ExternalLink, Handshake, Pickaxe, Rocket } from 'lucide-react';
import { DashboardCard } from './dashboard-card';
import { PARTNER_LINKS, type PartnerLink } from './partner-links';

const KIND_ICON: Record<PartnerLink['kind'], ReactNode> = {
  'Mining pool': <Pickaxe />,
  'Fair-launch tokens': <Rocket />,
  DEX: <ArrowLeftRight />,
};

/** External partner sites; each opens in a new tab without access to this page. */
export function PartnerLinksCard() {
  return (
    <DashboardCard title="Partners" icon={<Handshake />} description="Around the NACHO community">
      <ul className="flex flex-col gap-2">
        {PARTNER_LINKS.map((partner) => (
          <li key={partner.name}>
            <a
              href={partner.href}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex items-center gap-3 rounded-md border border-border/60 bg-muted/40 px-3 py-2.5 hover:border-primary/50 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-md bg-secondary/15 text-secondary [&_svg]:size-4"
              >
                {KIND_ICON[partner.kind]}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-center gap-2 text-sm font-semibold">
                  {partner.name}
                  <span className="rounded-sm bg-background/60 px-1.5 py-px text-[10px] font-medium tracking-wide text-muted-foreground uppercase">
                    {partner.kind}
                  </span>
                </span>
                <span className="line-clamp-2 text-xs text-muted-foreground">{partner.description}</span>
              </span>
              <ExternalLink
                aria-hidden="true"
                className="size-4 shrink-0 text-muted-foreground group-hover:text-primary"
              />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
