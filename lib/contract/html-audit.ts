import sanitizeHtml from 'sanitize-html';
import { CONTENT_ATTRIBUTES, CONTENT_TAGS, safeHref } from './html';

const TAGS = new Set(CONTENT_TAGS);

/**
 * What `activeParts` lets pass besides what sanitized HTML holds: layout the sanitizer drops
 * quietly (`tags`, `attributes` on any element), and links it would rewrite (`anySafeLink`: any
 * address `safeHref` accepts, not only the exact form it writes).
 */
export type Tolerance = {
  tags?: ReadonlySet<string>;
  attributes?: ReadonlySet<string>;
  anySafeLink?: boolean;
};

/**
 * What in a piece of HTML could run script, load something or leave the site unasked: elements
 * outside the list, any attribute outside it (handlers, styles, src...), and unsafe link targets.
 * Sanitized HTML answers an empty list. Used by the tests of both layers, and (with a tolerance)
 * to refuse operators' promotion terms that hold more than formatting.
 */
export function activeParts(html: string, tolerance: Tolerance = {}): string[] {
  const found: string[] = [];
  const linkOk = (value: string) =>
    tolerance.anySafeLink ? safeHref(value) !== null : safeHref(value)?.href === value;
  // The sanitizer's own parser walks the tags; its output is not used.
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag(name, attributes) {
      if (!TAGS.has(name) && !tolerance.tags?.has(name)) found.push(`<${name}>`);
      for (const [attribute, value] of Object.entries(attributes)) {
        if ((CONTENT_ATTRIBUTES[name] ?? []).includes(attribute)) {
          if (attribute === 'href' && !linkOk(value)) found.push(`${name}[href=${value}]`);
        } else if (!tolerance.attributes?.has(attribute)) found.push(`${name}[${attribute}]`);
      }
    },
  });
  return found;
}
