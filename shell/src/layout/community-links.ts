/** Footer links (SPEC section 2: community chat, social account, developer). */
export const COMMUNITY_LINKS = {
  chat: { label: 'Community chat', href: 'https://t.me/NachoTheKat' },
  social: { label: 'NACHO on X', href: 'https://x.com/NachoTheKat' },
  developer: { label: 'Developer', href: 'https://github.com/nacho-community' },
} as const;
