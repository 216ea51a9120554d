import sanitizeHtml from 'sanitize-html';

/** A same-site path: one slash, then no slash, backslash or space (`//x` and `/\x` leave the site). */
const SITE_PATH = /^\/(?![/\\])[^\\\s]*$/;

/**
 * The href a link keeps: an http(s) address as the browser will read it (`https:evil.example` and
 * `http:/\evil` are foreign hosts, not paths), a same-site path or an in-page anchor; else none.
 */
export function safeHref(raw: string): { href: string; external: boolean } | null {
  const href = raw.trim();
  if (SITE_PATH.test(href) || /^#[\w-]*$/.test(href)) return { href, external: false };
  if (!/^https?:/i.test(href)) return null;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? { href: url.href, external: true }
      : null;
  } catch {
    return null;
  }
}

/** The elements sanitized HTML may hold (`sanitizeContent`; `activeParts` audits against them). */
export const CONTENT_TAGS: readonly string[] = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'span',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'h5',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** The attributes it keeps, per element (none on the others). */
export const CONTENT_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

/**
 * HTML that comes from data (announcements, promotion terms, help articles): keep formatting,
 * lists, tables and http(s) or same-site links; drop scripts, event handlers, styles, frames,
 * images and every other scheme. Headings step down to h3/h4 so they sit under the page's own.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_TAGS],
  allowedAttributes: CONTENT_ATTRIBUTES,
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
  ],
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    // A link without a safe address is only its text; foreign ones open apart, without referrer.
    a: (tagName, attribs) => {
      const link = safeHref(attribs.href ?? '');
      if (!link) return { tagName: 'span', attribs: {} };
      const kept: sanitizeHtml.Attributes = { href: link.href };
      if (attribs.title) kept.title = attribs.title;
      if (link.external)
        Object.assign(kept, { target: '_blank', rel: 'noopener noreferrer nofollow' });
      return { tagName, attribs: kept };
    },
  },
};

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
