import { COLLECTION_NAME, EDITION_TRAIT, formatNumber, monthYearLabel, type PowerTierName } from '@nacho/domain';
import { shortKaspaAddress } from '@nacho/core';
import type { Snapshot, TokenEntry, WalletEntry } from '../snapshot/types';
import { el, img, type CardNode } from './card-renderer';
import type { CardArt } from './nft-art';

const BG = '#0b1120';
const PANEL = '#151d2e';
const TEXT = '#e8ecf4';
const MUTED = '#94a3b8';
const GOLD = '#f5a524';
const RUBY = '#e11d48';

export const SITE_TITLE = 'NACHO Wallet Explorer';

const TIER_COLOURS: Record<PowerTierName, string> = {
  Ruby: '#e11d48',
  Emerald: '#10b981',
  Platinum: '#a5b4fc',
  Gold: '#f5a524',
  Silver: '#cbd5e1',
  Bronze: '#d97706',
};

export interface RareTrait {
  traitType: string;
  value: string;
  percentage: number;
}

/** The token's traits with the fewest holders first (Edition aside). */
export function rarestTraits(snapshot: Snapshot, token: TokenEntry, count = 3): RareTrait[] {
  return (token.metadata?.attributes ?? [])
    .filter((a) => a.trait_type !== EDITION_TRAIT)
    .map((a) => ({
      traitType: a.trait_type,
      value: String(a.value),
      percentage: snapshot.traitIndex.stat(a.trait_type, String(a.value))?.percentage ?? 100,
    }))
    .sort((a, b) => a.percentage - b.percentage || a.traitType.localeCompare(b.traitType))
    .slice(0, count);
}

const percent = (p: number) => `${formatNumber(p, p < 1 ? 2 : 1)} %`;

function frame(...children: CardNode[]): CardNode {
  return el(
    'div',
    {
      width: '100%',
      height: '100%',
      backgroundColor: BG,
      color: TEXT,
      fontFamily: 'Inter',
      padding: 48,
      flexDirection: 'column',
      backgroundImage: 'linear-gradient(135deg, #0b1120 0%, #141c30 60%, #2a1f0b 100%)',
    },
    el('div', { flex: 1, gap: 48 }, ...children),
    el(
      'div',
      { justifyContent: 'space-between', alignItems: 'center', fontSize: 26, color: MUTED, marginTop: 20 },
      el(
        'div',
        { alignItems: 'center', gap: 12 },
        el('div', { width: 18, height: 18, borderRadius: 9, backgroundColor: GOLD }),
        el('span', { fontWeight: 700, color: TEXT }, SITE_TITLE),
      ),
      el('span', {}, 'KRC-721 on Kaspa'),
    ),
  );
}

function artFrame(art: CardArt, size: number, border: string): CardNode {
  return el(
    'div',
    { width: size, height: size, borderRadius: 28, overflow: 'hidden', border: `6px solid ${border}`, flexShrink: 0 },
    img(art.src, size - 12),
  );
}

const stat = (label: string, value: string, colour = TEXT) =>
  el(
    'div',
    { flexDirection: 'column', backgroundColor: PANEL, borderRadius: 16, padding: '14px 22px', gap: 2 },
    el('span', { fontSize: 22, color: MUTED }, label),
    el('span', { fontSize: 40, fontWeight: 700, color: colour }, value),
  );

export function nftCard(snapshot: Snapshot, token: TokenEntry, art: CardArt): CardNode {
  const traits = rarestTraits(snapshot, token);
  return frame(
    artFrame(art, 480, GOLD),
    el(
      'div',
      { flexDirection: 'column', flex: 1, gap: 22, justifyContent: 'center' },
      el('span', { fontSize: 84, fontWeight: 700, lineHeight: 1 }, `${COLLECTION_NAME} #${token.tokenId}`),
      el(
        'div',
        { gap: 16 },
        stat('Rarity rank', token.rarityRank ? `#${formatNumber(token.rarityRank, 0)}` : '—', GOLD),
        stat('Power', formatNumber(token.stakingPower, 0)),
      ),
      traits.length
        ? el(
            'div',
            { flexDirection: 'column', gap: 8 },
            el('span', { fontSize: 22, color: MUTED, textTransform: 'uppercase', letterSpacing: 2 }, 'Rarest traits'),
            ...traits.map((t) =>
              el(
                'div',
                { fontSize: 28, gap: 12, alignItems: 'center' },
                el('span', { color: MUTED }, t.traitType),
                el('span', { fontWeight: 700, maxWidth: 380, overflow: 'hidden' }, t.value),
                el('span', { color: GOLD }, percent(t.percentage)),
              ),
            ),
          )
        : null,
    ),
  );
}

export function walletCard(wallet: WalletEntry, arts: CardArt[]): CardNode {
  return frame(
    el(
      'div',
      { flexDirection: 'column', flex: 1, gap: 28 },
      el(
        'span',
        { fontSize: 28, color: MUTED, textTransform: 'uppercase', letterSpacing: 3 },
        `${COLLECTION_NAME} wallet`,
      ),
      el('span', { fontSize: 72, fontWeight: 700, lineHeight: 1 }, shortKaspaAddress(wallet.address)),
      el(
        'div',
        { gap: 16 },
        stat('NFTs', formatNumber(wallet.tokens.length, 0)),
        stat('Power', formatNumber(wallet.totalPower, 0)),
        stat('Tier', wallet.tier, TIER_COLOURS[wallet.tier]),
        wallet.powerRank ? stat('Rank', `#${formatNumber(wallet.powerRank, 0)}`, GOLD) : null,
      ),
      el('div', { gap: 18 }, ...arts.map((art) => artFrame(art, 190, PANEL))),
    ),
  );
}

export function monthCard(
  {
    token,
    year,
    month,
    likeCount,
    crowned,
  }: { token: TokenEntry; year: number; month: number; likeCount: number; crowned: boolean },
  art: CardArt,
): CardNode {
  return frame(
    artFrame(art, 480, GOLD),
    el(
      'div',
      { flexDirection: 'column', flex: 1, gap: 24, justifyContent: 'center' },
      el(
        'span',
        { fontSize: 30, color: GOLD, fontWeight: 700, textTransform: 'uppercase', letterSpacing: 3 },
        crowned ? 'NFT of the Month' : 'Leading this month',
      ),
      el('span', { fontSize: 54, fontWeight: 700, color: MUTED }, monthYearLabel(month, year)),
      el('span', { fontSize: 84, fontWeight: 700, lineHeight: 1 }, `${COLLECTION_NAME} #${token.tokenId}`),
      el('div', { gap: 16 }, stat('Likes', formatNumber(likeCount, 0), RUBY)),
    ),
  );
}

export function siteCard(snapshot: Snapshot | undefined, arts: CardArt[]): CardNode {
  return frame(
    el(
      'div',
      { flexDirection: 'column', flex: 1, gap: 26, justifyContent: 'center' },
      el('span', { fontSize: 88, fontWeight: 700, lineHeight: 1 }, SITE_TITLE),
      el('span', { fontSize: 34, color: MUTED }, 'Wallets, rarity, staking power and the NFT of the Month'),
      snapshot?.ready
        ? el(
            'div',
            { gap: 16 },
            stat('NFTs', formatNumber(snapshot.tokens.length, 0)),
            stat('Holders', formatNumber(snapshot.holders.stats.uniqueHolders, 0)),
          )
        : null,
      el('div', { gap: 18 }, ...arts.map((art) => artFrame(art, 150, PANEL))),
    ),
  );
}
