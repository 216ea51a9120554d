import sanitizeHtml from 'sanitize-html';
import { safeHref, sanitizeContent } from '../../../../../lib/contract/html';
import type { LocalizedText } from '../../../db/schema';
import { refusal } from './input';

/** What the sanitizer keeps (lib/contract/html.ts), with the attributes it keeps on each. */
const KEPT: Record<string, string[]> = Object.fromEntries(
  'p br hr strong b em i u s small span blockquote ul ol li h3 h4 h5 table thead tbody tr'
    .split(' ')
    .map((tag) => [tag, []]),
);
Object.assign(KEPT, {
  a: ['href', 'title', 'target', 'rel'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
});
/** Layout a pasted page carries that the sanitizer drops quietly, keeping the text inside. */
const PLAIN_TAGS = new Set(
  'html head body div section article header footer main h1 h2 h6 sup sub code pre font center caption tfoot col colgroup dl dt dd mark abbr cite q del ins'.split(
    ' ',
  ),
);
const PLAIN_ATTRIBUTES = new Set(['class', 'id', 'lang', 'dir', 'align', 'width', 'height']);

/**
 * What in an operator's HTML tries to run script, load something or style the page: elements and
 * attributes beyond formatting (scripts, frames, images, forms, handlers, styles) and links that
 * are not http(s) or same-site. Refused loudly rather than dropped quietly, so nobody finds a page
 * other than the one they wrote (nor a stolen operator token a quiet way in).
 */
function activeMarkup(html: string): string[] {
  const found: string[] = [];
  // The sanitizer's parser walks the tags; its output is not used.
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag(name, attributes) {
      if (!KEPT[name] && !PLAIN_TAGS.has(name)) found.push(`<${name}>`);
      for (const [attribute, value] of Object.entries(attributes)) {
        if (KEPT[name]?.includes(attribute)) {
          if (attribute === 'href' && safeHref(value) === null) found.push(`${name}[href]`);
        } else if (!PLAIN_ATTRIBUTES.has(attribute)) found.push(`${name}[${attribute}]`);
      }
    },
  });
  return [...new Set(found)];
}

/**
 * Promotion terms as members' browsers get them: refused when they hold active markup, else stored
 * sanitized (the portal sanitizes again when it renders, components/promotions/promotion-detail.tsx).
 */
export function cleanContents(contents: LocalizedText): LocalizedText {
  const clean = Object.entries(contents).map(([locale, html]) => {
    const active = activeMarkup(html);
    if (active.length > 0)
      throw refusal(
        'BAD_REQUEST',
        `contents.${locale}`,
        `contents.${locale} holds what members' pages may not run or load: ${active.slice(0, 5).join(' ')}`,
      );
    const safe = sanitizeContent(html);
    if (safe.replace(/<[^>]*>|&nbsp;|\s/g, '') === '')
      throw refusal('BAD_REQUEST', `contents.${locale}`, `contents.${locale} has no text`);
    return [locale, safe];
  });
  return Object.fromEntries(clean);
}
