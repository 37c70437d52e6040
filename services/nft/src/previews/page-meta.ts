/** The tags a link preview is made of: <title>, description, Open Graph and Twitter card. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of a 1200x630 PNG. */
  image: string;
  imageAlt: string;
}

export const DEFAULT_DESCRIPTION =
  'Community explorer, holder dashboard and NFT of the Month contest for the NACHO KRC-721 collection on Kaspa.';

/**
 * The words of a contest month's preview whose top NFT is known: only a decided month (crowned, or
 * declared by the operator) calls it the NFT of the Month; before that it is the month's leader.
 */
export function monthPreviewTexts({
  name,
  label,
  likes,
  decided,
}: {
  /** "NACHO #6" */
  name: string;
  /** "March 2026" */
  label: string;
  /** "7 likes" */
  likes: string;
  decided: boolean;
}): { headline: string; description: string; imageAlt: string } {
  return decided
    ? {
        headline: `NFT of the Month ${label}: ${name}`,
        description: `${name} is the NFT of the Month for ${label} with ${likes}.`,
        imageAlt: `${name}, NFT of the Month ${label}`,
      }
    : {
        headline: `NFT of the Month contest, ${label}: ${name} leads`,
        description: `${name} leads the NFT of the Month contest for ${label} with ${likes}.`,
        imageAlt: `${name}, leading the NFT of the Month contest for ${label}`,
      };
}

/** For text and for attribute values in double quotes. */
export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

export function metaTags(meta: PageMeta): string {
  const property = (name: string, content: string | number) =>
    `<meta property="${name}" content="${escapeHtml(String(content))}">`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    named('description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
    property('og:type', 'website'),
    property('og:site_name', 'NACHO Wallet Explorer'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:image', meta.image),
    property('og:image:type', 'image/png'),
    property('og:image:width', 1200),
    property('og:image:height', 630),
    property('og:image:alt', meta.imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image),
    named('twitter:image:alt', meta.imageAlt),
  ].join('');
}

/**
 * index.html with the page's own tags: the template's <title> and description are replaced (one of
 * each, as crawlers read the first), the Open Graph and Twitter tags added at the top of <head>.
 * Text only, no script: the page's Content-Security-Policy is unchanged.
 */
export function applyPageMeta(html: string, meta: PageMeta): string {
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name=(["']?)description\1[\s/>][^>]*>?/i, '');
  const head = /<head[^>]*>/i.exec(stripped);
  if (!head) return metaTags(meta) + stripped;
  // After <meta charset>, which must come within the first 1024 bytes.
  const charset = /<meta\s+charset[^>]*>/i.exec(stripped);
  const at = charset && charset.index > head.index ? charset.index + charset[0].length : head.index + head[0].length;
  return stripped.slice(0, at) + metaTags(meta) + stripped.slice(at);
}
