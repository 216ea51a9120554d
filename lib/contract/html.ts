import sanitizeHtml from 'sanitize-html';

const EXTERNAL = /^https?:\/\//i;

/**
 * HTML that comes from data (announcements, promotion terms, help articles): keep formatting,
 * lists, tables and http(s) or same-site links; drop scripts, event handlers, styles, frames,
 * images and every other scheme. Headings step down to h3/h4 so they sit under the page's own.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
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
    a: (tagName, attribs) => {
      const { href = '', title } = attribs;
      const external = EXTERNAL.test(href);
      return {
        tagName,
        attribs: {
          href,
          ...(title ? { title } : {}),
          ...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}),
        },
      };
    },
  },
};

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
