/** The community's partners shown on the dashboard (SPEC: a mining pool, a fair-launch token platform and a DEX). */
export interface PartnerLink {
  name: string;
  kind: 'Mining pool' | 'Fair-launch tokens' | 'DEX';
  description: string;
  href: string;
}

export const PARTNER_LINKS: readonly PartnerLink[] = [
  {
    name: 'Katpool',
    kind: 'Mining pool',
    description: 'Mine Kaspa with the NACHO community pool',
    href: 'https://katpool.xyz',
  },
  {
    name: 'Kasplex',
    kind: 'Fair-launch tokens',
    description: 'Fair-launch KRC-20 tokens and KRC-721 NFTs on Kaspa',
    href: 'https://kasplex.org',
  },
  { name: 'KaspaCom', kind: 'DEX', description: 'Trade KRC-20 tokens and NFTs', href: 'https://kaspa.com' },
];
