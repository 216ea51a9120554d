import { sanitizeContent } from '../../../../../lib/contract/html';
import { activeParts } from '../../../../../lib/contract/html-audit';
import type { LocalizedText } from '../../../db/schema';
import { refusal } from './input';

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
const activeMarkup = (html: string) => [
  ...new Set(
    activeParts(html, { tags: PLAIN_TAGS, attributes: PLAIN_ATTRIBUTES, anySafeLink: true }),
  ),
];

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
