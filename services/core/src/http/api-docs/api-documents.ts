/** An OpenAPI document the reference page lists: its selector label, its slug (?api=) and where it is served. */
export interface ApiDocumentSource {
  title: string;
  slug: string;
  url: string;
}

/** The site's three APIs, each document served by the service that owns it. */
export const API_DOCUMENT_SOURCES: readonly ApiDocumentSource[] = [
  { title: 'NFT API', slug: 'nft', url: '/api/nft/openapi.json' },
  { title: 'Market API', slug: 'market', url: '/api/market/openapi.json' },
  { title: 'Contest API', slug: 'contest', url: '/api/contest/openapi.json' },
];
